import { Trash2 } from "lucide-react";
import { Button, type ButtonProps } from "./button";

/** The quiet button with a bin that removes (or revokes) one item of a list; its text says which. */
export function RemoveButton({ children, ...props }: Omit<ButtonProps, "variant" | "size">) {
  return (
    <Button variant="ghost" size="sm" {...props}>
      <Trash2 aria-hidden="true" className="size-4" />
      {children}
    </Button>
  );
}
