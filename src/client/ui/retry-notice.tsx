import type { ReactNode } from "react";
import { Button } from "./button";
import { Notice } from "./notice";

/** The error notice of something that could not be loaded, with the button that asks for it again. */
export function RetryNotice({
  title,
  onRetry,
  className,
  children,
}: {
  title?: string;
  onRetry: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Notice
      tone="error"
      title={title}
      className={className}
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {children}
    </Notice>
  );
}
