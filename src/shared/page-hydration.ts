// docs/decisions/0030: what a page rendered ahead (src/shared/prerendered-pages.ts), its loader
// (src/client/page-loader.ts) and the app's entry (src/client/main.tsx) tell each other through the
// document. Constants only: the loader and the entry both carry them, and they must share no other code.

/** The data block that lists the modules the page hydrates with, the entry first. */
export const PAGE_CODE_ELEMENT_ID = "page-code";
/** Set on `#root` when it holds a page rendered ahead, which the entry hydrates instead of rendering. */
export const PRERENDERED_ROOT_ATTRIBUTE = "data-prerendered";
/** Dispatched on the document once React has taken the page over and answers its events itself. */
export const PAGE_HYDRATING_EVENT = "switchboard:hydrating";
/** On an element whose behaviour follows the scroll, so scrolling is the interaction that loads the code. */
export const HYDRATE_ON_SCROLL_ATTRIBUTE = "data-hydrate-on-scroll";
