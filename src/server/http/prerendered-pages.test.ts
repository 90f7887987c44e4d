import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildManifest } from "../../../tests/support/build-manifest";
import { signedInOwner } from "../../../tests/support/public-user";
import { PRERENDERED_PAGES, prerenderedFile, prerenderedPageFor } from "../../shared/prerendered-pages";
import { registerClientAssets } from "./client-assets";
import { hydrationModules } from "./prerendered-pages";

// Every page module of the table importing the entry, the landing page a chunk of its own too.
const manifest = buildManifest({}, { "landing-page": ["index.html", "_icons.js"] });

describe("the page rendered ahead for a request", () => {
  const none = new URLSearchParams();
  it("is the landing, login or pricing page, for a visitor only", () => {
    expect(prerenderedPageFor("/", none, false)?.page).toBe("landing-page");
    expect(prerenderedPageFor("/login", none, false)?.page).toBe("auth-page");
    expect(prerenderedPageFor("/pricing", none, false)?.page).toBe("pricing-page");
    for (const path of ["/", "/login", "/pricing"])
      expect(prerenderedPageFor(path, none, true)).toBeUndefined();
  });

  it("matches like the app's routes, and not the pages that differ from it", () => {
    expect(prerenderedPageFor("/Pricing/", none, false)?.page).toBe("pricing-page");
    for (const path of ["/signup", "/auth", "/dashboard", "/checkout", "/terms", "/pricingx"]) {
      expect(prerenderedPageFor(path, none, false), path).toBeUndefined();
    }
  });

  it("is none when the address asks for something else first", () => {
    expect(
      prerenderedPageFor("/login", new URLSearchParams("payment=success&plan=plus"), false),
    ).toBeUndefined();
    expect(prerenderedPageFor("/login", new URLSearchParams("next=%2Fcalls"), false)?.page).toBe("auth-page");
    expect(prerenderedPageFor("/", new URLSearchParams("utm_source=mail"), false)?.page).toBe("landing-page");
  });
});

describe("the modules a page rendered ahead hydrates with", () => {
  it("are the entry first, what it imports, then the page's chunk and what that imports", () => {
    expect(hydrationModules(manifest, "landing-page")).toEqual([
      "/assets/index-1.js",
      "/assets/runtime-1.js",
      "/assets/landing-page-1.js",
      "/assets/icons-1.js",
    ]);
    expect(hydrationModules(manifest, "pricing-page")).toEqual([
      "/assets/index-1.js",
      "/assets/runtime-1.js",
      "/assets/pricing-page-1.js",
    ]);
  });
});

describe("what the server sends for the public pages", () => {
  const owner = signedInOwner();
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "switchboard-client-"));
    mkdirSync(join(dir, ".vite"));
    writeFileSync(join(dir, ".vite/manifest.json"), JSON.stringify(manifest));
    writeFileSync(
      join(dir, "index.html"),
      '<html><head><script type="module" src="/assets/index-1.js"></script></head><body><div id="root">Loading…</div></body></html>',
    );
    mkdirSync(join(dir, ".prerendered"));
    for (const { page: name } of PRERENDERED_PAGES) {
      writeFileSync(
        join(dir, prerenderedFile(name)),
        `<html><head><script type="module" src="/assets/page-loader-1.js"></script></head><body><div id="root" data-prerendered><h1>${name}</h1></div></body></html>`,
      );
    }
    app = Fastify();
    await registerClientAssets(
      app,
      { kind: "static", dir },
      { sessionUser: async (request) => (request.headers.cookie === "sb_session=live" ? owner : null) },
    );
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = async (url: string, cookie?: string) => {
    const response = await app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
    const code = response.body.match(/<script type="application\/json" id="page-code">(.*?)<\/script>/);
    const session = response.body.match(/<script type="application\/json" id="page-session">(.*?)<\/script>/);
    return {
      status: response.statusCode,
      headers: response.headers,
      body: response.body,
      code: code ? (JSON.parse(code[1]!) as string[]) : null,
      session: session ? JSON.parse(session[1]!) : null,
    };
  };

  it("sends a visitor the rendered page, the list of its modules and the session that says no one is signed in", async () => {
    const landing = await get("/");
    expect(landing.status).toBe(200);
    expect(landing.body).toContain("<h1>landing-page</h1>");
    expect(landing.body).toContain('src="/assets/page-loader-1.js"');
    expect(landing.body).not.toContain('src="/assets/index-1.js"');
    // The page's code is named, never preloaded: it loads at the first interaction.
    expect(landing.body).not.toContain("modulepreload");
    expect(landing.code).toEqual([
      "/assets/index-1.js",
      "/assets/runtime-1.js",
      "/assets/landing-page-1.js",
      "/assets/icons-1.js",
    ]);
    expect(landing.session).toEqual({ user: null });
    expect([landing.headers["cache-control"], landing.headers.vary]).toEqual([
      "no-cache",
      "cookie, accept-encoding",
    ]);
    expect((await get("/login?next=%2Fcalls")).body).toContain("<h1>auth-page</h1>");
    expect((await get("/Pricing/")).body).toContain("<h1>pricing-page</h1>");
  });

  it("sends the app for every other page, and for a signed-in owner the main screen at /", async () => {
    const main = await get("/", "sb_session=live");
    expect(main.body).toContain('src="/assets/index-1.js"');
    expect(main.body).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/agent-builder-page-1.js">',
    );
    expect(main.code).toBeNull();
    expect(main.session.user.username).toBe("ana.m");
    expect(main.headers["cache-control"]).toBe("no-store");
    for (const url of ["/signup", "/login?payment=success&plan=plus", "/terms"]) {
      const other = await get(url);
      expect(other.body, url).toContain("Loading…");
      expect(other.code, url).toBeNull();
      expect(other.session, url).toEqual({ user: null });
    }
    expect((await get("/pricing", "sb_session=live")).body).toContain("Loading…");
    expect((await get("/no/such/page")).status).toBe(404);
  });

  it("sends a visitor's page compressed, once compressed for all, and an owner's as it is", async () => {
    const plain = await get("/");
    for (const [accepted, encoding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
      ["br;q=0, gzip", "gzip"],
    ] as const) {
      const response = await app.inject({
        method: "GET",
        url: "/",
        headers: { "accept-encoding": accepted },
      });
      expect(response.headers["content-encoding"], accepted).toBe(encoding);
      const unpacked = (encoding === "br" ? brotliDecompressSync : gunzipSync)(response.rawPayload);
      expect(unpacked.toString("utf8")).toBe(plain.body);
    }
    const owner = await app.inject({
      method: "GET",
      url: "/",
      headers: { "accept-encoding": "br", cookie: "sb_session=live" },
    });
    expect(owner.headers["content-encoding"]).toBeUndefined();
    expect(owner.body).toContain("ana.m");
  });

  it("does not serve the rendered files under their own names", async () => {
    expect((await get("/.prerendered/landing-page.html")).body).toContain("Loading…");
  });
});
