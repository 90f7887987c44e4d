// The icons the templates name (src/shared/catalog/templates.ts), each imported by name so that the
// gallery's chunk carries these twelve instead of the whole icon set a lookup by name would pull in.
export {
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
} from "lucide-react";
