import type { Page } from "@playwright/test";
import { MAX_TOP_UP_DOLLARS } from "../../src/shared/api/payments";
import { groupedNumber } from "../../src/shared/catalog/billing";
import { expect, test } from "./fixtures";
import { grantBalance, mailedCode, newPerson, signUpThroughTheScreen } from "./support";

// The money pages against the offline processor, paid with Stripe's test cards.
const GOOD_CARD = "4242 4242 4242 4242";
const DECLINED_CARD = "4000 0000 0000 0002";
const CARDHOLDER = "Ada Lovelace";

/** Fills the offline card form and presses its Pay button. */
async function payByCard(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry").fill(`12/${String((new Date().getFullYear() + 2) % 100).padStart(2, "0")}`);
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill(CARDHOLDER);
  await page.getByRole("button", { name: /^Pay\b/ }).click();
}

async function balanceOf(page: Page): Promise<number> {
  const response = await page.request.get("/api/balance");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { balance: number }).balance;
}

const plusBadge = (page: Page) => page.getByText("PLUS", { exact: true });

test("a visitor buys the licence, signs up with the paid email and gets the Plus plan", async ({ page }) => {
  const person = newPerson();
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { name: "Switchboard", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Get Started with Switchboard" }).click();
  await expect(page).toHaveURL(/\/checkout\?plan=plus$/);

  const continueButton = page.getByRole("button", { name: "Continue to payment" });
  const email = page.getByRole("textbox", { name: "Email" });
  await email.fill("not-an-address");
  await expect(continueButton).toBeDisabled();
  await email.fill(person.email);
  await continueButton.click();
  await expect(page.getByRole("tab", { name: "Card" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: "Apple Pay" })).toBeDisabled();
  await payByCard(page, GOOD_CARD);

  await expect(page).toHaveURL(/\/signup\?payment=success&plan=plus&email=/, { timeout: 15_000 });
  await expect(page.getByText("Payment successful! Complete signup below.")).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(person.email);
  expect(await page.evaluate(() => localStorage.getItem("pendingSubscriptionPlan"))).toBe("plus");

  await page.getByLabel("Username", { exact: true }).fill(person.username);
  await page.getByLabel("Password", { exact: true }).fill(person.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.getByLabel("Verification code").fill(await mailedCode(person.email));
  await page.getByRole("button", { name: "Verify Email" }).click();
  await expect(page.getByText(`Welcome, ${person.username}`)).toBeVisible();
  await expect(plusBadge(page)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("pendingSubscriptionPlan"))).toBeNull();
});

test("checkout refuses an unknown plan and returns to pricing", async ({ page }) => {
  await page.goto("/checkout?plan=gold");
  await expect(page.getByRole("alert").filter({ hasText: "Invalid plan selected" }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/pricing$/, { timeout: 5_000 });
});

test("a declined card credits nothing; the good card then adds $25", async ({ page }) => {
  await signUpThroughTheScreen(page);
  await page.goto("/add-balance");
  await expect(page.getByText("$0.00")).toBeVisible();
  await page.getByRole("button", { name: "$25", exact: true }).click();
  await expect(page.getByRole("button", { name: "$25", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await payByCard(page, DECLINED_CARD);
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: "Your card was declined. Please try a different payment method." }),
  ).toBeVisible();
  expect(await balanceOf(page)).toBe(0);

  await page.getByLabel("Card number").fill(GOOD_CARD);
  await page.getByRole("button", { name: "Pay $25" }).click();
  await expect(page.getByText("$25 added to your account!").first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await balanceOf(page)).toBe(25);
  await page.goto("/add-balance");
  await expect(page.getByText("$25.00")).toBeVisible();
});

for (const [size, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test(`at ${size} size an owner tops up with the saved card, confirmed by its CVV`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signUpThroughTheScreen(page);
    // The first top-up, by card, saves the card.
    await grantBalance(page, 10);
    await page.goto("/add-balance");
    const savedCard = page.getByRole("radio", { name: /^Visa •••• 4242/ });
    await expect(savedCard).toBeChecked();
    // A new card is still a choice, with the card form.
    await page.getByRole("radio", { name: "A new card" }).check();
    await expect(page.getByLabel("Card number")).toBeVisible();
    await savedCard.check();
    await expect(page.getByLabel("Card number")).toHaveCount(0);

    await page.getByRole("button", { name: "$25", exact: true }).click();
    const cvv = page.getByLabel("CVV");
    await cvv.fill("12");
    await page.getByRole("button", { name: "Pay $25" }).click();
    await expect(page.getByText("Please enter a valid CVV code.")).toBeVisible();
    expect(await balanceOf(page)).toBe(10);

    await cvv.fill("123");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await page.getByRole("button", { name: "Pay $25" }).click();
    await expect(page.getByText("$25 added to your account!").first()).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await balanceOf(page)).toBe(35);
  });
}

test("a custom amount out of range is refused where it is typed, and the Pay button names no amount", async ({
  page,
}) => {
  await signUpThroughTheScreen(page);
  await page.goto("/add-balance");
  const customAmount = page.getByLabel("Custom amount (USD)");
  const payButton = page.getByRole("button", { name: /^Pay/ });
  await customAmount.fill("5");
  await expect(customAmount).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Minimum purchase is $10", { exact: true })).toBeVisible();
  await expect(payButton).toHaveText("Pay");

  // Submitting takes the buyer back to the amount, where the reason stands, and charges nothing.
  await payByCard(page, GOOD_CARD);
  await expect(customAmount).toBeFocused();
  await expect(page.getByText("Minimum purchase is $10", { exact: true })).toBeVisible();
  expect(await balanceOf(page)).toBe(0);

  const maximum = `$${groupedNumber(MAX_TOP_UP_DOLLARS, 0)}`;
  await customAmount.fill(String(MAX_TOP_UP_DOLLARS + 1));
  await expect(page.getByText(`The most you can add at once is ${maximum}.`, { exact: true })).toBeVisible();
  await expect(payButton).toHaveText("Pay");

  await customAmount.fill("12");
  await expect(customAmount).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Minimum purchase is $10", { exact: true })).toHaveCount(0);
  await expect(payButton).toHaveText("Pay $12");
});

test("at phone width the checkout steps sit on one line", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/checkout?plan=plus");
  const steps = page.getByRole("list", { name: "Checkout steps" }).getByRole("listitem");
  await expect(steps).toHaveText([/Email/, /Payment/, /Create account/]);
  const boxes = await Promise.all((await steps.all()).map((step) => step.boundingBox()));
  const [first, , last] = boxes.map((box) => box!);
  // Same row, and the last label on one line: as tall as the first step.
  expect(last!.y).toBe(first!.y);
  expect(last!.height).toBe(first!.height);
});

