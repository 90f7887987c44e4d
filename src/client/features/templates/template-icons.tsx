import {
  BriefcaseBusiness,
  Car,
  Dumbbell,
  GraduationCap,
  Hammer,
  House,
  Lightbulb,
  type LucideIcon,
  Scale,
  Scissors,
  ShoppingBag,
  Stethoscope,
  UtensilsCrossed,
} from "lucide-react";
import { cn } from "../../ui/class-names";

// The templates name their icons (src/shared/catalog/templates.ts). Importing each icon by name keeps the
// gallery's chunk to these twelve instead of the whole icon set that a dynamic lookup would pull in.
export const TEMPLATE_ICONS: Readonly<Record<string, LucideIcon>> = {
  BriefcaseBusiness,
  Car,
  Dumbbell,
  GraduationCap,
  Hammer,
  House,
  Lightbulb,
  Scale,
  Scissors,
  ShoppingBag,
  Stethoscope,
  UtensilsCrossed,
};

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
