import type { ReactNode } from "react";
import { Button } from "./button";
import { CopyButton } from "./copy-button";
import { Notice } from "./notice";
import { ReadOnlyField } from "./text-field";

/** A secret shown this once (an API key, a signing secret): the field to copy it from, and Done. */
export function OneTimeSecret({
  title,
  label,
  secret,
  copiedToast,
  failureHint,
  onDone,
  children,
}: {
  title: string;
  label: string;
  secret: string;
  copiedToast: { title: string; description: string };
  failureHint: string;
  onDone: () => void;
  /** What the secret is for, and that it will not be shown again. */
  children: ReactNode;
}) {
  return (
    <Notice tone="success" title={title}>
      <p className="text-foreground">{children}</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <ReadOnlyField
          label={label}
          fieldClassName="min-w-0 flex-1"
          value={secret}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono"
        />
        <div className="flex items-end gap-2">
          <CopyButton text={secret} copiedToast={copiedToast} failureHint={failureHint} />
          <Button variant="ghost" onClick={onDone}>
            Done
          </Button>
        </div>
      </div>
    </Notice>
  );
}
