import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import middie from "@fastify/middie";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Connect } from "vite";
import type { PublicUser } from "../../shared/api/auth";
import { PAGE_SESSION_ELEMENT_ID } from "../../shared/catalog/accounts";
import { prerenderedPageFor } from "../../shared/prerendered-pages";
import {
  type BuildManifest,
  NOT_FOUND_PAGE_MODULE,
  pageModuleFor,
  pagePreloadLinks,
  sessionLookupPreload,
} from "./page-preloads";
import { prerenderedPageHtml } from "./prerendered-pages";

/** How the browser client is served: the built files, or Vite's dev middleware. */
export type ClientServing =
  | { kind: "static"; dir: string }
  | { kind: "dev"; middlewares: Connect.Server; renderIndexHtml(url: string): Promise<string> }
  | { kind: "none" };

const isApiPath = (url: string) => url === "/api" || url.startsWith("/api/");

/** The page for a path, given whether its request carries a live session. */
type RenderIndex = (url: string, path: string, signedIn: boolean) => Promise<string>;

/**
 * Decision 0013: the session as `GET /api/auth/me` would answer it, `{"user":null}` for a visitor, in a
 * data block the client reads before its first render. `<` is escaped, so no text of the owner's can
 * close the element or open another. The profile picture (up to 256 kB) is left out: every page would
 * carry it ahead of its first paint, and the lookup the client makes as the page starts brings it.
 */
export function pageSessionElement(user: PublicUser | null): string {
  const json = JSON.stringify({ user: user && { ...user, profilePicture: null } }).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${PAGE_SESSION_ELEMENT_ID}">${json}</script>`;
}

/** The page sent for each page module of the build: index.html with that module's preload links (decision 0012). */
function indexHtmlByPage(manifest: BuildManifest, indexHtml: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const [page, links] of pagePreloadLinks(manifest)) {
    pages.set(page, indexHtml.replace("</head>", `${links}</head>`));
  }
  return pages;
}

type PageEncoding = "br" | "gzip";

/** The encoding to send a page in, by the request's Accept-Encoding: brotli, then gzip, else none. */
export function pageEncodingFor(acceptEncoding: string | undefined): PageEncoding | undefined {
  const accepted = (acceptEncoding ?? "").split(",").map((part) => part.trim().split(";"));
  const accepts = (name: string) =>
    accepted.some(([coding, quality]) => coding === name && !/^\s*q=0(\.0*)?\s*$/.test(quality ?? ""));
  return accepts("br") ? "br" : accepts("gzip") ? "gzip" : undefined;
}

/**
 * A visitor's page is the same for every visitor, so the built pages are compressed once each, not on
 * every request. It matters for the pages rendered at build time (decision 0030): uncompressed, the
 * landing page (18 kB) takes a second round trip on a slow connection before its text can paint.
 */
function visitorPageCompression() {
  const compressed = new Map<string, Record<PageEncoding, Buffer>>();
  return (html: string, encoding: PageEncoding): Buffer => {
    let bodies = compressed.get(html);
    if (!bodies) {
      bodies = {
        br: brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(html, { level: 9 }),
      };
      compressed.set(html, bodies);
    }
    return bodies[encoding];
  };
}

/**
 * Unknown /api paths answer a JSON 404; every other GET gets the single-page app, with status 404
 * when the app has no page for the path.
 */
export async function registerClientAssets(
  app: FastifyInstance,
  serving: ClientServing,
  options: { sessionUser(request: FastifyRequest): Promise<PublicUser | null> },
): Promise<void> {
  let renderIndex: RenderIndex | undefined;
  // Only the built pages: they are a fixed set, where Vite's development pages change as files do.
  const compressVisitorPage = serving.kind === "static" ? visitorPageCompression() : undefined;
  if (serving.kind === "static") {
    const indexFile = join(serving.dir, "index.html");
    if (!existsSync(indexFile)) {
      throw new Error(`The client is not built (${indexFile} is missing): run npm run build.`);
    }
    const manifest = JSON.parse(
      readFileSync(join(serving.dir, ".vite/manifest.json"), "utf8"),
    ) as BuildManifest;
    const pages = indexHtmlByPage(manifest, readFileSync(indexFile, "utf8"));
    // A visitor's landing, pricing and login pages come rendered, with a loader instead of the app
    // (docs/decisions/0030); every other page is the app's, which renders it in the browser.
    const renderedAhead = prerenderedPageHtml(serving.dir, manifest);
    renderIndex = async (url, path, signedIn) => {
      const ahead = prerenderedPageFor(path, new URLSearchParams(url.split("?")[1] ?? ""), signedIn);
      return (ahead && renderedAhead.get(ahead.page)) ?? pages.get(pageModuleFor(path, signedIn))!;
    };
    await app.register(fastifyStatic, {
      root: serving.dir,
      index: false,
      wildcard: false,
      // scripts/build.mjs writes .br and .gz beside each asset.
      preCompressed: true,
      // Cache-Control comes from setHeaders below, per kind of file.
      cacheControl: false,
      // Vite puts a content hash in every asset name, so assets never change.
      setHeaders(res, path) {
        res.setHeader(
          "cache-control",
          path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  } else if (serving.kind === "dev") {
    await app.register(middie);
    app.use(serving.middlewares);
    renderIndex = serving.renderIndexHtml;
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split("?")[0]!;
    if (request.method !== "GET" || isApiPath(path) || !renderIndex) {
      return reply.status(404).send({ error: `No endpoint ${request.method} ${path}.` });
    }
    // The page carries the session, and `/` preloads the main screen or the landing page by it, so
    // a cache keeps pages apart by cookie, and one that names an owner is never stored.
    const user = await options.sessionUser(request);
    const page = await renderIndex(request.url, path, user !== null);
    // A path the app has no page for still gets the app, which shows "404 Page Not Found", with the
    // status that tells browsers, crawlers and monitors the same.
    const known = pageModuleFor(path, user !== null) !== NOT_FOUND_PAGE_MODULE;
    const html = page.replace(
      "</head>",
      `${sessionLookupPreload(user !== null)}${pageSessionElement(user)}</head>`,
    );
    const encoding =
      user || !compressVisitorPage ? undefined : pageEncodingFor(request.headers["accept-encoding"]);
    reply
      .status(known ? 200 : 404)
      .type("text/html; charset=utf-8")
      .header("cache-control", user ? "no-store" : "no-cache")
      .header("vary", "cookie, accept-encoding");
    if (!encoding || !compressVisitorPage) return reply.send(html);
    return reply.header("content-encoding", encoding).send(compressVisitorPage(html, encoding));
  });
}
