// docs/decisions/0030: the build renders the visitor pages of src/shared/prerendered-pages.ts to HTML
// with React's static renderer, from the same App the browser hydrates, so the two agree node for node.
// Built for Node by scripts/build.mjs (Vite's SSR build); never part of the browser's code.
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { Router } from "wouter";
import { PRERENDERED_ROOT_ATTRIBUTE } from "../shared/page-hydration";
import type { PageName } from "../shared/page-routes";
import { PRERENDERED_PAGES, prerenderedFile } from "../shared/prerendered-pages";
import { queryClient } from "./api/query-client";
import { SESSION_QUERY_KEY } from "./api/session";
import { App } from "./app";
import { metaTagsOf, type PageMetadata } from "./hooks/use-page-metadata";
import { LANDING_PAGE_METADATA } from "./pages/landing-page";
import { PRICING_PAGE_METADATA } from "./pages/pricing-page";
import { SIGN_IN_PAGE_METADATA } from "./pages/shared-page-metadata";

/** The head each page writes for itself once hydrated, written into the HTML ahead of it. */
const HEADS: Partial<Record<PageName, PageMetadata>> = {
  "landing-page": LANDING_PAGE_METADATA,
  "auth-page": SIGN_IN_PAGE_METADATA,
  "pricing-page": PRICING_PAGE_METADATA,
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function headTags(metadata: PageMetadata): string {
  const metas = metaTagsOf(metadata).map(
    ([attribute, key, content]) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`,
  );
  return [`<title>${escapeHtml(metadata.title)}</title>`, ...metas].join("\n    ");
}

/** The markup of `<App />` at `path` for a visitor, as the browser's first render will make it. */
async function renderVisitorPage(path: string): Promise<string> {
  // What the page's session block says to a visitor, so the session query starts answered.
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
  const { prelude } = await prerender(
    <Router ssrPath={path} ssrSearch="">
      <StrictMode>
        <App />
      </StrictMode>
    </Router>,
  );
  return new Response(prelude).text();
}

/** The built index.html with the page's head, its markup in `#root` and `loaderTags` in place of the app's scripts. */
function pageHtml(indexHtml: string, metadata: PageMetadata, markup: string, loaderTags: string): string {
  const head = headTags(metadata);
  return (
    indexHtml
      // The site's title and description, and the entry's script and module links, make way for the page's.
      .replace(
        /\s*<meta\s+(?:name|property)="(?:description|keywords|og:\w+|twitter:\w+)"\s+content="[^"]*"\s*\/?>/g,
        "",
      )
      .replace(/<title>[^<]*<\/title>/, head)
      .replace(/\s*<script type="module"[^>]*><\/script>/, "")
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, "")
      .replace("</head>", `${loaderTags}\n  </head>`)
      // The loading state, and the note about it, make way for the page.
      .replace(
        /<body>[\s\S]*?(?=<noscript>)/,
        `<body>\n    <div id="root" ${PRERENDERED_ROOT_ATTRIBUTE}>${markup}</div>\n    `,
      )
  );
}

/** Each page of the table as the HTML file the server sends a visitor. */
export async function renderPrerenderedPages(
  indexHtml: string,
  loaderTags: string,
): Promise<Array<{ file: string; html: string }>> {
  const pages = [];
  for (const { path, page } of PRERENDERED_PAGES) {
    const metadata = HEADS[page];
    if (!metadata) throw new Error(`No head is written for ${page}.`);
    const markup = await renderVisitorPage(path);
    if (markup.includes("<script")) throw new Error(`${page} renders a script, which the CSP refuses.`);
    pages.push({ file: prerenderedFile(page), html: pageHtml(indexHtml, metadata, markup, loaderTags) });
  }
  return pages;
}
