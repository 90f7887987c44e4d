import { DropdownMenu as RadixDropdownMenu } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "./class-names";

export const DropdownMenu = RadixDropdownMenu.Root;
export const DropdownMenuTrigger = RadixDropdownMenu.Trigger;

export function DropdownMenuContent({
  className,
  sideOffset = 8,
  align = "end",
  ...props
}: ComponentProps<typeof RadixDropdownMenu.Content>) {
  return (
    <RadixDropdownMenu.Portal>
      <RadixDropdownMenu.Content
        sideOffset={sideOffset}
        align={align}
        collisionPadding={8}
        className={cn(
          "z-50 min-w-56 rounded-lg border border-border bg-surface-raised p-1.5 text-foreground shadow-2xl shadow-background",
          "motion-safe:animate-pop-in",
          className,
        )}
        {...props}
      />
    </RadixDropdownMenu.Portal>
  );
}

export function DropdownMenuItem({
  className,
  variant = "default",
  ...props
}: ComponentProps<typeof RadixDropdownMenu.Item> & { variant?: "default" | "destructive" }) {
  return (
    <RadixDropdownMenu.Item
      className={cn(
        "flex min-h-10 cursor-pointer items-center gap-2.5 rounded-md px-2.5 text-sm outline-none select-none",
        "data-[highlighted]:bg-surface-hover data-[disabled]:pointer-events-none data-[disabled]:opacity-50",
        "[&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground",
        variant === "destructive" && "text-destructive-text [&_svg]:text-destructive-text",
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof RadixDropdownMenu.Label>) {
  return <RadixDropdownMenu.Label className={cn("px-2.5 py-2 text-sm", className)} {...props} />;
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof RadixDropdownMenu.Separator>) {
  return (
    <RadixDropdownMenu.Separator className={cn("-mx-1.5 my-1.5 h-px bg-border", className)} {...props} />
  );
}
