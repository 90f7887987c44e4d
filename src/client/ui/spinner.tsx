import { LoaderCircle } from "lucide-react";
import { cn } from "./class-names";

/** A decorative spinner; pass `label` when the spinner is the only sign of progress. */
export function Spinner({ label, className }: { label?: string; className?: string }) {
  const icon = <LoaderCircle aria-hidden="true" className={cn("size-4 animate-spin", className)} />;
  if (!label) return icon;
  return (
    <span role="status" className="inline-flex items-center gap-2 text-muted-foreground">
      {icon}
      <span className="text-sm">{label}</span>
    </span>
  );
}

/** Fills the screen while a page's code or the session loads. */
export function PageLoader() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label="Loading…" className="size-5" />
    </div>
  );
}
