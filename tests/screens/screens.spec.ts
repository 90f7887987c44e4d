import { expect, type Page, test } from "@playwright/test";
import { createAgentThroughTheApi, grantBalance, signUpThroughTheScreen } from "../e2e/support";

const SIZES = [
  {
    name: "desktop",
    viewport: { width: 1280, height: 800 },
    sidebarToggle: "Expand sidebar",
    owner: "luigi",
  },
  { name: "phone", viewport: { width: 390, height: 844 }, sidebarToggle: "Open sidebar", owner: "maria" },
] as const;

/**
 * The agent an owner would have after a week: the test agent, putting callers through to the
 * manager within its opening hours, and taking bookings.
 */
async function setUpRealisticAgent(page: Page): Promise<void> {
  const agentId = await createAgentThroughTheApi(page);
  const headers = { origin: new URL(page.url()).origin, "content-type": "application/json" };
  const updated = await page.request.put(`/api/active-bots/${agentId}`, {
    headers,
    data: {
      transferTargets: [
        {
          label: "Manager",
          number: "+12125550143",
          whenAsked: true,
          whenUrgent: true,
          rule: "Catering and private parties",
        },
      ],
      transferHours: { mode: "opening-hours" },
    },
  });
  expect(updated.ok()).toBe(true);
  const bookings = await page.request.get(`/api/active-bots/${agentId}/booking-settings`);
  expect(bookings.ok()).toBe(true);
  const saved = await page.request.put(`/api/active-bots/${agentId}/booking-settings`, {
    headers,
    data: { ...(await bookings.json()), enabled: true },
  });
  expect(saved.ok()).toBe(true);
  await bookThroughATestCall(page, agentId);
}

/** A weekday three or more days from now, as a caller says it: "December 7". */
function comingWeekday(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 3);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", timeZone: "UTC" }).format(day);
}

/** A caller books a table in a typed test call, so the main screen lists a booking to come. */
async function bookThroughATestCall(page: Page, agentId: string): Promise<void> {
  const headers = { origin: new URL(page.url()).origin, "content-type": "application/json" };
  const started = await page.request.post("/api/test-calls", { headers, data: { agentId } });
  expect(started.status()).toBe(201);
  const { call } = (await started.json()) as { call: { id: string } };
  const say = async (text: string, expected: string) => {
    const turn = await page.request.post(`/api/test-calls/${call.id}/turn`, { headers, data: { text } });
    expect(turn.ok()).toBe(true);
    expect(((await turn.json()) as { say: string }).say).toContain(expected);
  };
  await say(
    `Hi, I'd like to book a table for two on ${comingWeekday()} at 11 am. My name is Ana Ruiz.`,
    "What phone number should I keep the booking under?",
  );
  await say("It's 212 555 0188", "Shall I book it?");
  await say("Yes please", "You're all set");
  const ended = await page.request.post(`/api/test-calls/${call.id}/end`, { headers });
  expect(ended.ok()).toBe(true);
}

test("the README's screenshots", async ({ browser }) => {
  for (const { name, viewport, sidebarToggle, owner } of SIZES) {
    const context = await browser.newContext({ viewport, colorScheme: "dark" });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.screenshot({ path: `docs/screens/landing-${name}.png` });

    await signUpThroughTheScreen(page, {
      username: owner,
      email: `${owner}@luigis-trattoria.example.com`,
      password: "a quiet evening 42",
    });
    await grantBalance(page, 100);
    await setUpRealisticAgent(page);
    await page.reload();
    await page.getByText("Loading countries…").waitFor({ state: "detached" });
    // The main screen with the agent open, as its owner works on it.
    await page.getByRole("button", { name: sidebarToggle }).click();
    await page.getByRole("region", { name: "Active Agents" }).getByRole("button", { name: /^Lina/ }).click();
    await page.getByText("Here is Lina for Luigi's Trattoria").waitFor();
    const toasts = page
      .getByRole("region", { name: /Notifications/, includeHidden: true })
      .getByRole("listitem");
    await expect(toasts).toHaveCount(0);
    await page.getByText("Ana Ruiz").first().waitFor();
    // The setup scrolled to the people callers are put through to.
    await page.getByText("Transfers to a person").scrollIntoViewIfNeeded();
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
