import { gzipSync } from "node:zlib";
import type { Page, Route } from "@playwright/test";
import { expect, test } from "./fixtures";
import { newPerson, signUpThroughTheScreen } from "./support";

// The landing, pricing and login pages come rendered from the server: their text shows before any
// script runs, and the app's code loads at the visitor's first interaction (docs/decisions/0030).

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const PUBLIC_PAGES = [
  {
    path: "/",
    heading: "Create Custom AI Call Agents",
    text: "Live in three steps",
    title: /^Switchboard \|/,
  },
  { path: "/pricing", heading: "Simple, transparent pricing", text: "$39", title: "Pricing | Switchboard" },
  { path: "/login", heading: "Welcome back", text: "Username or email", title: "Sign In | Switchboard" },
] as const;

// The app's entry script, which only the first interaction fetches on these pages.
const APP_ENTRY = /\/assets\/index-[^/]+\.js$/;

/** Holds every request for the app's entry until `release` is called, so a test acts before the app runs. */
async function holdTheApp(page: Page): Promise<{ release: () => void; asked: () => boolean }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(APP_ENTRY, async (route: Route) => {
    asked = true;
    await released;
    await route.continue();
  });
  return { release, asked: () => asked };
}

for (const viewport of [DESKTOP, PHONE]) {
  test(`the public pages' text and links are in the page the server sends, at ${viewport.width} px`, async ({
    browser,
  }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport });
    const page = await noScript.newPage();
    try {
      for (const { path, heading, text, title } of PUBLIC_PAGES) {
        const response = await page.goto(path);
        expect(await response?.text()).toContain(heading.split(" ").at(-1));
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
        await expect(page).toHaveTitle(title);
      }
      // Links are links: they work before, and without, any script.
      await page.goto("/");
      await page.getByRole("link", { name: "See Plans & Pricing" }).click();
      await expect(page).toHaveURL(/\/pricing$/);
      await expect(
        page.getByRole("heading", { level: 1, name: "Simple, transparent pricing" }),
      ).toBeVisible();
    } finally {
      await noScript.close();
    }
  });
}

test("before any interaction the public pages load at most 60 kB of JavaScript (gzip), and the app at the first", async ({
  page,
}) => {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    for (const { path, heading } of PUBLIC_PAGES) {
      const scripts: Array<Promise<{ url: string; gzipBytes: number }>> = [];
      const onResponse = (response: import("@playwright/test").Response) => {
        if (!new URL(response.url()).pathname.endsWith(".js")) return;
        scripts.push(
          response
            .body()
            .then((body) => ({ url: response.url(), gzipBytes: gzipSync(body, { level: 9 }).length })),
        );
      };
      page.on("response", onResponse);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState("networkidle");
      // Idle a while longer: nothing is fetched behind the visitor's back.
      await page.waitForTimeout(1000);
      const loaded = await Promise.all(scripts);
      page.off("response", onResponse);
      const kilobytes = loaded.reduce((total, script) => total + script.gzipBytes, 0) / 1024;
      expect(
        kilobytes,
        `${path} at ${viewport.width} px: ${loaded.map((script) => script.url).join(", ")}`,
      ).toBeLessThanOrEqual(60);
      expect(
        loaded.some((script) => APP_ENTRY.test(script.url)),
        path,
      ).toBe(false);
    }
  }
  // The first key the visitor presses fetches the app.
  const entry = page.waitForResponse(APP_ENTRY);
  await page.keyboard.press("Shift");
  expect((await entry).status()).toBe(200);
});

test("a press made before the app has loaded is made once it has", async ({ page }) => {
  await page.setViewportSize(PHONE);
  const app = await holdTheApp(page);
  await page.goto("/");
  await page.getByRole("button", { name: "Learn More" }).click({ timeout: 5000 });
  expect(app.asked()).toBe(true);
  const features = page.getByRole("heading", { name: "Everything your phone line needs" });
  await expect(features).not.toBeFocused();
  app.release();
  await expect(features).toBeFocused();
  await expect(page.getByRole("heading", { name: "Real Phone Numbers" })).toBeInViewport();
  // The floating agent button comes with the app, clear of the example call.
  await expect(page.getByRole("button", { name: "Show agent greeting" })).toBeVisible();

  // A button that navigates, pressed before the app runs, still leads on.
  await page.goto("/pricing");
  await page.getByRole("button", { name: "Get Started with Switchboard" }).click();
  await expect(page).toHaveURL(/\/checkout\?plan=plus$/);
});

test("a link followed before the app has loaded goes where it leads", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await holdTheApp(page);
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click({ timeout: 5000 });
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
});

test("the login form takes what is typed the moment it shows, before the app has loaded", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const person = newPerson();
  await signUpThroughTheScreen(page, person, { licence: false });
  await page.context().clearCookies();

  const app = await holdTheApp(page);
  await page.goto("/login");
  // The browser puts the cursor in the first field; keys go straight in.
  await expect(page.getByLabel("Username or email")).toBeFocused();
  await page.keyboard.type(person.email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(person.password);
  await page.keyboard.press("Enter");
  // Nothing was sent the browser's way, with the fields in the address.
  expect(page.url()).toMatch(/\/login$/);
  app.release();
  await expect(page.getByText(`Welcome, ${person.username}`)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Typed in part before the app came and in part after: every character is kept.
  await page.context().clearCookies();
  const slowApp = await holdTheApp(page);
  await page.goto("/login");
  // Keys pressed before the browser has put the cursor in the field go nowhere, app or not.
  await expect(page.getByLabel("Username or email")).toBeFocused();
  await page.keyboard.type(person.username.slice(0, 4));
  slowApp.release();
  await page.waitForResponse(APP_ENTRY);
  await page.keyboard.type(person.username.slice(4));
  await expect(page.getByLabel("Username or email")).toHaveValue(person.username);
  await page.getByLabel("Password", { exact: true }).fill("not the password 1");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Incorrect username or password.", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Username or email")).toHaveValue(person.username);
});

test("a public page whose code cannot be fetched stays readable, and the next press fetches it again", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const pageChunk = /\/assets\/pricing-page-.*\.js$/;
  await page.route(pageChunk, (route) => route.abort("internetdisconnected"));
  await page.goto("/pricing");
  const getStarted = page.getByRole("button", { name: "Get Started with Switchboard" });
  await getStarted.click();
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { level: 1, name: "Simple, transparent pricing" })).toBeVisible();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.unroute(pageChunk);
  await getStarted.click();
  await expect(page).toHaveURL(/\/checkout\?plan=plus$/);
});
