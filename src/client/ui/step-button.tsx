import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button, type ButtonProps } from "./button";

/** A small outlined button that moves through pages, weeks or days: its arrow points the way it goes. */
export function StepButton({
  direction,
  children,
  ...props
}: Omit<ButtonProps, "variant" | "size"> & { direction: "back" | "forward" }) {
  return (
    <Button variant="outline" size="sm" {...props}>
      {direction === "back" ? <ChevronLeft aria-hidden="true" className="size-4" /> : null}
      {children}
      {direction === "forward" ? <ChevronRight aria-hidden="true" className="size-4" /> : null}
    </Button>
  );
}
