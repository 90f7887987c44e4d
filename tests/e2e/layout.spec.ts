import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createAgentThroughTheApi, grantBalance, signUpThroughTheScreen } from "./support";

// How the screens sit in the window on a desktop and on a phone: what stays put, what must not cover
// what.
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** How far the document itself can scroll; the app shell's panes scroll, the page never does. */
function documentOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { scrollHeight: root.scrollHeight, scrollTop: root.scrollTop, innerHeight: window.innerHeight };
  });
}

async function expectShellToFillTheWindowExactly(page: Page) {
  const { scrollHeight, scrollTop, innerHeight } = await documentOverflow(page);
  expect({ scrollHeight, scrollTop }).toEqual({ scrollHeight: innerHeight, scrollTop: 0 });
}

test("the main screen is exactly the window's height and never scrolls as a page", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signUpThroughTheScreen(page);
  await grantBalance(page, 100);
  // Enough agents that the sidebar's list runs past the window's bottom edge.
  for (let index = 0; index < 3; index++) await createAgentThroughTheApi(page);
  await page.reload();
  // A conversation longer than its pane: each message carries text for screen readers, drawn out of
  // the flow, some of it below the window's bottom edge.
  const input = page.getByLabel("Message the assistant");
  for (const text of [
    "Hi, my business is called Luigi's Trattoria, an Italian restaurant in Manhattan.",
    "The agent should take table reservations and answer questions about the menu.",
    "How much does an agent cost?",
    "Can it answer in Spanish too?",
  ]) {
    await input.fill(text);
    await input.press("Enter");
    await expect(page.getByText("The assistant is typing…")).toHaveCount(0);
  }
  await expectShellToFillTheWindowExactly(page);

  await page.getByRole("button", { name: "Active Agents" }).click();
  await expect(page.getByRole("heading", { name: "Active Agents" })).toBeVisible();
  await expectShellToFillTheWindowExactly(page);
  // The header stays at the top, beside (not over) the sidebar.
  const header = await page.getByRole("banner").boundingBox();
  const sidebar = await page.getByRole("navigation", { name: "Agent tools" }).boundingBox();
  expect(header?.y).toBe(0);
  expect(sidebar!.y).toBeGreaterThanOrEqual(header!.y + header!.height);

  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, 2000);
  await expectShellToFillTheWindowExactly(page);

  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByRole("log", { name: "Conversation" })).toContainText("Spanish");
  await expectShellToFillTheWindowExactly(page);
  await page.getByRole("button", { name: "Open sidebar" }).click();
  await expect(page.getByRole("heading", { name: "Active Agents" })).toBeVisible();
  await expectShellToFillTheWindowExactly(page);
});

type Box = { x: number; y: number; width: number; height: number };

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test("on a phone the Most popular badge leaves the $50 it marks readable", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signUpThroughTheScreen(page, undefined, { licence: false });
  await page.goto("/add-balance");
  const fifty = page.getByRole("button", { name: "$50, most popular" });
  const badge = await fifty.getByText("Most popular").boundingBox();
  const price = await fifty.getByText("$50", { exact: true }).boundingBox();
  const caption = await fifty.getByText("$50 balance").boundingBox();
  expect(badge && price && caption).toBeTruthy();
  expect(intersects(badge!, price!)).toBe(false);
  expect(intersects(badge!, caption!)).toBe(false);
});

test("the landing page's floating agent button never covers the example call", async ({ page }) => {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.goto("/");
    const example = page.getByRole("figure");
    // Found while it is stepped aside too: the visibility and the box are read one after the other.
    const agentButton = page.getByRole("button", { name: "Show agent greeting", includeHidden: true });
    await expect(example).toBeVisible();
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    let wasShown = false;
    for (let top = 0; top < pageHeight; top += 120) {
      await page.evaluate((y) => window.scrollTo(0, y), top);
      await expect
        .poll(async () => {
          if (!(await agentButton.isVisible())) return "hidden";
          const button = await agentButton.boundingBox();
          const call = await example.boundingBox();
          return button && call && intersects(button, call) ? "covers the example" : "clear";
        }, `scrolled to ${top} px at ${viewport.width}×${viewport.height}`)
        .not.toBe("covers the example");
      if (await agentButton.isVisible()) wasShown = true;
    }
    // Out of the example's way, the button is there to press.
    expect(wasShown).toBe(true);
    // At the foot of the page it leaves every footer link free to press.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const button = await agentButton.boundingBox();
    for (const link of await page.getByRole("contentinfo").getByRole("link").all()) {
      expect(intersects(button!, (await link.boundingBox())!), (await link.textContent()) ?? "").toBe(false);
    }
  }
});

test("a tooltip closes when a dialog opens over it", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signUpThroughTheScreen(page, undefined, { licence: false });
  // What is drawn, not what assistive technology is told: an open modal dialog hides the page's
  // tooltip from the accessibility tree, yet it stays painted on top of the dialog.
  const tooltip = page.locator("[data-radix-popper-content-wrapper]").filter({ hasText: "Balance" });

  // The pointer rests on the rail's Balance button while the keyboard opens a dialog elsewhere.
  await page.getByRole("button", { name: "Balance" }).hover();
  await expect(tooltip).toBeVisible();
  await page.getByRole("button", { name: "Configure Agent" }).focus();
  await page.keyboard.press("Enter");
  const configure = page.getByRole("dialog", { name: "Configure Your AI Agent" });
  await expect(configure).toBeVisible();
  await expect(tooltip).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(configure).toHaveCount(0);
  // The dialog hands focus back to its opener a moment after it is gone; moving focus before that
  // would be undone by it.
  await expect(page.getByRole("button", { name: "Configure Agent" })).toBeFocused();

  // Closing the Balance Manager gives focus back to its rail button, whose tooltip then names it; the
  // next dialog closes that tooltip too.
  await page.getByRole("button", { name: "Balance" }).focus();
  await expect(tooltip).toBeVisible();
  await page.keyboard.press("Enter");
  const balanceManager = page.getByRole("dialog", { name: /Balance/ });
  await expect(balanceManager).toBeVisible();
  await expect(tooltip).toHaveCount(0);
});

/** The toasts shown now; the toaster's code loads with the first toast, so none may exist yet. */
function toasts(page: Page) {
  return page.getByRole("region", { name: /Notifications/, includeHidden: true }).getByRole("listitem");
}

// A toast would come with the inline message and stay about two seconds: one looked for this long
// after the message would be on screen. Counted once, not awaited: a toast leaves by itself.
const TOAST_GRACE_MS = 700;

async function expectNoToast(page: Page) {
  await page.waitForTimeout(TOAST_GRACE_MS);
  expect(await toasts(page).count()).toBe(0);
}

test("on a phone a declined card and an empty support form each say what is wrong once, in the form", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/checkout?plan=plus");
  await page.getByRole("textbox", { name: "Email" }).fill(`declined${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await page.getByLabel("Card number").fill("4000 0000 0000 0002");
  await page.getByLabel("Expiry").fill(`12/${String((new Date().getFullYear() + 2) % 100).padStart(2, "0")}`);
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill("Ada Lovelace");
  await page.getByRole("button", { name: /^Pay\b/ }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Your card was declined." })).toBeVisible();
  await expectNoToast(page);

  await signUpThroughTheScreen(page, undefined, { licence: false });
  await page.goto("/help-support");
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByLabel("Issue type")).toBeFocused();
  await expect(page.getByLabel("Issue type")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Message")).toHaveAttribute("aria-invalid", "true");
  await expectNoToast(page);
});
