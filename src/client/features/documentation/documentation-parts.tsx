import type { ReactNode } from "react";
import { cn } from "../../ui/class-names";
import { CopyButton } from "../../ui/copy-button";
import { type DocumentationSectionId, documentationSectionTitle } from "./documentation-sections";

// The pieces every documentation section is drawn with.

export const LINK_CLASSES =
  "font-medium text-primary-text underline underline-offset-2 hover:text-foreground";

export function DocumentationSection({ id, children }: { id: DocumentationSectionId; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      // Lands below the sticky header, and on phones below the section picker too.
      className="scroll-mt-36 md:scroll-mt-24"
    >
      <h2 id={`${id}-heading`} className="mb-4 text-2xl font-bold tracking-tight">
        {documentationSectionTitle(id)}
      </h2>
      <div className="flex flex-col gap-4 leading-relaxed text-muted-foreground">{children}</div>
    </section>
  );
}

export function Subheading({ children }: { children: ReactNode }) {
  return <h3 className="mt-2 font-semibold text-foreground">{children}</h3>;
}

export function FactList({ facts }: { facts: ReadonlyArray<{ term: string; detail: ReactNode }> }) {
  return (
    <dl className="divide-y divide-border rounded-lg border border-border bg-surface text-sm">
      {facts.map(({ term, detail }) => (
        <div key={term} className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
          <dt className="font-medium text-foreground">{term}</dt>
          <dd>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Code to copy under its title; a command (a URL in it) may break anywhere, code only between words. */
export function CopyableCode({
  title,
  code,
  copyLabel,
  failureHint,
  breaksAnywhere = false,
}: {
  title: string;
  code: string;
  copyLabel: string;
  failureHint: string;
  breaksAnywhere?: boolean;
}) {
  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold text-foreground">{title}</h4>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <pre
          className={cn(
            "min-w-0 flex-1 rounded-md border border-border bg-surface-raised px-3 py-2 font-mono text-xs whitespace-pre-wrap text-foreground",
            breaksAnywhere ? "break-all" : "break-words",
          )}
        >
          {code}
        </pre>
        <CopyButton text={code} label={copyLabel} size="sm" failureHint={failureHint} />
      </div>
    </div>
  );
}
