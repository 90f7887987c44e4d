import type { LucideIcon } from "lucide-react";
import { cn } from "./class-names";

/** An icon on a tinted square tile; decorative, since the text beside it says what it stands for. */
export function IconTile({ icon: Icon, className }: { icon: LucideIcon | undefined; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary-text",
        className,
      )}
    >
      {Icon ? <Icon className="size-5" /> : null}
    </span>
  );
}
