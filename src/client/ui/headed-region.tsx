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

/**
 * A section of a page whose heading and the line under it stand together above its content; the
 * section is named by its heading. `className` lays out the header and the content (a gap, a border).
 */
export function HeadedSection({
  level = 2,
  title,
  description,
  className = "flex flex-col gap-4",
  headingClassName = "text-xl font-semibold",
  children,
}: {
  level?: 2 | 3;
  title: ReactNode;
  description: ReactNode;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={headingId} className={className}>
      <div>
        <Heading id={headingId} className={headingClassName}>
          {title}
        </Heading>
        <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  );
}
