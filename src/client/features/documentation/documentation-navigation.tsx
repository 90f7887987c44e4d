import { cn } from "../../ui/class-names";
import { Select } from "../../ui/select";
import {
  DOCUMENTATION_SECTIONS,
  type DocumentationSectionId,
  isDocumentationSectionId,
} from "./documentation-sections";

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Moves to a section the way a link to its hash does, so the URL can be shared and Back returns. */
function goToSection(id: DocumentationSectionId): void {
  if (window.location.hash === `#${id}`) {
    document.getElementById(id)?.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth" });
    return;
  }
  window.location.hash = id;
}

/** The sidebar of sections on wide screens, the section being read highlighted. */
export function DocumentationSidebar({ activeId }: { activeId: DocumentationSectionId }) {
  return (
    <nav aria-label="Documentation sections" className="sticky top-24 hidden self-start md:block">
      <p className="mb-3 px-3 text-xs font-semibold tracking-wide text-faint-foreground uppercase">
        On this page
      </p>
      <ul className="flex flex-col gap-0.5 border-l border-border">
        {DOCUMENTATION_SECTIONS.map(({ id, title }) => {
          const isActive = id === activeId;
          return (
            <li key={id}>
              <a
                href={`#${id}`}
                aria-current={isActive ? "true" : undefined}
                className={cn(
                  "-ml-px flex min-h-10 items-center border-l-2 px-3 text-sm transition-colors",
                  "focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring",
                  isActive
                    ? "border-primary bg-primary-soft font-medium text-primary-text"
                    : "border-transparent text-muted-foreground hover:border-border-strong hover:text-foreground",
                )}
              >
                {title}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Below 768 px the sidebar becomes a section picker that stays under the header. */
export function DocumentationSectionPicker({ activeId }: { activeId: DocumentationSectionId }) {
  return (
    <div className="sticky top-16 z-10 -mx-4 border-b border-border bg-background/90 px-4 py-2 backdrop-blur-md sm:-mx-6 sm:px-6 md:hidden">
      <Select
        aria-label="Jump to section"
        value={activeId}
        onChange={(event) => {
          if (isDocumentationSectionId(event.target.value)) goToSection(event.target.value);
        }}
      >
        {DOCUMENTATION_SECTIONS.map(({ id, title }) => (
          <option key={id} value={id}>
            {title}
          </option>
        ))}
      </Select>
    </div>
  );
}
