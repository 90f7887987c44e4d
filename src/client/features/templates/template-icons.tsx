import type { LucideIcon } from "lucide-react";
import { IconTile } from "../../ui/icon-tile";
import * as TEMPLATE_ICON_SET from "./template-icon-set";

/** The templates' icons by the name a template gives. */
export const TEMPLATE_ICONS: Readonly<Record<string, LucideIcon>> = TEMPLATE_ICON_SET;

/** A template's icon on a tinted tile; the title beside it names the template. */
export function TemplateIcon({ name, className }: { name: string; className?: string }) {
  return <IconTile icon={TEMPLATE_ICONS[name]} className={className} />;
}
