import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { Button, type ButtonSize } from "./button";
import { toast } from "./toast-store";

/**
 * Copies `text` to the clipboard and says so on the button; when the browser refuses, a toast tells
 * the person to copy it by hand from where it is shown.
 */
export function CopyButton({
  text,
  label = "Copy",
  copiedToast,
  failureHint,
  size = "md",
}: {
  text: string;
  /** The button's accessible name while nothing is copied. */
  label?: string;
  copiedToast?: { title: string; description: string };
  failureHint: string;
  size?: ButtonSize;
}) {
  const [isCopied, setIsCopied] = useState(false);
  async function copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
      setIsCopied(true);
      if (copiedToast) toast(copiedToast);
    } catch {
      toast({ variant: "destructive", title: "Copy failed", description: failureHint });
    }
  }
  return (
    <Button variant="outline" size={size} onClick={() => void copy()}>
      {isCopied ? (
        <Check aria-hidden="true" className="size-4" />
      ) : (
        <Copy aria-hidden="true" className="size-4" />
      )}
      {isCopied ? "Copied" : label}
    </Button>
  );
}
