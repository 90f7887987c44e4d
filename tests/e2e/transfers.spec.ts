import { expect, test } from "./fixtures";
import { createAgentThroughTheApi, grantBalance, signUpThroughTheScreen } from "./support";

// An owner gives a live agent a person to put callers through to, in the setup panel, and a typed
// test call shows whom the line would ring.

test("an owner adds a manager to transfer to, applies it, and a test caller asking for a person would be put through", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpThroughTheScreen(page);
  await grantBalance(page, 50);
  await createAgentThroughTheApi(page);
  await page.reload();
  await page.getByRole("button", { name: "Expand sidebar" }).click();
  const sidebar = page.getByRole("navigation", { name: "Agent tools" });
  await sidebar.getByRole("region", { name: "Active Agents" }).getByRole("button", { name: /^Lina/ }).click();
  await expect(page.getByText("Agent Loaded").first()).toBeVisible();

  const setup = page.getByRole("complementary", { name: "Agent setup" });
  const transfers = setup.getByRole("group", { name: "Transfers to a person" });
  await transfers.getByRole("button", { name: "Add a transfer number" }).click();
  const row = transfers.getByRole("listitem");
  await row.getByLabel("Who answers").fill("Manager");
  // A number of no country the product serves is refused under its field once the owner leaves it.
  await row.getByLabel("Number").fill("+33142685300");
  await row.getByLabel("Who answers").focus();
  await expect(row).toContainText("Enter a transfer number of one of our countries");
  await row.getByLabel("Number").fill("+15125550100");
  await expect(row).not.toContainText("Enter a transfer number of one of our countries");
  await expect(row.getByRole("switch", { name: "Callers who ask for a person" })).toBeChecked();
  await row.getByRole("switch", { name: "Emergencies" }).click();
  await transfers.getByLabel("Put callers through").selectOption("opening-hours");

  await expect(setup.getByText("These changes are not live yet")).toBeVisible();
  await setup.getByRole("button", { name: "Update Agent" }).click();
  await expect(setup.getByRole("button", { name: "Update Agent" })).toHaveCount(0);
  const stored = await page.request.get("/api/active-bots");
  expect((await stored.json())[0]).toMatchObject({
    transferTargets: [
      { label: "Manager", number: "+15125550100", whenAsked: true, whenUrgent: true, rule: "" },
    ],
    transferHours: { mode: "opening-hours" },
  });

  // Any time, so the test call below rings whenever the test runs.
  await transfers.getByLabel("Put callers through").selectOption("always");
  await setup.getByRole("button", { name: "Update Agent" }).click();
  await expect(setup.getByRole("button", { name: "Update Agent" })).toHaveCount(0);

  await sidebar.getByRole("button", { name: "Test call with Lina" }).click();
  const callScreen = page.getByRole("dialog", { name: "Test call with Lina" });
  await callScreen.getByRole("button", { name: "Start call" }).click();
  const input = callScreen.getByLabel("Say something to Lina");
  await expect(input).toBeFocused();
  await input.fill("Can I speak to the manager please?");
  await input.press("Enter");
  const transcript = callScreen.getByRole("log", { name: "Call transcript" });
  await expect(transcript).toContainText("I'll put you through to the Manager now, one moment.");
  await expect(transcript).toContainText(
    "Would now ring Manager at +1 512 555 0100, who would hear: A caller is calling Luigi's Trattoria and says: Can I speak to the manager please?",
  );
});
