import { test } from "@playwright/test";
import { createAgentThroughTheApi, grantBalance, signUpThroughTheScreen } from "../e2e/support";

const SIZES = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;

test("the README's screenshots", async ({ browser }) => {
  for (const { name, viewport } of SIZES) {
    const context = await browser.newContext({ viewport, colorScheme: "dark" });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.screenshot({ path: `docs/screens/landing-${name}.png` });

    await signUpThroughTheScreen(page);
    await grantBalance(page, 100);
    await createAgentThroughTheApi(page);
    await page.reload();
    await page.getByText("Hi! I'm your Switchboard assistant.").waitFor();
    await page.getByText("Loading countries…").waitFor({ state: "detached" });
    await page.screenshot({ path: `docs/screens/main-screen-${name}.png` });

    await page.goto("/add-balance");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.screenshot({ path: `docs/screens/add-balance-${name}.png` });

    await page.goto("/settings");
    await page.getByRole("heading", { name: "Payment & Settings" }).waitFor();
    await page.screenshot({ path: `docs/screens/settings-${name}.png` });
    await context.close();
  }
});
