import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { buyLicence, signUpThroughTheScreen } from "./support";

// The Webhooks section of Settings, with the keyboard alone and at phone width. Adding a URL that is
// accepted needs the internet (its name is resolved), so the browser sees each refusal instead; the
// API tests send to a receiver of their own.

test("a Plus owner is told, under the field, why a webhook URL is refused, using the keyboard alone", async ({
  page,
}) => {
  await signUpThroughTheScreen(page);
  await buyLicence(page, "plus");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Webhooks" });
  const url = section.getByLabel("URL");
  await url.focus();
  await page.keyboard.type("http://example.com/switchboard");
  // The two events chosen at first are left off with the space bar: none is chosen.
  for (const event of ["call.completed", "message.taken"]) {
    const box = section.getByRole("checkbox", { name: new RegExp(`^${event.replace(".", "\\.")}`) });
    await box.focus();
    await page.keyboard.press("Space");
    await expect(box).not.toBeChecked();
  }
  await section.getByRole("button", { name: "Add webhook" }).focus();
  await page.keyboard.press("Enter");
  await expect(section.getByText("Choose at least one event to send.")).toBeVisible();

  await section.getByRole("checkbox", { name: /^transfer\.completed/ }).focus();
  await page.keyboard.press("Space");
  await url.focus();
  await page.keyboard.press("Enter");
  await expect(
    section.getByText("A webhook URL must start with https:// and carry no user name or password."),
  ).toBeVisible();
  await expect(url).toHaveAttribute("aria-invalid", "true");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const axe = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"])
    .analyze();
  expect(
    axe.violations.filter((violation) => ["serious", "critical"].includes(violation.impact ?? "")),
  ).toEqual([]);
});

test("a Simple owner is offered Plus instead of the webhook form", async ({ page }) => {
  await signUpThroughTheScreen(page);
  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Webhooks" });
  await expect(
    section.getByText(
      "Webhooks are for Plus subscribers. Upgrade to Plus to send events to your own systems.",
    ),
  ).toBeVisible();
  await expect(section.getByLabel("URL")).toHaveCount(0);
});
