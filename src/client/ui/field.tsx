import { type ReactNode, useId } from "react";
import { cn } from "./class-names";
import { Label } from "./label";

/** The props a field hands to its control so the label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

export interface FieldProps {
  /** The control's id, when the code around the field needs it; one of its own otherwise. */
  id?: string;
  label: string;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled control with an optional hint and the error text under it. */
export function Field({ id: givenId, label, error, hint, className, children }: FieldProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-destructive-text">
          {error}
        </p>
      ) : null}
    </div>
  );
}
