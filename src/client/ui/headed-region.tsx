import { type ReactNode, useId } from "react";

/**
 * A landmark region named by its own heading, so the region and its heading never disagree.
 * `description` is the line under the heading of a settings section.
 */
export function HeadedRegion({
  as: Region = "section",
  title,
  description,
  className,
  headingClassName = "text-xl font-semibold",
  children,
}: {
  as?: "section" | "aside";
  title: ReactNode;
  description?: ReactNode;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Region aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className={headingClassName}>
        {title}
      </h2>
      {description ? <p className="mt-1 mb-5 text-sm text-muted-foreground">{description}</p> : null}
      {children}
    </Region>
  );
}
