import type { ReactNode } from "react";

/** One numbered part of the terms or the privacy notice: a heading and its paragraphs. */
export interface LegalSection {
  title: string;
  paragraphs: readonly ReactNode[];
}

/** The parts of a legal page in order, each under its own heading, and when it last changed. */
export function LegalSections({
  sections,
  updated,
}: {
  sections: readonly LegalSection[];
  /** The date the text last changed, as people read it. */
  updated: string;
}) {
  return (
    <div className="flex flex-col gap-8">
      {sections.map(({ title, paragraphs }, index) => (
        <section key={title} aria-labelledby={`legal-section-${index}`} className="flex flex-col gap-3">
          <h2 id={`legal-section-${index}`} className="text-xl font-semibold">
            {index + 1}. {title}
          </h2>
          {paragraphs.map((paragraph, paragraphIndex) => (
            <p
              // The paragraphs are fixed text that never reorders.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              key={paragraphIndex}
              className="leading-relaxed text-pretty text-muted-foreground"
            >
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      <p className="border-t border-border pt-6 text-sm text-faint-foreground">Last updated {updated}.</p>
    </div>
  );
}
