import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../paths";
import {
  type BuildManifest,
  NOT_FOUND_PAGE_MODULE,
  PAGE_MODULES_BY_PATH,
  pageModuleFor,
  pagePreloadLinks,
  sessionLookupPreload,
} from "./page-preloads";

const page = (name: string) => `src/client/pages/${name}.tsx`;

describe("the page module a path shows", () => {
  it("is the main screen at / for a signed-in owner and the landing page for a visitor", () => {
    expect(pageModuleFor("/", true)).toBe(page("agent-builder-page"));
    expect(pageModuleFor("/", false)).toBe(page("landing-page"));
    expect(pageModuleFor("/dashboard", false)).toBe(page("auth-page"));
    expect(pageModuleFor("/pricing", false)).toBe(pageModuleFor("/pricing", true));
  });

  it("matches like wouter: any case, a trailing slash, and everything under /checkout/", () => {
    expect(pageModuleFor("/Pricing/", false)).toBe(page("pricing-page"));
    expect(pageModuleFor("/checkout/basic", true)).toBe(page("checkout-page"));
    expect(pageModuleFor("/checkout-upgrade", true)).toBe(page("checkout-upgrade-page"));
    expect(pageModuleFor("/no-such-page", true)).toBe(NOT_FOUND_PAGE_MODULE);
    expect(pageModuleFor("/pricingx", true)).toBe(NOT_FOUND_PAGE_MODULE);
  });

  it("agrees with the routes of src/client/app.tsx", () => {
    const app = readFileSync(join(projectRoot, "src/client/app.tsx"), "utf8");
    const lazyPages = new Map(
      [...app.matchAll(/const (\w+) = lazy(?:Component)?\(\(\) =>\s*import\("\.\/pages\/([\w-]+)"\)/g)].map(
        (match) => [match[1], page(match[2]!)],
      ),
    );
    const routes = [...app.matchAll(/<Route path="([^"]+)" component=\{(\w+)\} \/>/g)].map((match) => ({
      path: match[1]!,
      component: match[2]!,
    }));
    expect(routes.length).toBe(PAGE_MODULES_BY_PATH.length);
    for (const { path, component } of routes) {
      const entry = PAGE_MODULES_BY_PATH.find((candidate) => candidate.path === path);
      expect(entry, path).toBeDefined();
      expect(lazyPages.get("LandingPage")).toBe(page("landing-page"));
      expect(lazyPages.get("AgentBuilderPage")).toBe(page("agent-builder-page"));
      if (component === "HomeRoute") {
        expect(entry).toMatchObject({ visitor: page("landing-page"), signedIn: page("agent-builder-page") });
      } else if (component === "DashboardRoute") {
        expect(entry).toMatchObject({ visitor: page("auth-page"), signedIn: page("agent-builder-page") });
      } else {
        expect(entry, path).toMatchObject({
          visitor: lazyPages.get(component),
          signedIn: lazyPages.get(component),
        });
      }
    }
    expect(app).toMatch(/<Route component=\{NotFoundPage\} \/>/);
    expect(lazyPages.get("NotFoundPage")).toBe(NOT_FOUND_PAGE_MODULE);
  });
});

describe("the preload links of each page", () => {
  // Every page module of the table, each importing only the entry, plus a few with chunks of their own.
  const manifest: BuildManifest = {
    "index.html": {
      file: "assets/index-1.js",
      isEntry: true,
      imports: ["_react.js"],
      css: ["assets/index-1.css"],
    },
    "_react.js": { file: "assets/react-1.js" },
    "_icons.js": { file: "assets/icons-1.js", imports: ["_react.js"] },
    "_dialog.js": {
      file: "assets/dialog-1.js",
      imports: ["_icons.js", "index.html"],
      css: ["assets/dialog-1.css"],
    },
    ...Object.fromEntries(
      [
        ...new Set(PAGE_MODULES_BY_PATH.flatMap((route) => [route.visitor, route.signedIn])),
        NOT_FOUND_PAGE_MODULE,
      ].map((module) => [
        module,
        { file: `assets/${module.split("/").pop()!.replace(".tsx", "")}-1.js`, imports: ["index.html"] },
      ]),
    ),
  };
  manifest[page("agent-builder-page")]!.imports = ["index.html", "_dialog.js", "_icons.js"];

  it("name the page's chunk and everything it imports, less what the entry already loads", () => {
    const links = pagePreloadLinks(manifest).get(page("agent-builder-page"))!;
    expect(links).toBe(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/active-bots">' +
        '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/countries">' +
        '<link rel="stylesheet" crossorigin href="/assets/dialog-1.css">' +
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/agent-builder-page-1.js">' +
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/dialog-1.js">' +
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/icons-1.js">',
    );
    expect(pagePreloadLinks(manifest).get(page("pricing-page"))).toBe(
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
    const { [page("calls-page")]: _missing, ...withoutCalls } = manifest;
    expect(() => pagePreloadLinks(withoutCalls)).toThrow(
      "src/client/pages/calls-page.tsx is not in the client build",
    );
  });
});
