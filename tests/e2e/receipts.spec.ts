import { join } from "node:path";
import type { Page } from "@playwright/test";
import { readOutbox, textPartOf } from "../support/outbox";
import { expect, test } from "./fixtures";
import { grantBalance, newPerson, signUpThroughTheScreen } from "./support";

// Receipts are mailed: the owner reads them in their mailbox, here the running server's offline
// outbox. Each names what was bought, how it was paid, the amount, the date and the account.

const GOOD_CARD = "4242 4242 4242 4242";

async function payByCard(page: Page): Promise<void> {
  await page.getByLabel("Card number").fill(GOOD_CARD);
  await page.getByLabel("Expiry").fill(`12/${String((new Date().getFullYear() + 2) % 100).padStart(2, "0")}`);
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill("Ada Lovelace");
  await page.getByRole("button", { name: /^Pay\b/ }).click();
}

/** The text of the receipt mailed to `email` under `subject`, once it is in the outbox. */
async function receiptText(email: string, subject: string): Promise<string> {
  const outbox = join(process.env.E2E_DATA_DIR!, "outbox");
  const find = async () =>
    (await readOutbox(outbox)).find(
      (mail) => mail.to.toLowerCase().includes(email.toLowerCase()) && mail.subject === subject,
    );
  await expect.poll(async () => (await find()) !== undefined, { message: `a mail "${subject}"` }).toBe(true);
  return textPartOf((await find())!);
}

const year = () => String(new Date().getFullYear());

test("an owner's receipts name what was bought, the card or the balance, the amount, the date and the account", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const person = await signUpThroughTheScreen(page);
  await page.goto("/add-balance");
  await page.getByRole("button", { name: "$25", exact: true }).click();
  await payByCard(page);
  await expect(page).toHaveURL(/\/$/);

  const topUp = await receiptText(person.email, "Receipt: balance top-up, $25.00");
  expect(topUp).toContain("Bought: Balance top-up: $25.00 added to your balance");
  expect(topUp).toContain("Amount: $25.00");
  expect(topUp).toContain("Paid with: Visa •••• 4242");
  expect(topUp).toMatch(new RegExp(`^Date: .*${year()}`, "m"));
  expect(topUp).toContain(`Account: ${person.username} (${person.email})`);

  // Paid from the balance, the receipt says so in place of a card.
  await grantBalance(page, 10);
  // Auto-recharge (on by default) would add a charge of its own after the upgrade.
  const settings = await page.request.patch("/api/user-settings", {
    headers: { origin: new URL(page.url()).origin },
    data: { autoRechargeEnabled: false, autoRechargeLimit: 10 },
  });
  expect(settings.status()).toBe(200);
  await page.goto("/upgrade");
  await page.getByRole("radio", { name: /^Balance/ }).check();
  await page.getByRole("button", { name: "Upgrade to Plus for $25" }).click();
  await expect(page.getByRole("heading", { name: "Upgrade Successful" })).toBeVisible();

  const upgrade = await receiptText(person.email, "Receipt: upgrade to Plus, $25.00");
  expect(upgrade).toContain("Bought: Upgrade to Plus for the rest of your licence");
  expect(upgrade).toContain("Amount: $25.00");
  expect(upgrade).toContain("Paid with: your Switchboard balance");
  expect(upgrade).toMatch(new RegExp(`^Date: .*${year()}`, "m"));
  expect(upgrade).toContain(`Account: ${person.username} (${person.email})`);
});

test("a licence bought before signup is receipted to the email it was paid with, and speaks of no account", async ({
  page,
}) => {
  const { email } = newPerson();
  await page.goto("/checkout?plan=plus");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await payByCard(page);
  await expect(page).toHaveURL(/\/signup\?payment=success/);

  const receipt = await receiptText(email, "Receipt: Switchboard licence, $39.00");
  expect(receipt).toContain("Bought: Switchboard Plus licence for one year");
  expect(receipt).toContain("Amount: $39.00");
  expect(receipt).toContain("Paid with: Visa •••• 4242");
  expect(receipt).toMatch(new RegExp(`^Date: .*${year()}`, "m"));
  expect(receipt).toContain(`Email address: ${email}`);
  expect(receipt).not.toMatch(/account/i);
});
