import { type RefObject, useEffect, useState } from "react";
import { resolveActiveSection } from "./active-section";
import {
  DOCUMENTATION_SECTION_IDS,
  type DocumentationSectionId,
  sectionIdFromHash,
} from "./documentation-sections";

// The reading band: from below the sticky header (and the section picker on phones) down to the middle of
// the screen. Sections land with their heading under it (their scroll margin is smaller than this offset).
const READING_BAND_MARGIN = "-144px 0px -50% 0px";

/**
 * The documentation section being read, followed while scrolling with IntersectionObserver, and set at
 * once when a link or the URL hash names a section. `pageEndRef` marks the end of the content.
 */
export function useActiveSection(pageEndRef: RefObject<HTMLElement | null>): DocumentationSectionId {
  const [activeId, setActiveId] = useState<DocumentationSectionId>(
    () => sectionIdFromHash(window.location.hash) ?? DOCUMENTATION_SECTION_IDS[0]!,
  );

  useEffect(() => {
    const idsInReadingBand = new Set<string>();
    let isAtPageEnd = false;
    const update = () =>
      setActiveId((previousId) =>
        resolveActiveSection({
          orderedIds: DOCUMENTATION_SECTION_IDS,
          idsInReadingBand,
          isAtPageEnd,
          previousId,
        }),
      );

    const sectionObserver = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) idsInReadingBand.add(entry.target.id);
          else idsInReadingBand.delete(entry.target.id);
        }
        update();
      },
      { rootMargin: READING_BAND_MARGIN },
    );
    for (const id of DOCUMENTATION_SECTION_IDS) {
      const section = document.getElementById(id);
      if (section) sectionObserver.observe(section);
    }

    const pageEndObserver = new IntersectionObserver(([entry]) => {
      isAtPageEnd = entry?.isIntersecting ?? false;
      update();
    });
    if (pageEndRef.current) pageEndObserver.observe(pageEndRef.current);

    const followHash = () => {
      const id = sectionIdFromHash(window.location.hash);
      if (id) setActiveId(id);
    };
    window.addEventListener("hashchange", followHash);
    return () => {
      sectionObserver.disconnect();
      pageEndObserver.disconnect();
      window.removeEventListener("hashchange", followHash);
    };
  }, [pageEndRef]);

  return activeId;
}

/**
 * Scrolls to the section of the URL hash once the page is shown: the browser tried before this lazily
 * loaded page existed, and the app scrolls to the top on every route change.
 */
export function useScrollToHashSection(): void {
  useEffect(() => {
    const id = sectionIdFromHash(window.location.hash);
    if (!id) return;
    const frame = window.requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView());
    return () => window.cancelAnimationFrame(frame);
  }, []);
}
