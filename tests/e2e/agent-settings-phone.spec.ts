import { expect, test } from "./fixtures";
import { createAgentThroughTheApi, grantBalance, signUpThroughTheScreen } from "./support";

// On a phone the agent's setup folds above the chat; a live agent's change there is applied at once,
// for free, like beside the chat on a wide screen (agent-builder.spec.ts).

test("on a phone a live agent's new timezone and hours are applied by one Update Agent, without the 15-second wait", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpThroughTheScreen(page);
  await grantBalance(page, 50);
  const agentId = await createAgentThroughTheApi(page);
  await page.reload();
  await page.getByRole("button", { name: "Open sidebar" }).click();
  await page.getByRole("region", { name: "Active Agents" }).getByRole("button", { name: /^Lina/ }).click();
  await expect(page.getByText("Agent Loaded").first()).toBeVisible();
  const setup = page.getByRole("region", { name: "Agent setup" });
  // Folded open from before the agent was chosen, when no number was.
  await expect(setup.getByRole("button", { name: /^Agent setup/ })).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("button", { name: "Update Agent" })).toHaveCount(0);

  await setup.getByLabel("Timezone").selectOption("America/Chicago");
  await setup.getByLabel("Opening hours").fill("Mon-Fri 8:00 AM - 6:00 PM");
  await expect(setup.getByText("These changes are not live yet")).toBeVisible();
  // One Update action, and the owner can see it without scrolling the page.
  const update = page.getByRole("button", { name: "Update Agent" });
  await expect(update).toHaveCount(1);
  await expect(update).toBeInViewport();

  const applied = Date.now();
  await update.click();
  await expect(
    page.getByRole("region", { name: /Notifications/, includeHidden: true }).getByText("Agent Updated"),
  ).toBeVisible();
  expect(Date.now() - applied).toBeLessThan(5_000);
  await expect(page.getByText("this takes about 15 seconds")).toHaveCount(0);
  await expect(update).toHaveCount(0);

  const agents = (await (await page.request.get("/api/active-bots")).json()) as Record<string, unknown>[];
  expect(agents.find((agent) => agent.id === agentId)).toMatchObject({
    timezone: "America/Chicago",
    customHours: "Mon-Fri 8:00 AM - 6:00 PM",
  });
});
