import { expect, test } from "./fixtures";
import { createAgentThroughTheApi, grantBalance, signUpThroughTheScreen } from "./support";

// In Chromium: an owner who connects nothing turns the built-in appointment book on and test-calls
// the agent; the test caller books a table by typing, and the booking is on the Bookings page and
// in the private calendar feed.

/** A weekday (the agent is open Monday to Friday) three or more days from now: "December 1". */
function comingWeekday(): { spoken: string; readBack: string; listed: string } {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 3);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  const spoken = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", timeZone: "UTC" }).format(
    day,
  );
  const weekday = new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: "UTC" }).format(day);
  const listed = new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  }).format(day);
  return { spoken, readBack: `${weekday}, ${spoken}`, listed };
}

test("a test caller books a table with the built-in book, and the owner finds it on the Bookings page and in the feed", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpThroughTheScreen(page);
  await grantBalance(page, 50);
  const agentId = await createAgentThroughTheApi(page);
  const origin = new URL(page.url()).origin;
  const turnedOn = await page.request.put(`/api/active-bots/${agentId}/booking-settings`, {
    headers: { origin, "content-type": "application/json" },
    data: {
      enabled: true,
      capacity: 4,
      slotStepMinutes: 30,
      leadTimeMinutes: 60,
      horizonDays: 30,
      defaultDurationMinutes: 90,
    },
  });
  expect(turnedOn.ok()).toBe(true);

  await page.reload();
  await page.getByRole("button", { name: "Expand sidebar" }).click();
  const sidebar = page.getByRole("navigation", { name: "Agent tools" });
  await sidebar.getByRole("button", { name: "Test call with Lina" }).click();
  const callScreen = page.getByRole("dialog", { name: "Test call with Lina" });
  await callScreen.getByRole("button", { name: "Start call" }).click();
  const transcript = callScreen.getByRole("log", { name: "Call transcript" });
  await expect(transcript).toContainText("Lina said:");
  const input = callScreen.getByLabel("Say something to Lina");

  const day = comingWeekday();
  // A test call shows no caller's number: the agent asks for the one to keep the booking under.
  await input.fill(`Hi, I'd like to book a table for two on ${day.spoken} at 11 am. My name is Ana Ruiz.`);
  await input.press("Enter");
  await expect(transcript).toContainText("What phone number should I keep the booking under?");
  await input.fill("It's 212 555 0188");
  await input.press("Enter");
  await expect(transcript).toContainText(
    `So that's a table for 2 on ${day.readBack} at 11:00 AM, under the name Ana Ruiz. Shall I book it?`,
  );
  await input.fill("Yes please");
  await input.press("Enter");
  await expect(transcript).toContainText(`You're all set: a table for 2 on ${day.readBack} at 11:00 AM`);
  await callScreen.getByRole("button", { name: "End call" }).click();
  await expect(callScreen.getByRole("heading", { name: "Call summary" })).toBeVisible();
  await expect(callScreen.getByRole("heading", { name: "Bookings" })).toBeVisible();
  await expect(callScreen).toContainText("Booked: Appointment for Ana Ruiz");
  await expect(callScreen).toContainText(`${day.readBack} at 11:00 AM`);
  await page.keyboard.press("Escape");

  // The Bookings page lists it.
  await sidebar.getByRole("link", { name: "Bookings" }).click();
  await expect(page).toHaveURL(/\/bookings$/);
  const booking = page
    .getByRole("list", { name: "Bookings" })
    .getByRole("listitem")
    .filter({ hasText: "Ana Ruiz" });
  await expect(booking).toContainText(day.listed);
  await expect(booking).toContainText("11:00 AM");
  await expect(booking.getByRole("link", { name: "+12125550188" })).toBeVisible();

  // The private calendar feed, read as a calendar service would, holds it too.
  await page.getByRole("button", { name: "Create calendar address" }).click();
  const feedUrl = await page.getByRole("textbox", { name: "Private calendar address" }).inputValue();
  const calendar = await page.request.get(feedUrl, { headers: { cookie: "" } });
  expect(calendar.status()).toBe(200);
  expect(await calendar.text()).toContain("Ana Ruiz");
});
