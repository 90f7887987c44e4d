import type { ReactNode } from "react";
import { Link } from "wouter";
import { type PageMetadata, usePageMetadata } from "../../hooks/use-page-metadata";
import { OpenPage } from "../shell/framed-pages";

/** One numbered part of the terms or the privacy notice: a heading and its paragraphs. */
export interface LegalSection {
  title: string;
  paragraphs: readonly ReactNode[];
}

/** A link inside a legal text, to another page of the site. */
export function LegalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="font-medium text-primary-text underline-offset-2 hover:underline">
      {children}
    </Link>
  );
}

/** The parts of a legal page in order, each under its own heading, and when it last changed. */
function LegalSections({
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

/** A legal page (the terms, the privacy notice), open to visitors and owners alike. */
export function LegalPage({
  metadata,
  title,
  description,
  sections,
  updated,
}: {
  metadata: PageMetadata;
  title: string;
  description: string;
  sections: readonly LegalSection[];
  updated: string;
}) {
  usePageMetadata(metadata);
  return (
    <OpenPage title={title} description={description}>
      <LegalSections sections={sections} updated={updated} />
    </OpenPage>
  );
}
