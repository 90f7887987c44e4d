import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signUpThroughTheScreen } from "./support";

/** The WCAG 2.x A and AA rules axe finds seriously or critically broken on what the page shows now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"])
    .analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}

const FIREFOX_ON_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0";

test("an owner changes the password, ends another session, downloads their data and deletes the account", async ({
  page,
  browser,
}) => {
  // Opening animations fade colours in; axe measures contrast on the settled page.
  await page.emulateMedia({ reducedMotion: "reduce" });
  const person = await signUpThroughTheScreen(page);
  // The profile dialog points to the Account page, and so does the user menu.
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Profile Settings" }).click();
  await page
    .getByRole("dialog", { name: "Profile Settings" })
    .getByRole("link", { name: "Account page" })
    .click();
  await expect(page.getByRole("heading", { name: "Account", level: 1 })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.goto("/");
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Account" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { name: "Account", level: 1 })).toBeVisible();

  // Password: the current one is checked, the new one follows the signup rules.
  const passwordForm = page.getByRole("form", { name: "Change password" });
  await passwordForm.getByLabel("Current password").fill("not my password");
  await passwordForm.getByLabel("New password").fill("short");
  await passwordForm.getByRole("button", { name: "Change password" }).click();
  await expect(passwordForm.getByText("Password must be at least 8 characters.")).toBeVisible();
  const newPassword = "a brighter morning 43";
  await passwordForm.getByLabel("New password").fill(newPassword);
  await passwordForm.getByRole("button", { name: "Change password" }).click();
  await expect(passwordForm.getByText("Your current password is not correct.")).toBeVisible();
  await passwordForm.getByLabel("Current password").fill(person.password);
  await passwordForm.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password Changed", { exact: true })).toBeVisible();

  // A second browser signs in with the new password and shows up in the list.
  const elsewhere = await browser.newContext({ userAgent: FIREFOX_ON_LINUX });
  const otherPage = await elsewhere.newPage();
  await otherPage.goto("/login");
  await otherPage.getByLabel("Username or email").fill(person.email);
  await otherPage.getByLabel("Password", { exact: true }).fill(newPassword);
  await otherPage.getByRole("button", { name: "Sign In" }).click();
  await expect(otherPage.getByText(`Welcome, ${person.username}`)).toBeVisible();

  await page.reload();
  const devices = page.getByRole("list", { name: "Signed-in devices" });
  await expect(devices.getByRole("listitem")).toHaveCount(2);
  await expect(devices.getByRole("listitem").filter({ hasText: "This device" })).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
  await devices.getByRole("button", { name: /^Sign out Firefox on Linux/ }).click();
  await expect(page.getByText("Firefox on Linux is signed out.", { exact: true })).toBeVisible();
  await expect(devices.getByRole("listitem")).toHaveCount(1);
  expect((await elsewhere.request.get("/api/auth/me")).status()).toBe(401);
  await elsewhere.close();

  // Download my data: a JSON file of the owner's own account.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download my data" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^switchboard-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await download.path())!, "utf8"));
  expect(exported.profile).toMatchObject({ username: person.username, email: person.email });

  // On a phone the page fits the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Delete account, from the keyboard: the typed word and the password, then Enter.
  await page.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog.getByLabel("Type DELETE to confirm")).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.type("delete");
  await page.keyboard.press("Tab");
  await page.keyboard.type(newPassword);
  await page.keyboard.press("Enter");
  await expect(dialog.getByText("Please type DELETE in capital letters to confirm.")).toBeVisible();
  await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
  await dialog.getByLabel("Type DELETE to confirm").press("Enter");
  await expect(page.getByText("Account Deleted", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Create Custom AI Call Agents" })).toBeVisible();

  // The account is gone: its password opens nothing.
  await page.goto("/login");
  await page.getByLabel("Username or email").fill(person.email);
  await page.getByLabel("Password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Incorrect username or password.", { exact: true })).toBeVisible();
});
