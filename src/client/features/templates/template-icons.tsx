import type { LucideIcon } from "lucide-react";
import { cn } from "../../ui/class-names";
import * as TEMPLATE_ICON_SET from "./template-icon-set";

/** The templates' icons by the name a template gives. */
export const TEMPLATE_ICONS: Readonly<Record<string, LucideIcon>> = TEMPLATE_ICON_SET;

/** A template's icon on a tinted tile; decorative, since the title beside it names the template. */
export function TemplateIcon({ name, className }: { name: string; className?: string }) {
  const Icon = TEMPLATE_ICONS[name];
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
