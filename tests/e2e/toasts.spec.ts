import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signUpThroughTheScreen } from "./support";

// A toast as an owner meets it: one at a time, gone after about two seconds, kept while the pointer
// rests on it, and dismissed from the keyboard. Saving the notification settings raises one.

const MESSAGE = "Your notification settings are saved.";

async function raiseToast(page: Page) {
  // Save is offered once something changed.
  await page.getByRole("switch").first().click();
  await page.getByRole("button", { name: "Save settings" }).click();
  const region = page.getByRole("region", { name: /Notifications/ });
  const toast = region.getByRole("listitem").filter({ hasText: MESSAGE });
  await expect(toast).toBeVisible();
  return { region, toast };
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpThroughTheScreen(page, undefined, { licence: false });
  await page.goto("/notifications");
  await expect(page.getByRole("switch").first()).toBeEnabled();
});

test("a toast leaves by itself after about two seconds, and a new one replaces the last", async ({
  page,
}) => {
  const { region, toast } = await raiseToast(page);
  await raiseToast(page);
  await expect(region.getByRole("listitem")).toHaveCount(1);
  const shownAt = Date.now();
  await expect(toast).toHaveCount(0, { timeout: 6000 });
  expect(Date.now() - shownAt).toBeGreaterThan(1000);
});

test("a toast stays while the pointer rests on it, and leaves once the pointer goes", async ({ page }) => {
  const { toast } = await raiseToast(page);
  await toast.hover();
  await page.waitForTimeout(3000);
  await expect(toast).toBeVisible();
  await page.mouse.move(10, 10);
  await expect(toast).toHaveCount(0, { timeout: 6000 });
});

test("a toast is dismissed from the keyboard", async ({ page }) => {
  const { toast } = await raiseToast(page);
  // Focus on the toast holds it open, so the key press is not racing its timer.
  await toast.getByRole("button", { name: "Dismiss notification" }).focus();
  await page.waitForTimeout(2500);
  await expect(toast).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(toast).toHaveCount(0);
});
