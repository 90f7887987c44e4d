import { expect, test } from "./fixtures";
import { createAgentThroughTheApi, grantBalance, signUpThroughTheScreen } from "./support";

// In Chromium: create an agent, run a typed test call over the test call line (ConversationRelay's
// messages on a WebSocket, the page in Twilio's place), see the transcript and the cost in the call
// log and the balance down by it. This Chromium has no speech recognition: typing is the way in.

// A call shorter than a minute is one started minute of voice ($0.01) and AI ($0.10).
const SHORT_CALL_COST = "$0.11";

test("an owner test-calls an agent by typing, then finds the call, its transcript and its cost in the call log", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpThroughTheScreen(page);
  await grantBalance(page, 50);
  await createAgentThroughTheApi(page);
  await page.reload();
  await page.getByRole("button", { name: "Expand sidebar" }).click();
  const sidebar = page.getByRole("navigation", { name: "Agent tools" });
  const balanceEntry = sidebar.getByRole("button", { name: /Balance/ });
  await expect(balanceEntry).toContainText("$25.00");

  // The owner knows the price and the balance before the call starts.
  await sidebar.getByRole("button", { name: "Test call with Lina" }).click();
  const callScreen = page.getByRole("dialog", { name: "Test call with Lina" });
  await expect(callScreen).toContainText("$0.11 per started minute");
  await expect(callScreen).toContainText("$25.00");
  const line = page.waitForEvent("websocket", (socket) => socket.url().includes("/api/test-calls/relay"));
  await callScreen.getByRole("button", { name: "Start call" }).click();
  const lineMessages: string[] = [];
  (await line).on("framesent", (frame) => lineMessages.push(String(frame.payload)));

  const transcript = callScreen.getByRole("log", { name: "Call transcript" });
  await expect(transcript).toContainText("Lina said:");
  await expect(callScreen.getByText("Cost so far")).toBeVisible();
  const input = callScreen.getByLabel("Say something to Lina");
  await expect(input).toBeFocused();
  await input.fill("What are your hours?");
  await input.press("Enter");
  await expect(transcript).toContainText("What are your hours?");
  await expect(transcript).toContainText("We're open Monday to Friday, 9 AM to 5 PM");
  await expect(input).toHaveValue("");
  // The typed words went to the agent as a caller's prompt on the line.
  expect(lineMessages.map((message) => JSON.parse(message))).toContainEqual({
    type: "prompt",
    voicePrompt: "What are your hours?",
    last: true,
  });

  // A caller who starts a message and is gone before giving a number still leaves it, marked partial.
  await input.fill("I'd like to leave a message for the owner please. This is Ana Ruiz.");
  await input.press("Enter");
  await expect(transcript.getByText("Ana Ruiz").first()).toBeVisible();
  await expect(input).toHaveValue("");

  await callScreen.getByRole("button", { name: "End call" }).click();
  await expect(callScreen.getByRole("heading", { name: "Call summary" })).toBeVisible();
  await expect(callScreen.getByRole("heading", { name: "Message taken, partly" })).toBeVisible();
  await expect(callScreen).toContainText("Ana Ruiz");
  await expect(callScreen).toContainText("You ended the call.");
  await expect(callScreen).toContainText(`Total${SHORT_CALL_COST}`);
  await expect(callScreen).toContainText("Balance now$24.89");

  // The summary links to the call in the call log, with its transcript and cost.
  await callScreen.getByRole("link", { name: "Open in the call log" }).click();
  await expect(page).toHaveURL(/\/calls\?call=/);
  const details = page.getByRole("dialog", { name: "Call details" });
  await expect(details).toContainText("Test call (browser)");
  await expect(details).toContainText("What are your hours?");
  await expect(details).toContainText("We're open Monday to Friday");
  await expect(details).toContainText(`Total${SHORT_CALL_COST}`);
  await details.getByRole("button", { name: "Close" }).click();
  await expect(page).toHaveURL(/\/calls$/);

  const log = page.getByRole("region", { name: "Call log" });
  const loggedCall = log.getByRole("listitem").filter({ hasText: "Lina" });
  await expect(loggedCall).toHaveCount(1);
  await expect(loggedCall).toContainText("test");
  await expect(loggedCall).toContainText(SHORT_CALL_COST);
  await log.getByLabel("Search this page").fill("pizza");
  await expect(log.getByText("No call on this page matches")).toBeVisible();
  await log.getByLabel("Search this page").fill("lina");
  await expect(loggedCall).toHaveCount(1);

  const totals = page.getByRole("region", { name: "Last 30 days" });
  await expect(totals.getByRole("listitem").filter({ hasText: "Lina" })).toContainText(SHORT_CALL_COST);
  await expect(totals.getByRole("figure")).toContainText("1 call in 30 days");

  // Back on the main screen, the balance is lower by exactly the call's cost: $25.00 - $0.11.
  await page.getByRole("link", { name: "Dashboard" }).click();
  await page.getByRole("button", { name: "Expand sidebar" }).click();
  await expect(balanceEntry).toContainText("$24.89");
  await page.reload();
  await page.getByRole("button", { name: "Expand sidebar" }).click();
  await expect(balanceEntry).toContainText("$24.89");
});

