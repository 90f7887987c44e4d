import type { ReactNode } from "react";
import { Button, type ButtonProps } from "./button";
import { Spinner } from "./spinner";

/** A button whose request may be running: disabled meanwhile, with a spinner in place of its icon. */
export function PendingButton({
  isPending,
  icon = null,
  disabled,
  children,
  ...props
}: ButtonProps & { isPending: boolean; icon?: ReactNode }) {
  return (
    <Button disabled={disabled || isPending} {...props}>
      {isPending ? <Spinner /> : icon}
      {children}
    </Button>
  );
}
