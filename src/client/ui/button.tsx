import type { ComponentProps } from "react";
import { cn } from "./class-names";

export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "destructive" | "plus";
export type ButtonSize = "sm" | "md" | "lg" | "icon";

const VARIANT_CLASSES: Record<ButtonVariant, string> = {
  primary:
    "bg-primary text-primary-foreground shadow-lg shadow-primary/25 hover:bg-primary-hover disabled:shadow-none",
  secondary: "bg-surface-raised text-foreground border border-border hover:bg-surface-hover",
  outline: "border border-border-strong text-foreground hover:bg-surface-hover",
  ghost: "text-foreground hover:bg-surface-hover",
  destructive: "bg-destructive text-destructive-foreground hover:bg-destructive-hover",
  plus: "bg-plus text-plus-foreground hover:brightness-110",
};

// Touch targets are at least 40 px, so the smallest size is h-10.
const SIZE_CLASSES: Record<ButtonSize, string> = {
  sm: "h-10 px-3 text-sm gap-1.5",
  md: "h-11 px-4 text-sm gap-2",
  lg: "h-12 px-6 text-base gap-2",
  icon: "size-10 shrink-0",
};

/** The button look, for links that navigate but should look like buttons. */
export function buttonClasses({
  variant = "primary",
  size = "md",
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}): string {
  return cn(
    "inline-flex items-center justify-center rounded-md font-medium whitespace-nowrap select-none",
    "transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
    "disabled:pointer-events-none disabled:opacity-50 aria-disabled:opacity-50 aria-disabled:cursor-not-allowed",
    VARIANT_CLASSES[variant],
    SIZE_CLASSES[size],
    className,
  );
}

export interface ButtonProps extends ComponentProps<"button"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}
