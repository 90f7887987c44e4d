import { CircleAlert, CircleCheck, Info } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "./class-names";

type NoticeTone = "info" | "success" | "error";

const TONE_CLASSES: Record<NoticeTone, string> = {
  info: "border-border bg-surface-raised text-foreground",
  success: "border-success/40 bg-success-soft text-success-text",
  error: "border-destructive-text/40 bg-destructive-soft text-destructive-text",
};

const TONE_ICONS = { info: Info, success: CircleCheck, error: CircleAlert } as const;

/**
 * A message inside the page: what happened and, through `action`, what to do next.
 * Errors are announced at once (role alert); other notices politely (role status).
 */
export function Notice({
  tone = "info",
  title,
  children,
  action,
  className,
}: {
  tone?: NoticeTone;
  title?: string;
  children: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  const Icon = TONE_ICONS[tone];
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "flex items-start gap-3 rounded-lg border px-4 py-3 text-sm",
        TONE_CLASSES[tone],
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        <div className={cn(title && "mt-0.5", tone === "info" && "text-muted-foreground")}>{children}</div>
        {action ? <div className="mt-3">{action}</div> : null}
      </div>
    </div>
  );
}
