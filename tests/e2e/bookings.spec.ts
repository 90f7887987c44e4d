import { expect, test } from "./fixtures";
import { createAgentThroughTheApi, grantBalance, signUpThroughTheScreen } from "./support";

// In Chromium: the owner's Bookings page with no bookings yet. The agent's book is turned on through
// the page (the shared schema's errors under the fields first), the private calendar feed is made,
// read as a calendar service would and revoked, and the week reads one day at a time on a phone.

test("an owner turns an agent's appointment book on, makes and revokes a calendar feed, and reads the week on a phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpThroughTheScreen(page);
  await grantBalance(page, 50);
  const agentId = await createAgentThroughTheApi(page);

  // The sidebar leads to the page.
  await page.reload();
  await page.getByRole("button", { name: "Expand sidebar" }).click();
  await page.getByRole("navigation", { name: "Agent tools" }).getByRole("link", { name: "Bookings" }).click();
  await expect(page).toHaveURL(/\/bookings$/);
  await expect(page.getByRole("heading", { level: 1, name: "Bookings" })).toBeVisible();
  await expect(page.getByText("No upcoming bookings")).toBeVisible();

  // The week view: a keyboard-reachable toggle, seven days side by side on a wide screen.
  const weekButton = page.getByRole("button", { name: "Week", exact: true });
  await weekButton.focus();
  await page.keyboard.press("Enter");
  await expect(weekButton).toHaveAttribute("aria-pressed", "true");
  const days = page.getByRole("region", { name: /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), / });
  await expect(days).toHaveCount(7);
  for (const day of await days.all()) await expect(day).toBeVisible();

  // Booking settings: a wrong number is refused under its field, then the book is turned on.
  const settings = page.getByRole("form", { name: "Booking settings of Lina" });
  await settings.getByRole("switch", { name: "Callers may book" }).click();
  const capacity = settings.getByLabel("Bookings per slot");
  await capacity.fill("0");
  await settings.getByRole("button", { name: "Save booking settings" }).click();
  await expect(settings.getByText("A slot holds at least 1 booking.")).toBeVisible();
  await capacity.fill("2");
  await settings.getByRole("button", { name: "Save booking settings" }).click();
  await expect(page.getByText("Booking settings saved").first()).toBeVisible();
  const saved = await page.request.get(`/api/active-bots/${agentId}/booking-settings`);
  expect(await saved.json()).toMatchObject({ enabled: true, capacity: 2 });

  // The private calendar feed: shown once, read without a session as a calendar service would, revoked.
  await expect(page.getByText("You have no calendar address now.")).toBeVisible();
  await page.getByRole("button", { name: "Create calendar address" }).click();
  const address = page.getByRole("textbox", { name: "Private calendar address" });
  await expect(address).toHaveValue(/\/api\/bookings\/feed\//);
  await expect(page.getByRole("button", { name: "Copy calendar address" })).toBeVisible();
  const feedUrl = await address.inputValue();
  const calendar = await page.request.get(feedUrl, { headers: { cookie: "" } });
  expect(calendar.status()).toBe(200);
  expect(await calendar.text()).toContain("BEGIN:VCALENDAR");
  await page.getByRole("button", { name: "Revoke address" }).click();
  await page
    .getByRole("dialog", { name: "Revoke the calendar address?" })
    .getByRole("button", { name: "Revoke address" })
    .click();
  await expect(page.getByText("You have no calendar address now.")).toBeVisible();
  await expect(address).toBeHidden();
  expect((await page.request.get(feedUrl)).status()).toBe(404);

  // On a phone the week shows one day at a time, with the next day a tap away, and nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  const visibleDays = page
    .getByRole("region", { name: /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), / })
    .filter({ visible: true });
  await expect(visibleDays).toHaveCount(1);
  const firstDay = await visibleDays.getAttribute("aria-label");
  await page.getByRole("button", { name: "Next day" }).click();
  await expect(visibleDays).toHaveCount(1);
  await expect(visibleDays).not.toHaveAttribute("aria-label", firstDay ?? "");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole("button", { name: "List", exact: true }).click();
  await expect(page.getByText("No upcoming bookings")).toBeVisible();
});
