import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { buyLicence, grantBalance, newPerson, signUpThroughTheScreen } from "./support";

// An agent goes live only under a licence. The builder's 15-second wait and checkout's 2-second
// redirect are skipped with Playwright's clock.
const CREATION_DELAY_MS = 15_000;

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.clock.install();
});

async function pickFirstNumberIn(page: Page, areaCode: string): Promise<string> {
  const setup = page.getByRole("complementary", { name: "Agent setup" });
  await setup.getByLabel("Country").selectOption("US");
  await expect(setup.getByLabel("Area code")).toBeEnabled();
  await setup.getByLabel("Area code").selectOption(areaCode);
  const number = setup.getByLabel("Number");
  await expect(number).toBeEnabled();
  await expect(number.locator("option")).not.toHaveCount(1);
  await number.selectOption({ index: 1 });
  return (await number.locator("option:checked").textContent()) ?? "";
}

async function skipCreationWait(page: Page, chat: Locator, expectedMessage: string) {
  await expect(async () => {
    await page.clock.fastForward(CREATION_DELAY_MS);
    await expect(chat).toContainText(expectedMessage, { timeout: 1000 });
  }).toPass();
}

async function agentsOnTheServer(page: Page) {
  return (await (await page.request.get("/api/active-bots")).json()) as { agentName: string }[];
}

test("an owner without a licence is taken to checkout by Create Agent and comes back to create it, the form intact", async ({
  page,
}) => {
  await signUpThroughTheScreen(page, newPerson(), { licence: false });
  await grantBalance(page, 50);
  await page.reload();

  const chat = page.getByRole("log", { name: "Conversation" });
  await expect(chat).toContainText("I'm your Switchboard assistant");
  const number = await pickFirstNumberIn(page, "212");
  const input = page.getByLabel("Message the assistant");
  await input.fill("We are Luigi's Trattoria, an Italian restaurant in Manhattan.");
  await input.press("Enter");
  const form = page.getByRole("dialog", { name: "Configure Your AI Agent" });
  await expect(form).toBeVisible();
  await form.getByLabel("Business category").selectOption("restaurant");
  await form.getByLabel("Agent purpose").fill("Take table reservations and answer questions about the menu.");
  await form.getByLabel("Business name").fill("Luigi's Trattoria");
  await form.getByLabel("Agent name").fill("Lina");
  await form.getByRole("button", { name: "Save Configuration" }).click();
  await expect(chat).toContainText("Lina for Luigi's Trattoria is configured.");

  // No licence: Create Agent leads to the $39 licence checkout, and nothing is created or charged.
  await page.getByRole("button", { name: "Create Agent" }).click();
  await expect(page).toHaveURL(/\/checkout\?plan=plus$/);
  await expect(
    page.getByText("Your agent goes live once you have a Switchboard licence.").first(),
  ).toBeVisible();
  expect(await agentsOnTheServer(page)).toEqual([]);

  await page.getByRole("button", { name: "Continue to payment" }).click();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry").fill(`12/${String((new Date().getFullYear() + 2) % 100).padStart(2, "0")}`);
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill("Luigi Rossi");
  await page.getByRole("button", { name: "Pay $39" }).click();
  await expect(page.getByText("Your plan is active.")).toBeVisible();
  await expect(async () => {
    await page.clock.fastForward(2_500);
    await expect(page).toHaveURL(/\/$/, { timeout: 1000 });
  }).toPass();

  // Back on the main screen: the number and the form are as the owner left them.
  await expect(
    page.getByRole("complementary", { name: "Agent setup" }).getByLabel("Number").locator("option:checked"),
  ).toHaveText(number);
  await page.getByRole("button", { name: "Configure Agent" }).click();
  await expect(form.getByLabel("Business name")).toHaveValue("Luigi's Trattoria");
  await expect(form.getByLabel("Agent name")).toHaveValue("Lina");
  await form.getByRole("button", { name: "Cancel" }).click();

  await page.getByRole("button", { name: "Create Agent" }).click();
  await skipCreationWait(page, chat, `Lina is now live! It answers calls to ${number}`);
  expect((await agentsOnTheServer(page)).map((agent) => agent.agentName)).toEqual(["Lina"]);
  expect(((await (await page.request.get("/api/balance")).json()) as { balance: number }).balance).toBe(25);
});

test("the upgrade page shows the owner's plan, its end date and the automatic renewal, Plus included", async ({
  page,
}) => {
  await signUpThroughTheScreen(page);
  const licence = (await (await page.request.get("/api/licence")).json()) as { expiresAt: string };
  const end = new Date(licence.expiresAt);
  const endDay = `${end.toLocaleString("en-US", { month: "long", timeZone: "UTC" })} ${end.getUTCDate()}, ${end.getUTCFullYear()}`;

  await page.goto("/upgrade");
  const panel = page.getByRole("region", { name: "Your licence" });
  await expect(panel).toContainText("Simple licence");
  await expect(panel).toContainText(`Ends on ${endDay}`);
  // Bought by card, so it renews automatically until the owner says otherwise.
  const autoRenew = panel.getByRole("switch", { name: "Renew automatically" });
  await expect(autoRenew).toHaveAttribute("aria-checked", "true");
  await autoRenew.click();
  await expect(autoRenew).toHaveAttribute("aria-checked", "false");
  await page.reload();
  await expect(page.getByRole("region", { name: "Your licence" }).getByRole("switch")).toHaveAttribute(
    "aria-checked",
    "false",
  );
  await expect(page.getByRole("button", { name: "Upgrade to Plus for $25" })).toBeVisible();

  // A Plus owner sees their plan here instead of being sent away.
  await buyLicence(page, "plus");
  await page.goto("/upgrade");
  await expect(page).toHaveURL(/\/upgrade$/);
  await expect(page.getByRole("heading", { name: "Your plan" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Your licence" })).toContainText("Plus licence");
  await expect(page.getByRole("button", { name: "Upgrade to Plus for $25" })).toHaveCount(0);
});