test("an agent's buttons hold still while the sidebar widens, so a press lands on the button it was aimed at", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpThroughTheScreen(page);
  await grantBalance(page, 30);
  await createAgentThroughTheApi(page);
  await page.reload();
  await expect(page.getByRole("button", { name: "Expand sidebar" })).toBeVisible();

  // Where the Delete button sits at points through the rail's widening. The transitions are paused and
  // moved to each point, so what is measured does not depend on how many frames a busy machine draws.
  const { transitions, positions } = await page.evaluate(async () => {
    document.querySelector<HTMLButtonElement>("button[aria-label='Expand sidebar']")?.click();
    await new Promise(requestAnimationFrame);
    const running = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    for (const transition of running) transition.pause();
    const seen: number[] = [];
    for (const fraction of [0, 0.1, 0.25, 0.5, 0.75, 0.9, 0.97, 1]) {
      for (const transition of running) {
        transition.currentTime = fraction * Number(transition.effect?.getComputedTiming().endTime ?? 0);
      }
      const button = document.querySelector("button[aria-label='Delete Lina']");
      if (button) seen.push(Math.round(button.getBoundingClientRect().left));
    }
    for (const transition of running) transition.finish();
    return { transitions: running.length, positions: seen };
  });
  expect(transitions).toBeGreaterThan(0);
  expect(positions).toHaveLength(8);
  expect(new Set(positions).size).toBe(1);
});

test("on a phone the call screen fills the screen, and the Calls page fits without sideways scrolling", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpThroughTheScreen(page);
  await grantBalance(page, 30);
  await createAgentThroughTheApi(page);

  await page.goto("/calls");
  await expect(page.getByRole("heading", { name: "Calls", level: 1 })).toBeVisible();
  await expect(page.getByText("No calls yet")).toBeVisible();
  const scrollsSideways = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(scrollsSideways).toBe(false);

  // The empty log's next step is a test call.
  await page
    .getByRole("region", { name: "Call log" })
    .getByRole("button", { name: "Test call with Lina" })
    .click();
  const callScreen = page.getByRole("dialog", { name: "Test call with Lina" });
  await expect(callScreen).toBeVisible();
  // The box is measured once the opening animation has settled.
  await expect(async () => {
    expect(await callScreen.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  }).toPass();
  await callScreen.getByRole("button", { name: "Cancel" }).click();
  await expect(callScreen).toHaveCount(0);
});

test("an agent paused at a $0 balance says so in the sidebar, and its test call offers to add balance", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpThroughTheScreen(page);
  await grantBalance(page, 25);
  // Auto-recharge (on by default) would top the balance up again right after the $25 agent fee.
  const settings = await page.request.patch("/api/user-settings", {
    headers: { origin: new URL(page.url()).origin },
    data: { autoRechargeEnabled: false, autoRechargeLimit: 10 },
  });
  expect(settings.status()).toBe(200);
  await createAgentThroughTheApi(page);
  await page.reload();
  await page.getByRole("button", { name: "Expand sidebar" }).click();
  const sidebar = page.getByRole("navigation", { name: "Agent tools" });
  const agentRow = sidebar.getByRole("listitem").filter({ hasText: "Lina" });
  await expect(agentRow).toContainText("paused");
  await expect(agentRow).toContainText("Not answering calls: your balance is $0.");

  await agentRow.getByRole("button", { name: "Test call with Lina" }).click();
  const callScreen = page.getByRole("dialog", { name: "Test call with Lina" });
  await expect(callScreen).toContainText("Lina is paused");
  await expect(callScreen.getByRole("button", { name: "Start call" })).toBeDisabled();
  await callScreen.getByRole("link", { name: "Add Balance" }).click();
  await expect(page).toHaveURL(/\/add-balance$/);
  await expect(callScreen).toHaveCount(0);

  await page.goto("/");
  await page.getByRole("button", { name: "Expand sidebar" }).click();
  await agentRow.getByRole("button", { name: "Add balance" }).click();
  await expect(page.getByRole("dialog", { name: /Balance/ })).toBeVisible();
});

test("a call screen that could not be fetched says so, and the next try opens it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpThroughTheScreen(page);
  await grantBalance(page, 30);
  await createAgentThroughTheApi(page);
  // The connection drops once, as the call screen's code is fetched.
  let refused = 0;
  await page.route(/test-call-dialog-[\w-]+\.js$/, (route) => {
    if (refused++ === 0) return route.abort("internetdisconnected");
    return route.continue();
  });
  await page.goto("/calls");
  const testCall = page
    .getByRole("region", { name: "Call log" })
    .getByRole("button", { name: "Test call with Lina" });
  await testCall.click();
  const failure = page.getByRole("alert").filter({ hasText: "The call screen did not load" });
  await expect(failure).toContainText("Check your connection and try the test call again.");
  await failure.getByRole("button", { name: "Close" }).click();
  await expect(failure).toHaveCount(0);

  await testCall.click();
  const callScreen = page.getByRole("dialog", { name: "Test call with Lina" });
  await expect(callScreen).toContainText("$0.11 per started minute");
  expect(refused).toBe(2);
});