test("an upgrade paid from the balance moves the account to Plus", async ({ page }) => {
  await signUpThroughTheScreen(page);
  await expect(plusBadge(page)).toHaveCount(0);
  await grantBalance(page, 30);
  // Auto-recharge (on by default) would top the balance up again right after the charge.
  const settings = await page.request.patch("/api/user-settings", {
    headers: { origin: new URL(page.url()).origin },
    data: { autoRechargeEnabled: false, autoRechargeLimit: 10 },
  });
  expect(settings.status()).toBe(200);
  await page.goto("/upgrade");
  await expect(page.getByRole("heading", { name: "Upgrade to Plus" })).toBeVisible();
  await page.getByRole("radio", { name: /^Balance/ }).check();
  await page.getByRole("button", { name: "Upgrade to Plus for $25" }).click();
  await expect(page.getByRole("heading", { name: "Upgrade Successful" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(plusBadge(page)).toBeVisible();
  expect(await balanceOf(page)).toBe(5);
});

test("settings reveal a saved card after its CVC and keep the auto-recharge limit", async ({ page }) => {
  await signUpThroughTheScreen(page);
  await page.goto("/add-balance");
  await payByCard(page, GOOD_CARD);
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Payment & Settings" })).toBeVisible();
  await expect(page.getByText("Visa •••• 4242", { exact: true })).toBeVisible();
  // Brand, last 4 and expiry are printed on the card's front and shown; only the name waits for the CVC.
  await expect(page.getByText(/^Expires \d{2}\/\d{2}/)).toBeVisible();
  await expect(page.getByText("••/••")).toHaveCount(0);
  await expect(page.getByText(CARDHOLDER)).toHaveCount(0);

  await page.getByRole("button", { name: "Show details" }).click();
  await page.getByLabel("CVV").fill("12");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Please enter a valid CVV code.")).toBeVisible();
  await page.getByLabel("CVV").fill("123");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText(CARDHOLDER)).toBeVisible();
  await page.getByRole("button", { name: "Hide details" }).click();
  await expect(page.getByText(CARDHOLDER)).toHaveCount(0);

  const limit = page.getByLabel("Recharge when the balance falls below (USD)");
  await limit.fill("5");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(limit).toHaveAttribute("aria-invalid", "true");
  await expect(limit).toHaveAccessibleDescription(/Minimum auto-recharge limit is \$10\./);
  await limit.fill("20");
  await expect(limit).not.toHaveAttribute("aria-invalid");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Your auto-recharge settings are saved.").first()).toBeVisible();
  await page.reload();
  await expect(limit).toHaveValue("20");
});

test("an upgrade paid by card goes through the card page to the success page and the dashboard", async ({
  page,
}) => {
  await signUpThroughTheScreen(page);
  await page.goto("/upgrade");
  await expect(page.getByRole("radio", { name: /^Balance/ })).toBeDisabled();
  await expect(page.getByText(/Insufficient balance \(need \$25\)/)).toBeVisible();
  await page.getByRole("button", { name: "Upgrade to Plus for $25" }).click();
  await expect(page).toHaveURL(/\/checkout-upgrade\?clientSecret=pi_/);

  await payByCard(page, GOOD_CARD);
  await expect(page).toHaveURL(/\/upgrade-success$/);
  await expect(page.getByRole("heading", { name: "Upgrade Successful" })).toBeVisible();
  await expect(page.getByRole("timer")).toContainText("seconds");
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 8_000 });
  await expect(plusBadge(page)).toBeVisible();
});

