import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { grantBalance, signUpThroughTheScreen } from "./support";

// An owner's own number in the builder, against the built server's offline telephony: its account
// holds the last ten numbers of each area code already, (907) 555-0190 to 555-0199 in Anchorage.
const CREATION_DELAY_MS = 15_000;

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.clock.install();
});

async function configureLuigis(page: Page) {
  const input = page.getByLabel("Message the assistant");
  await input.fill("We are Luigi's Trattoria, an Italian restaurant in Anchorage.");
  await input.press("Enter");
  const form = page.getByRole("dialog", { name: "Configure Your AI Agent" });
  await expect(form).toBeVisible();
  await form.getByLabel("Business category").selectOption("restaurant");
  await form.getByLabel("Agent purpose").fill("Take table reservations.");
  await form.getByLabel("Business name").fill("Luigi's Trattoria");
  await form.getByLabel("Agent name").fill("Lina");
  await form.getByRole("button", { name: "Save Configuration" }).click();
  await expect(form).toHaveCount(0);
}

test("an owner enters a number they already have: one not in the account is refused for free, one in it goes live", async ({
  page,
}) => {
  await signUpThroughTheScreen(page);
  await grantBalance(page, 100);
  await page.reload();
  const setup = page.getByRole("complementary", { name: "Agent setup" });
  const chat = page.getByRole("log", { name: "Conversation" });

  await setup.getByRole("radio", { name: "Use one I already have" }).check();
  await expect(setup.getByLabel("Area code")).toHaveCount(0);
  await expect(setup.getByRole("link", { name: "How to bring your number" })).toHaveAttribute(
    "href",
    "/documentation#bring-your-number",
  );
  await setup.getByLabel("Country").selectOption("US");
  const own = setup.getByLabel("Your number");
  await own.fill("907 555");
  await own.blur();
  await expect(setup.getByText("Enter your own number in full, with its area code")).toBeVisible();

  // A real number, but not one the account holds: refused, and nothing is charged.
  await own.fill("(907) 555-0123");
  await expect(setup.getByText("Enter your own number in full, with its area code")).toHaveCount(0);
  await configureLuigis(page);
  await page.getByRole("button", { name: "Create Agent" }).click();
  await expect(async () => {
    await page.clock.fastForward(CREATION_DELAY_MS);
    await expect(chat).toContainText("+1 907 555 0123 is not in our Twilio account yet", { timeout: 1000 });
  }).toPass();
  const refused = await page.request.get("/api/balance");
  expect((await refused.json()).balance).toBe(100);
  expect(await (await page.request.get("/api/active-bots")).json()).toEqual([]);

  // A number the account holds: connected, not bought, and the agent answers on it.
  await own.fill("(907) 555-0197");
  await page.getByRole("button", { name: "Create Agent" }).click();
  await expect(async () => {
    await page.clock.fastForward(CREATION_DELAY_MS);
    await expect(chat).toContainText("Lina is now live!", { timeout: 1000 });
  }).toPass();
  const [agent] = await (await page.request.get("/api/active-bots")).json();
  expect(agent).toMatchObject({ phoneNumber: "+19075550197", numberSource: "brought", status: "active" });
  expect((await (await page.request.get("/api/balance")).json()).balance).toBe(75);
});

test("a chat reopened from History keeps the owner's own number as their own", async ({ page }) => {
  await signUpThroughTheScreen(page);
  const setup = page.getByRole("complementary", { name: "Agent setup" });
  const sidebar = page.getByRole("navigation", { name: "Agent tools" });

  await setup.getByRole("radio", { name: "Use one I already have" }).check();
  await setup.getByLabel("Country").selectOption("US");
  await setup.getByLabel("Your number").fill("(907) 555-0197");
  await configureLuigis(page);

  await page.getByRole("button", { name: "Expand sidebar" }).click();
  await sidebar.getByRole("button", { name: "New AI Agent" }).click();
  await expect(setup.getByRole("radio", { name: "Use one I already have" })).not.toBeChecked();
  await sidebar
    .getByRole("region", { name: "History" })
    .getByRole("button", { name: /We are Luigi's Trattoria/ })
    .click();
  await expect(setup.getByRole("radio", { name: "Use one I already have" })).toBeChecked();
  await expect(setup.getByLabel("Your number")).toHaveValue(/907.*555.*0197/);
});
