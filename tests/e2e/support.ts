import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import { latestCodeFor } from "../support/outbox";

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

export function newPerson() {
  const username = `e2e_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return { username, email: `${username}@example.com`, password: "a quiet evening 42" };
}

/** Signs up through the screen and verifies with the mailed code; ends signed in on `/`. */
export async function signUpThroughTheScreen(page: Page, person = newPerson()) {
  await page.goto("/signup");
  await page.getByLabel("Username", { exact: true }).fill(person.username);
  await page.getByLabel("Email", { exact: true }).fill(person.email);
  await page.getByLabel("Password", { exact: true }).fill(person.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByLabel("Verification code")).toBeVisible();
  await page.getByLabel("Verification code").fill(await mailedCode(person.email));
  await page.getByRole("button", { name: "Verify Email" }).click();
  await expect(page.getByText(`Welcome, ${person.username}`)).toBeVisible();
  return person;
}
