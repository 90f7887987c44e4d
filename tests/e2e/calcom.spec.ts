import { E2E_CALCOM_KEY } from "./calcom-account";
import { expect, test } from "./fixtures";
import { createAgentThroughTheApi, grantBalance, signUpThroughTheScreen } from "./support";

// In Chromium, with the keyboard: an owner connects an agent's appointment book to Cal.com (the
// local stand-in the server is pointed at). A key of the wrong shape and a key Cal.com refuses are
// answered under the field; the right key lists the account's event types, one is chosen and
// connected, the key never comes back, and disconnecting asks first.

test("an owner connects Cal.com with the keyboard, sees clear errors for wrong keys, and disconnects", async ({
  page,
}) => {
  await signUpThroughTheScreen(page);
  await grantBalance(page, 50);
  const agentId = await createAgentThroughTheApi(page);
  await page.goto("/bookings");
  const section = page.getByRole("region", { name: "Cal.com" });
  const form = section.getByRole("form", { name: "Connect Cal.com for Lina" });
  const key = form.getByLabel("Cal.com API key");

  // Checked with the shared schema before anything is sent, then by Cal.com itself.
  await key.focus();
  await page.keyboard.type("sk_live_123");
  await page.keyboard.press("Enter");
  await expect(
    form.getByText("A Cal.com API key starts with cal_ (cal_live_… or cal_test_…)."),
  ).toBeVisible();
  await expect(key).toHaveAttribute("aria-invalid", "true");
  await key.fill("cal_live_not_a_real_key");
  await page.keyboard.press("Enter");
  await expect(form.getByText(/Cal\.com refused this API key/)).toBeVisible();

  // The right key lists the account's event types; the one chosen with the keyboard is connected.
  await key.fill(E2E_CALCOM_KEY);
  await page.keyboard.press("Enter");
  const eventType = form.getByLabel("Event type callers book");
  await expect(eventType).toBeVisible();
  await expect(eventType.getByRole("option")).toHaveText(["Haircut (30 min)", "Colour (90 min)"]);
  await eventType.selectOption({ label: "Colour (90 min)" });
  await eventType.focus();
  await page.keyboard.press("Tab");
  await expect(form.getByRole("button", { name: "Connect Cal.com" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(section.getByText("Connected: callers book")).toContainText("Colour (90 min) in Cal.com.");
  await expect(page.getByText("Cal.com connected").first()).toBeVisible();

  const connection = await page.request.get(`/api/active-bots/${agentId}/calcom`);
  const body = await connection.text();
  expect(JSON.parse(body)).toMatchObject({ connected: true, eventType: { id: 502, title: "Colour" } });
  expect(body).not.toContain(E2E_CALCOM_KEY);
  expect(await page.content()).not.toContain(E2E_CALCOM_KEY);

  // Still connected after a reload; disconnecting asks first and brings the form back.
  await page.reload();
  await section.getByRole("button", { name: "Disconnect Cal.com" }).click();
  const dialog = page.getByRole("dialog", { name: "Disconnect Cal.com?" });
  await dialog.getByRole("button", { name: "Disconnect" }).click();
  await expect(section.getByLabel("Cal.com API key")).toBeVisible();
  expect(await (await page.request.get(`/api/active-bots/${agentId}/calcom`)).json()).toMatchObject({
    connected: false,
  });
});
