import type { LucideIcon } from "lucide-react";
import { Button, type ButtonProps } from "./button";
import { Spinner } from "./spinner";

/**
 * A button whose request may be running: disabled meanwhile, with a spinner in place of its icon.
 * The icon is decorative: the button's text names it.
 */
export function PendingButton({
  isPending,
  icon: Icon,
  disabled,
  children,
  ...props
}: ButtonProps & { isPending: boolean; icon?: LucideIcon }) {
  return (
    <Button disabled={disabled || isPending} {...props}>
      {isPending ? <Spinner /> : Icon ? <Icon aria-hidden="true" className="size-4" /> : null}
      {children}
    </Button>
  );
}
