import { expect, test } from "./fixtures";
import { grantBalance, signUpThroughTheScreen } from "./support";

// Script injection in stored text is shown back as text, never markup.
const HOSTILE_NAME = `<img src=x onerror="window.__injected = true">Bistro`;

test("an agent named with markup is shown as its literal text and runs nothing", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await signUpThroughTheScreen(page);
  await grantBalance(page, 30);
  const [phoneNumber] = (await (
    await page.request.get("/api/phone-numbers/212?country=US")
  ).json()) as string[];
  const created = await page.request.post("/api/active-bots", {
    headers: { origin: new URL(page.url()).origin, "content-type": "application/json" },
    data: {
      phoneNumber,
      selectedCountry: "US",
      businessName: HOSTILE_NAME,
      businessCategory: "restaurant",
      agentName: `<script>window.__injected = true</script>Agent`,
      agentPurpose: "Answer questions",
    },
  });
  expect(created.ok()).toBe(true);

  await page.reload();
  await page.getByRole("button", { name: /Expand sidebar|Open sidebar/ }).click();
  const sidebar = page.getByRole("navigation", { name: "Agent tools" });
  await expect(
    sidebar.getByText("<script>window.__injected = true</script>Agent", { exact: false }),
  ).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
  ).toBeUndefined();
  expect(await page.locator("img[src='x']").count()).toBe(0);
  expect(dialogs).toEqual([]);
});
