import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { openCreatedAgent, signUpThroughTheScreen } from "./support";

// Each error is told once: under its field or in its form when there is one, in the builder's
// conversation for the builder, and a toast only where nothing else can say it.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

function toasts(page: Page) {
  return page.getByRole("region", { name: /Notifications/, includeHidden: true }).getByRole("listitem");
}

/**
 * The toast viewport loads once the page is idle, or with the first toast. Once it is there, a toast
 * raised with an error renders in the same commit as the error's inline message, so counting the
 * toasts when the message shows is enough: no wait for one that might come.
 */
async function toasterReady(page: Page): Promise<void> {
  await expect(page.getByRole("region", { name: /Notifications/, includeHidden: true })).toBeAttached();
  await expect(toasts(page)).toHaveCount(0);
}

for (const [size, viewport] of [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const) {
  test(`at ${size} size an unknown plan at checkout is said once, in the page, with no toast`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/checkout?plan=gold");
    const notice = page.getByRole("alert").filter({ hasText: "Invalid plan selected" });
    await expect(notice).toBeVisible();
    // Counted before the page moves on to pricing, which takes the notice away.
    expect(await page.getByText("Invalid plan selected").count()).toBe(1);
    // A toast raised as the page opens would load the toast viewport with it, and stay two seconds.
    await expect(page.getByRole("region", { name: /Notifications/, includeHidden: true })).toBeAttached();
    expect(await toasts(page).count()).toBe(0);
  });
}

// Stripe's test card whose later CVC checks fail (the offline processor's test-cards.ts).
const CVC_FAILING_CARD = "4000000000000101";

/** Tops up $10 with `number`, which saves the card, through the real offline payment flow. */
async function topUpWithCard(page: Page, number: string): Promise<void> {
  const headers = { origin: new URL(page.url()).origin, "content-type": "application/json" };
  const start = await page.request.post("/api/add-balance", { headers, data: { amount: 10 } });
  expect(start.status()).toBe(200);
  const { clientSecret, paymentIntentId } = (await start.json()) as {
    clientSecret: string;
    paymentIntentId: string;
  };
  const card = { number, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: "123", name: "E2E" };
  const confirm = await page.request.post("/api/offline-payments/confirm", {
    headers,
    data: { clientSecret, card },
  });
  expect(confirm.status()).toBe(200);
  const credit = await page.request.post("/api/add-balance-direct", {
    headers,
    data: { amount: 10, paymentIntentId },
  });
  expect(credit.status()).toBe(200);
}

test("a wrong CVV in settings is said once, under the CVV field, with no toast", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signUpThroughTheScreen(page);
  await topUpWithCard(page, CVC_FAILING_CARD);
  await page.goto("/settings");
  await page.getByRole("button", { name: "Show details" }).click();
  await toasterReady(page);
  const cvv = page.getByLabel("CVV");
  await cvv.fill("123");
  await page.getByRole("button", { name: "Verify" }).click();

  const message = "Invalid CVV - Please enter the correct CVV code.";
  await expect(cvv).toHaveAttribute("aria-invalid", "true");
  await expect(cvv).toHaveAccessibleDescription(new RegExp(message));
  expect(await toasts(page).count()).toBe(0);
  await expect(page.getByText(message)).toHaveCount(1);
});

test("a live agent's failed update is said once, in a toast, and the conversation does not repeat it", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const { agentId } = await openCreatedAgent(page);
  await toasterReady(page);
  const setup = page.getByRole("complementary", { name: "Agent setup" });
  await setup.getByLabel("Voice").selectOption("male");
  // The agent is deleted elsewhere (another tab, the API) before the owner applies the change.
  const deleted = await page.request.delete(`/api/active-bots/${agentId}`, {
    headers: { origin: new URL(page.url()).origin },
  });
  expect(deleted.ok()).toBe(true);
  await setup.getByRole("button", { name: "Update Agent" }).click();

  const reason = "This agent no longer exists. Start a new agent to use these settings.";
  await expect(toasts(page).getByText(reason)).toBeVisible();
  expect(await toasts(page).count()).toBe(1);
  await expect(page.getByText(reason)).toHaveCount(1);
});
