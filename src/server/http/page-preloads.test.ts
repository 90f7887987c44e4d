import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildManifest, pageModule } from "../../../tests/support/build-manifest";
import { PAGE_NAMES, PAGE_ROUTES } from "../../shared/page-routes";
import { projectRoot } from "../paths";
import {
  NOT_FOUND_PAGE_MODULE,
  pageModuleFor,
  pagePreloadLinks,
  sessionLookupPreload,
} from "./page-preloads";

describe("the page module a path shows", () => {
  it("is the main screen at / for a signed-in owner and the landing page for a visitor", () => {
    expect(pageModuleFor("/", true)).toBe(pageModule("agent-builder-page"));
    expect(pageModuleFor("/", false)).toBe(pageModule("landing-page"));
    expect(pageModuleFor("/dashboard", false)).toBe(pageModule("auth-page"));
    expect(pageModuleFor("/pricing", false)).toBe(pageModuleFor("/pricing", true));
  });

  it("matches like wouter: any case, a trailing slash, and everything under /checkout/", () => {
    expect(pageModuleFor("/Pricing/", false)).toBe(pageModule("pricing-page"));
    expect(pageModuleFor("/checkout/basic", true)).toBe(pageModule("checkout-page"));
    expect(pageModuleFor("/checkout-upgrade", true)).toBe(pageModule("checkout-upgrade-page"));
    expect(pageModuleFor("/no-such-page", true)).toBe(NOT_FOUND_PAGE_MODULE);
    expect(pageModuleFor("/pricingx", true)).toBe(NOT_FOUND_PAGE_MODULE);
  });

  it("shows the main screen at /dashboard to an owner, and to a visitor the page of /login", () => {
    expect(pageModuleFor("/dashboard", true)).toBe(pageModule("agent-builder-page"));
    expect(pageModuleFor("/login", false)).toBe(pageModule("auth-page"));
  });
});

describe("the route table", () => {
  it("names a page module that exists for every page", () => {
    for (const name of PAGE_NAMES) {
      expect(existsSync(join(projectRoot, pageModule(name))), name).toBe(true);
    }
  });

  it("sends visitors only to paths the table knows", () => {
    for (const route of PAGE_ROUTES) {
      if (typeof route.visitor === "string") continue;
      expect(pageModuleFor(route.visitor.redirectTo, false)).not.toBe(NOT_FOUND_PAGE_MODULE);
    }
  });

  it("lists each path once", () => {
    const paths = PAGE_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe("the preload links of each page", () => {
  // Every page module of the table importing only the entry, but one with chunks of its own.
  const manifest = buildManifest(
    {
      "_dialog.js": {
        file: "assets/dialog-1.js",
        imports: ["_icons.js", "index.html"],
        css: ["assets/dialog-1.css"],
      },
    },
    { "agent-builder-page": ["index.html", "_dialog.js", "_icons.js"] },
  );

  it("name the page's chunk and everything it imports, less what the entry already loads", () => {
    const links = pagePreloadLinks(manifest).get(pageModule("agent-builder-page"))!;
    expect(links).toBe(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/active-bots">' +
        '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/countries">' +
        '<link rel="stylesheet" crossorigin href="/assets/dialog-1.css">' +
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/agent-builder-page-1.js">' +
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/dialog-1.js">' +
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/icons-1.js">',
    );
    expect(pagePreloadLinks(manifest).get(pageModule("pricing-page"))).toBe(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/pricing-page-1.js">',
    );
  });

  it("name the session lookup in a signed-in owner's page only", () => {
    expect(sessionLookupPreload(true)).toBe(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/auth/me">',
    );
    expect(sessionLookupPreload(false)).toBe("");
  });

  it("refuse a build that lacks a page of the table", () => {
    const { [pageModule("calls-page")]: _missing, ...withoutCalls } = manifest;
    expect(() => pagePreloadLinks(withoutCalls)).toThrow(
      "src/client/pages/calls-page.tsx is not in the client build",
    );
  });
});
