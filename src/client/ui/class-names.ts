/** Joins the truthy class names; conditional classes read as `isOpen && "..."`. */
export function cn(...classNames: Array<string | false | null | undefined>): string {
  return classNames.filter(Boolean).join(" ");
}
