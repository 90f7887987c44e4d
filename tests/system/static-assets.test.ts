import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../../src/server/paths";
import { type HttpClient, signUp } from "../support/http-client";
import { startAppServer } from "../support/server-process";
import { removeUserFromSharedDatabase } from "../support/shared-database";

// Speed: the built assets go out compressed once at build time, and
// cached for good (their names carry a content hash); pages are never cached stale.
describe("the built client", () => {
  it("is served precompressed with brotli or gzip, immutable, and the page with a CSP", async () => {
    const server = await startAppServer();
    try {
      const entry = readdirSync(join(projectRoot, "dist/client/assets")).find((name) =>
        /^index-.*\.js$/.test(name),
      )!;
      const brotli = await fetch(`${server.url}/assets/${entry}`, { headers: { "accept-encoding": "br" } });
      expect(brotli.headers.get("content-encoding")).toBe("br");
      expect(brotli.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const gzip = await fetch(`${server.url}/assets/${entry}`, { headers: { "accept-encoding": "gzip" } });
      expect(gzip.headers.get("content-encoding")).toBe("gzip");
      const plain = await fetch(`${server.url}/assets/${entry}`, {
        headers: { "accept-encoding": "identity" },
      });
      expect(plain.headers.get("content-encoding")).toBeNull();
      // fetch unpacks what it receives, so the sizes on the wire are read from the headers.
      const sent = (response: Response) => Number(response.headers.get("content-length"));
      // Read to the end, so the server's graceful stop need not wait for these connections.
      await Promise.all([brotli, gzip, plain].map((response) => response.arrayBuffer()));
      expect(sent(brotli)).toBeGreaterThan(0);
      expect(sent(brotli) * 2).toBeLessThan(sent(plain));
      const page = await fetch(`${server.url}/pricing`);
      expect(page.headers.get("cache-control")).toBe("no-cache");
      expect(page.headers.get("content-security-policy")).toContain("default-src 'self'");
      await page.text();
      // V8 compiles each chunk's functions while it streams in (decision 0012).
      const entrySource = await (await fetch(`${server.url}/assets/${entry}`)).text();
      expect(entrySource.startsWith("//# allFunctionsCalledOnLoad\n")).toBe(true);
    } finally {
      await server.stop();
    }
  });

  it("carries the session and names the code of the page each path will show, and every chunk it names is served", async () => {
    const server = await startAppServer();
    let owner: HttpClient | undefined;
    try {
      owner = await signUp(server);
      const page = async (path: string, cookie?: string) => {
        const response = await fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {} });
        const html = await response.text();
        return {
          cacheControl: response.headers.get("cache-control"),
          vary: response.headers.get("vary"),
          session: JSON.parse(
            html.match(/<script type="application\/json" id="page-session">(.*?)<\/script>/)![1]!,
          ),
          preloads: [
            ...html.matchAll(/<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)">/g),
          ].map((match) => match[1]!),
          dataPreloads: [
            ...html.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g),
          ].map((match) => match[1]!),
          // A page rendered ahead names the modules it hydrates with, for its loader (decision 0030).
          hydratesWith: JSON.parse(
            html.match(/<script type="application\/json" id="page-code">(.*?)<\/script>/)?.[1] ?? "[]",
          ) as string[],
        };
      };
      const signedIn = await page("/", owner.cookie);
      const visitor = await page("/");
      const expired = await page("/", "sb_session=not-a-live-session");
      const pricing = await page("/pricing", owner.cookie);
      expect(signedIn.session).toEqual(await owner.request("GET", "/api/auth/me"));
      expect(signedIn.preloads[0]).toMatch(/^\/assets\/agent-builder-page-.*\.js$/);
      expect(visitor.session).toEqual({ user: null });
      // A visitor's `/` loads no page code until the first interaction.
      expect(visitor.preloads).toEqual([]);
      expect(visitor.hydratesWith[0]).toMatch(/^\/assets\/index-.*\.js$/);
      expect(visitor.hydratesWith.some((file) => /^\/assets\/landing-page-.*\.js$/.test(file))).toBe(true);
      expect(signedIn.hydratesWith).toEqual([]);
      expect(expired).toEqual(visitor);
      expect(pricing.session).toEqual(signedIn.session);
      expect(pricing.preloads[0]).toMatch(/^\/assets\/pricing-page-.*\.js$/);
      // Decision 0015: the data the page asks for as it starts; a visitor's would be answered 401.
      expect(signedIn.dataPreloads.sort()).toEqual(["/api/active-bots", "/api/auth/me", "/api/countries"]);
      expect(pricing.dataPreloads).toEqual(["/api/auth/me"]);
      expect(visitor.dataPreloads).toEqual([]);
      // Pages differ by session: caches keep them apart, and never store one that names an owner.
      expect([signedIn.vary, visitor.vary]).toEqual(["cookie, accept-encoding", "cookie, accept-encoding"]);
      expect([signedIn.cacheControl, visitor.cacheControl]).toEqual(["no-store", "no-cache"]);
      for (const file of new Set([...signedIn.preloads, ...visitor.hydratesWith, ...pricing.preloads])) {
        const asset = await fetch(`${server.url}${file}`);
        await asset.arrayBuffer();
        expect(asset.status, file).toBe(200);
      }
    } finally {
      await server.stop();
      if (owner) await removeUserFromSharedDatabase(owner.username);
    }
  });

  it("answers a path the app has no page for with status 404 and the app, which shows the not-found page", async () => {
    const server = await startAppServer();
    try {
      const unknown = await fetch(`${server.url}/no/such/page?from=mail`);
      const html = await unknown.text();
      expect(unknown.status).toBe(404);
      expect(unknown.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(unknown.headers.get("content-security-policy")).toContain("default-src 'self'");
      expect(html).toMatch(/<link rel="modulepreload" [^>]*href="\/assets\/not-found-page-[^"]+\.js">/);
      for (const known of ["/", "/pricing", "/checkout/plus", "/Help-Support/", "/login"]) {
        const page = await fetch(`${server.url}${known}`);
        await page.text();
        expect(page.status, known).toBe(200);
      }
      const api = await fetch(`${server.url}/api/no-such-endpoint`);
      expect([api.status, await api.json()]).toEqual([
        404,
        { error: "No endpoint GET /api/no-such-endpoint." },
      ]);
    } finally {
      await server.stop();
    }
  });
});