test("every payment screen says it is in test mode while the offline processor pays", async ({ page }) => {
  const testMode = page.getByRole("note").filter({
    hasText: "Test mode: no real money moves; use test card 4242 4242 4242 4242",
  });
  await page.goto("/checkout?plan=plus");
  await expect(testMode).toBeVisible();

  await signUpThroughTheScreen(page);
  for (const path of ["/add-balance", "/upgrade", "/settings"]) {
    await page.goto(path);
    await expect(testMode, path).toBeVisible();
  }
  await page.goto("/");
  await page.getByRole("button", { name: "Expand sidebar" }).click();
  await page
    .getByRole("navigation", { name: "Agent tools" })
    .getByRole("button", { name: /Balance/ })
    .click();
  await expect(page.getByRole("dialog", { name: "Balance Manager" }).getByRole("note")).toHaveText(
    "Test mode: no real money moves; use test card 4242 4242 4242 4242",
  );
  await page.keyboard.press("Escape");

  await page.goto("/upgrade");
  await page.getByRole("button", { name: "Upgrade to Plus for $25" }).click();
  await expect(page).toHaveURL(/\/checkout-upgrade\?clientSecret=pi_/);
  await expect(testMode).toBeVisible();
});

test("an automatic recharge is announced once, the next time the owner looks", async ({ page }) => {
  await signUpThroughTheScreen(page);
  await page.goto("/add-balance?amount=30");
  const announce = () =>
    page.waitForResponse((response) => response.url().endsWith("/api/auto-recharges/announce"));
  // The main screen asks once when it opens; an ask still on its way would take the announcement
  // the reload below is there to see.
  const firstLook = announce();
  await payByCard(page, GOOD_CARD);
  await expect(page).toHaveURL(/\/$/);
  expect(await (await firstLook).json()).toEqual({ charges: [] });
  // Paying $25 ahead leaves $5, under the $10 limit: the saved card is charged $10 once.
  const prepaid = await page.request.post("/api/charge-balance", {
    headers: { origin: new URL(page.url()).origin },
    data: { amount: 25 },
  });
  expect(prepaid.status()).toBe(200);
  await page.reload();
  // Exact: the toast's live region repeats the words inside a longer text for screen readers.
  const announcement = page.getByText("Auto-recharge added $10 because your balance fell below $10", {
    exact: true,
  });
  await expect(announcement).toBeVisible();
  expect(await balanceOf(page)).toBe(15);
  const announcedAgain = announce();
  await page.reload();
  expect(await (await announcedAgain).json()).toEqual({ charges: [] });
  await expect(announcement).toHaveCount(0);
});
