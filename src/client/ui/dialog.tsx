import { Dialog as RadixDialog } from "radix-ui";
import { type ComponentProps, type ReactNode, useRef } from "react";
import { Button, type ButtonProps } from "./button";
import { cn } from "./class-names";
import { CloseButton } from "./close-button";
import { announceDialogOpening } from "./dialog-opening";
import { PendingButton } from "./pending-button";

export const Dialog = RadixDialog.Root;

/** The props of a dialog its opener shows and hides. */
export interface DialogState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function DialogContent({
  title,
  description,
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: Omit<ComponentProps<typeof RadixDialog.Content>, "title"> & { title: string; description?: ReactNode }) {
  // WCAG 2.4.3: focus goes back to the control that opened the dialog. Radix returns it to
  // a Dialog.Trigger only, and these dialogs open from state, so the opener is remembered here.
  const openerRef = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-40 bg-overlay backdrop-blur-sm motion-safe:animate-fade-in" />
      <RadixDialog.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto",
          "rounded-xl border border-border bg-surface p-6 shadow-2xl motion-safe:animate-pop-in",
          className,
        )}
        {...(description ? {} : { "aria-describedby": undefined })}
        onOpenAutoFocus={(event) => {
          announceDialogOpening();
          // Radix calls this before it moves focus, so the active element is still the opener.
          openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const opener = openerRef.current;
          if (event.defaultPrevented || !opener?.isConnected) return;
          event.preventDefault();
          opener.focus();
        }}
        {...props}
      >
        <div className="mb-5 pr-10">
          <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-1 text-sm text-muted-foreground">
              {description}
            </RadixDialog.Description>
          ) : null}
        </div>
        {children}
        <RadixDialog.Close asChild>
          <CloseButton label="Close" className="absolute top-3 right-3" />
        </RadixDialog.Close>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/** The buttons that end a dialog: the cancel button, then the dialog's action (on top on phones). */
export function DialogActions({
  onCancel,
  cancelLabel = "Cancel",
  className,
  children,
}: {
  onCancel: () => void;
  cancelLabel?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}>
      <Button variant="outline" onClick={onCancel}>
        {cancelLabel}
      </Button>
      {children}
    </div>
  );
}

/** The end of a dialog's form: Cancel, then the button that submits the form. */
export function DialogSubmitActions({
  onCancel,
  isPending = false,
  children,
  ...buttonProps
}: Omit<ButtonProps, "type"> & { onCancel: () => void; isPending?: boolean }) {
  return (
    <DialogActions onCancel={onCancel} className="mt-2">
      <PendingButton type="submit" isPending={isPending} {...buttonProps}>
        {children}
      </PendingButton>
    </DialogActions>
  );
}
