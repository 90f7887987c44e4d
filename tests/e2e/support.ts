import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import { latestCodeFor, textsIn } from "../support/outbox";

/** The verification code the running server mailed to this address (offline outbox). */
export async function mailedCode(email: string): Promise<string> {
  const outbox = join(process.env.E2E_DATA_DIR!, "outbox");
  let lastError: unknown;
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      return await latestCodeFor(outbox, email);
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw lastError;
}

/** The texts the running server's offline telephony wrote to `to` (its SMS outbox), oldest first. */
export function textsTo(to: string): Promise<string[]> {
  return textsIn(join(process.env.E2E_DATA_DIR!, "sms-outbox"), to);
}

export function newPerson() {
  const username = `e2e_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return { username, email: `${username}@example.com`, password: "a quiet evening 42" };
}

/** Fills in and sends the signup form; ends on the email-verification step. */
export async function startSignUpThroughTheScreen(page: Page, person = newPerson()) {
  await page.goto("/signup");
  await page.getByLabel("Username", { exact: true }).fill(person.username);
  await page.getByLabel("Email", { exact: true }).fill(person.email);
  await page.getByLabel("Password", { exact: true }).fill(person.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByLabel("Verification code")).toBeVisible();
  return person;
}

/**
 * Signs up through the screen and verifies with the mailed code; ends signed in on `/`. The account
 * then holds a Simple licence (an agent goes live only under one), unless `licence: false` asks for
 * an account that signed up without the checkout.
 */
export async function signUpThroughTheScreen(
  page: Page,
  person = newPerson(),
  options: { licence?: boolean } = {},
) {
  await startSignUpThroughTheScreen(page, person);
  await page.getByLabel("Verification code").fill(await mailedCode(person.email));
  await page.getByRole("button", { name: "Verify Email" }).click();
  await expect(page.getByText(`Welcome, ${person.username}`)).toBeVisible();
  if (options.licence !== false) await buyLicence(page, "simple");
  return person;
}

/**
 * Buys the signed-in user a licence through the real offline payment flow (the signed-in checkout,
 * Stripe's 4242 test card, then applying it), sharing the page's session cookie. The card the
 * licence saved is removed again, so a test of cards starts with none.
 */
export async function buyLicence(page: Page, plan: "simple" | "plus"): Promise<void> {
  const headers = { origin: new URL(page.url()).origin, "content-type": "application/json" };
  const start = await page.request.post("/api/licence/checkout", { headers, data: { plan } });
  expect(start.status()).toBe(200);
  const { clientSecret, paymentIntentId } = (await start.json()) as {
    clientSecret: string;
    paymentIntentId: string;
  };
  const confirm = await page.request.post("/api/offline-payments/confirm", {
    headers,
    data: { clientSecret, card: { ...TEST_CARD, name: "E2E Licence" } },
  });
  expect(confirm.status()).toBe(200);
  const complete = await page.request.post("/api/licence/complete", { headers, data: { paymentIntentId } });
  expect(complete.status()).toBe(200);
  const cards = await page.request.get("/api/payment-methods");
  for (const card of ((await cards.json()) as { paymentMethods: { id: string }[] }).paymentMethods) {
    const removed = await page.request.delete(`/api/payment-methods/${card.id}`, {
      headers: { origin: headers.origin },
    });
    expect(removed.status()).toBe(200);
  }
}

// Stripe's test card that pays.
const TEST_CARD = {
  number: "4242424242424242",
  expMonth: 12,
  expYear: new Date().getFullYear() + 2,
  cvc: "123",
  name: "E2E",
};

/**
 * Tops up the signed-in user's balance through the real offline payment flow
 * (start a top-up, pay with Stripe's 4242 test card, credit it), sharing the
 * page's session cookie.
 */
export async function grantBalance(page: Page, dollars: number): Promise<void> {
  const origin = new URL(page.url()).origin;
  const headers = { origin, "content-type": "application/json" };
  const start = await page.request.post("/api/add-balance", { headers, data: { amount: dollars } });
  expect(start.status()).toBe(200);
  const { clientSecret, paymentIntentId } = (await start.json()) as {
    clientSecret: string;
    paymentIntentId: string;
  };
  const confirm = await page.request.post("/api/offline-payments/confirm", {
    headers,
    data: { clientSecret, card: TEST_CARD },
  });
  expect(confirm.status()).toBe(200);
  const credit = await page.request.post("/api/add-balance-direct", {
    headers,
    data: { amount: dollars, paymentIntentId },
  });
  expect(credit.status()).toBe(200);
}

/** The agent the browser tests make through the API; the builder's own flow is agent-builder.spec.ts. */
export const TEST_AGENT = {
  agentName: "Lina",
  businessName: "Luigi's Trattoria",
  customHours: "Mon-Fri 9-5, Sat 10-2, closed Sundays",
};

/** Creates TEST_AGENT on the first free 212 number, charging the signed-in user $25; returns its id. */
export async function createAgentThroughTheApi(page: Page): Promise<string> {
  const numbers = await page.request.get("/api/phone-numbers/212?country=US");
  expect(numbers.ok()).toBe(true);
  const [phoneNumber] = (await numbers.json()) as string[];
  const created = await page.request.post("/api/active-bots", {
    headers: { origin: new URL(page.url()).origin, "content-type": "application/json" },
    data: {
      phoneNumber,
      selectedCountry: "US",
      businessCategory: "restaurant",
      agentPurpose: "Take table reservations and answer questions about the menu.",
      customHoursEnabled: true,
      ...TEST_AGENT,
    },
  });
  expect(created.ok()).toBe(true);
  return ((await created.json()) as { agent: { id: string } }).agent.id;
}

/** Signs up with $25 left after an agent made through the API, then opens that agent on the main screen. */
export async function openCreatedAgent(page: Page) {
  const person = await signUpThroughTheScreen(page);
  await grantBalance(page, 50);
  const agentId = await createAgentThroughTheApi(page);
  await page.reload();
  await page.getByRole("button", { name: "Expand sidebar" }).click();
  await page.getByRole("region", { name: "Active Agents" }).getByRole("button", { name: /^Lina/ }).click();
  await expect(page.getByText("Agent Loaded").first()).toBeVisible();
  return { person, agentId };
}
