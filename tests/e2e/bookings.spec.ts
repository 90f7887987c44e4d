import {
  addDays,
  dayTitle,
  momentAt,
  wallTimeIn,
  weekStart,
} from "../../src/client/features/bookings/booking-time";
import { expect, test } from "./fixtures";
import { createAgentThroughTheApi, grantBalance, signUpThroughTheScreen, textsTo } from "./support";

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

const NEW_YORK = "America/New_York";

/** The first Monday-to-Friday after today on New York's calendar, when TEST_AGENT is open 9 to 5. */
function nextWeekdayInNewYork(): string {
  let date = addDays(wallTimeIn(NEW_YORK, new Date()).date, 1);
  while ([0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay())) date = addDays(date, 1);
  return date;
}

/** A fictional caller's number of its own, so repeated runs on one server never share a caller. */
const callerNumber = () => `+1212555${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`;

test("an owner sees the next bookings on the dashboard, reads them in the week and the list, moves one and cancels one, and the callers are texted", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpThroughTheScreen(page);
  await grantBalance(page, 50);
  const agentId = await createAgentThroughTheApi(page);
  const headers = { origin: new URL(page.url()).origin, "content-type": "application/json" };
  const settings = await page.request.put(`/api/active-bots/${agentId}/booking-settings`, {
    headers,
    data: {
      enabled: true,
      capacity: 1,
      slotStepMinutes: 30,
      leadTimeMinutes: 0,
      horizonDays: 30,
      defaultDurationMinutes: 30,
    },
  });
  expect(settings.status()).toBe(200);

  // Two callers book the next weekday, at 10 and 11 on the agent's clock.
  const day = nextWeekdayInNewYork();
  const ana = { name: "Ana Lopez", phone: callerNumber() };
  const ben = { name: "Ben Ortiz", phone: callerNumber() };
  for (const [caller, time] of [
    [ana, "10:00"],
    [ben, "11:00"],
  ] as const) {
    const booked = await page.request.post("/api/bookings", {
      headers,
      data: {
        agentId,
        callerName: caller.name,
        callerPhone: caller.phone,
        start: momentAt(NEW_YORK, day, time).toISOString(),
      },
    });
    expect(booked.status()).toBe(201);
  }
  // Each caller's confirmation lands in the SMS outbox once the booking is made.
  await expect
    .poll(() => textsTo(ana.phone))
    .toEqual([expect.stringMatching(/^Luigi's Trattoria: you're booked for Appointment on .*, 10:00 AM\./)]);

  // The dashboard: how many are coming, and the next one with its time, caller, service and agent.
  await page.goto("/");
  const card = page.getByRole("region", { name: "Next bookings" });
  await expect(card).toContainText("2 coming up");
  const next = card.getByRole("listitem").first();
  await expect(next).toContainText(`${dayTitle(day)} · 10:00 AM`);
  await expect(next).toContainText("Ana Lopez · Appointment");
  await expect(next).toContainText("Lina");
  // On a phone it shows the next booking only, and nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card.getByRole("listitem").filter({ visible: true })).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
  await card.getByRole("link", { name: "All bookings" }).click();
  await expect(page).toHaveURL(/\/bookings$/);

  // The list shows both bookings.
  const list = page.getByRole("list", { name: "Bookings" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list.getByRole("listitem").first()).toContainText("Ana Lopez");

  // The week shows them on their day; the owner moves Ana to 2 PM from there.
  await page.getByRole("button", { name: "Week", exact: true }).click();
  // The week shown first is the browser's own; the booking's day may fall in the next one.
  const browserWeek = weekStart(await page.evaluate(() => new Date().toLocaleDateString("en-CA")));
  if (day >= addDays(browserWeek, 7)) await page.getByRole("button", { name: "Next week" }).click();
  const dayColumn = page.getByRole("region", { name: dayTitle(day) });
  await expect(dayColumn).toContainText("Ana Lopez");
  await expect(dayColumn).toContainText("Ben Ortiz");
  await dayColumn.getByRole("button", { name: "Move Ana Lopez's booking" }).click();
  const moveDialog = page.getByRole("dialog", { name: "Move this booking" });
  await moveDialog.getByLabel("New time").fill("14:00");
  await moveDialog.getByRole("button", { name: "Move booking" }).click();
  await expect(page.getByText("Ana Lopez was texted the new time.", { exact: true })).toBeVisible();
  await expect(dayColumn.getByRole("listitem").filter({ hasText: "Ana Lopez" })).toContainText("2:00 PM");
  await expect
    .poll(async () => (await textsTo(ana.phone)).at(-1))
    .toMatch(/^Luigi's Trattoria: your Appointment has been moved to .*, 2:00 PM\./);

  // From the list, the owner cancels Ben's booking, and Ben is texted.
  await page.getByRole("button", { name: "List", exact: true }).click();
  await list.getByRole("button", { name: "Cancel Ben Ortiz's booking" }).click();
  await page
    .getByRole("dialog", { name: "Cancel this booking?" })
    .getByRole("button", { name: "Cancel booking" })
    .click();
  await expect(page.getByText("Ben Ortiz was texted.", { exact: true })).toBeVisible();
  await expect(list.getByRole("listitem").filter({ hasText: "Ben Ortiz" })).toContainText("cancelled");
  expect((await textsTo(ben.phone)).at(-1)).toMatch(
    /^Luigi's Trattoria: your Appointment on .*, 11:00 AM has been cancelled\./,
  );

  // The dashboard now shows the one booking left, at its new time.
  await page.goto("/");
  await expect(card).toContainText("1 coming up");
  await expect(card.getByRole("listitem")).toHaveCount(1);
  await expect(card.getByRole("listitem").first()).toContainText(`${dayTitle(day)} · 2:00 PM`);
});
