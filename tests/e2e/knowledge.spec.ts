import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { addFaqPath } from "../../src/shared/knowledge-links";
import { expect, test } from "./fixtures";
import { openCreatedAgent, signUpThroughTheScreen } from "./support";

// What an agent knows, in the Configure dialog: facts by kind, documents with their text shown back,
// and the Add-as-FAQ link from the owner's mail.

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
});

function configureDialog(page: Page): Locator {
  return page.getByRole("dialog", { name: "Configure Your AI Agent" });
}

function knowledgeGroup(dialog: Locator, title: string): Locator {
  return dialog.getByRole("region", { name: new RegExp(`^${title}`) });
}

/** Adds a menu item in the open dialog; the keyboard is in its name as soon as the row is there. */
async function addMenuItem(dialog: Locator, name: string, price: { from: string; to?: string }) {
  const services = knowledgeGroup(dialog, "Services & menu");
  await services.getByRole("button", { name: "Add a service or menu item" }).click();
  const row = services.getByRole("group").last();
  await expect(row.getByLabel("Name")).toBeFocused();
  await row.getByLabel("Name").fill(name);
  await row.getByLabel("Price from").fill(price.from);
  if (price.to) await row.getByLabel("Price to (optional)").fill(price.to);
  return row;
}

test("a draft's menu item with its price is kept in the form: saved, then there again on reopening", async ({
  page,
}) => {
  await signUpThroughTheScreen(page);
  await page.getByRole("button", { name: "Configure Agent" }).click();
  const dialog = configureDialog(page);
  // Each group says what it is for while it is empty; a draft's documents wait for the agent.
  await expect(knowledgeGroup(dialog, "Staff")).toContainText("Add the people callers may ask for");
  await expect(dialog).toContainText("Documents (a menu, a price list, an FAQ page) can be added once");

  await dialog.getByLabel("Business category").selectOption("restaurant");
  await dialog.getByLabel("Agent purpose").fill("Take orders and answer menu questions.");
  await dialog.getByLabel("Business name").fill("Luigi's Trattoria");
  await dialog.getByLabel("Agent name").fill("Lina");
  await addMenuItem(dialog, "Margherita", { from: "14" });
  await dialog.getByRole("button", { name: "Save Configuration" }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole("button", { name: "Configure Agent" }).click();
  const row = knowledgeGroup(configureDialog(page), "Services & menu").getByRole("group");
  await expect(row).toHaveCount(1);
  await expect(row.getByLabel("Name")).toHaveValue("Margherita");
  await expect(row.getByLabel("Price from")).toHaveValue("14");
  await expect(row.getByRole("button", { name: "Remove Margherita" })).toBeVisible();
});

test("a row that does not pass shows each sentence under its field and takes the keyboard there", async ({
  page,
}) => {
  await signUpThroughTheScreen(page);
  await page.getByRole("button", { name: "Configure Agent" }).click();
  const dialog = configureDialog(page);
  await dialog.getByLabel("Business category").selectOption("restaurant");
  await dialog.getByLabel("Agent purpose").fill("Take orders.");
  await dialog.getByLabel("Business name").fill("Luigi's Trattoria");
  await dialog.getByLabel("Agent name").fill("Lina");
  const row = await addMenuItem(dialog, "", { from: "20", to: "10" });
  await dialog.getByRole("button", { name: "Save Configuration" }).click();

  const name = row.getByLabel("Name");
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription("Name is required.");
  await expect(row.getByLabel("Price to (optional)")).toHaveAccessibleDescription(
    /The upper price must be above the lower one\./,
  );
  await expect(name).toBeFocused();
  // Nothing was saved: the dialog is still open with the owner's rows.
  await expect(dialog).toBeVisible();
  await name.fill("Party tray");
  await expect(name).not.toHaveAttribute("aria-invalid", "true");
});

test("on a phone the Knowledge rows are one column, and the dialog with a row of each kind passes axe", async ({
  page,
}) => {
  await signUpThroughTheScreen(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Configure Agent" }).click();
  const dialog = configureDialog(page);
  const row = await addMenuItem(dialog, "Margherita", { from: "14", to: "16" });
  const from = await row.getByLabel("Price from").boundingBox();
  const to = await row.getByLabel("Price to (optional)").boundingBox();
  expect(to?.x).toBe(from?.x);
  expect(to?.y ?? 0).toBeGreaterThan((from?.y ?? 0) + (from?.height ?? 0));
  for (const [group, add] of [
    ["Questions & answers", "Add a question"],
    ["Policies", "Add a policy"],
    ["Staff", "Add a staff member"],
    ["Location", "Add an address"],
  ] as const) {
    await knowledgeGroup(dialog, group).getByRole("button", { name: add }).click();
  }
  // Every field stays inside the phone's width.
  const widest = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(widest).toBeLessThanOrEqual(0);
  const { violations } = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"])
    .analyze();
  expect(violations.filter((violation) => ["serious", "critical"].includes(violation.impact ?? ""))).toEqual(
    [],
  );
});

test("an existing agent's menu item is saved to it and loaded again in the dialog", async ({ page }) => {
  const { agentId } = await openCreatedAgent(page);
  await page.getByRole("button", { name: "Configure Agent" }).click();
  const dialog = configureDialog(page);
  await addMenuItem(dialog, "Margherita", { from: "14" });
  await dialog.getByRole("button", { name: "Save Configuration" }).click();
  await expect(dialog).toHaveCount(0);

  const stored = await page.request.get(`/api/active-bots/${agentId}/knowledge`);
  expect(await stored.json()).toMatchObject({
    facts: [{ kind: "service", name: "Margherita", price: { from: 14, to: null } }],
  });
  await page.reload();
  await page.getByRole("button", { name: "Configure Agent" }).click();
  const row = knowledgeGroup(configureDialog(page), "Services & menu").getByRole("group");
  await expect(row.getByLabel("Name")).toHaveValue("Margherita");
  await expect(row.getByLabel("Price from")).toHaveValue("14");
});

test("an uploaded .txt file's text is shown back for checking; a file of another kind is refused at once", async ({
  page,
}) => {
  await openCreatedAgent(page);
  await page.getByRole("button", { name: "Configure Agent" }).click();
  const dialog = configureDialog(page);
  const documents = dialog.getByRole("region", { name: "Documents" });
  await expect(documents).toContainText("0 of 20");

  const upload = documents.getByLabel("Upload a file");
  await upload.setInputFiles({
    name: "setup.exe",
    mimeType: "application/octet-stream",
    buffer: Buffer.from("MZ"),
  });
  await expect(upload).toHaveAccessibleDescription(/Upload a text \(\.txt\), Markdown \(\.md\), PDF/);

  await upload.setInputFiles({
    name: "lunch-menu.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("Lunch menu\nMargherita pizza: $14\nTiramisu: $7\n"),
  });
  await expect(documents).toContainText("1 of 20");
  await expect(documents).toContainText("lunch-menu.txt");
  await documents.getByText("Check the text the agent reads").click();
  await expect(documents.getByRole("region", { name: "Text of lunch-menu.txt" })).toContainText(
    "Margherita pizza: $14",
  );

  await documents.getByRole("button", { name: "Remove lunch-menu.txt" }).click();
  await page
    .getByRole("dialog", { name: "Remove lunch-menu.txt?" })
    .getByRole("button", { name: "Remove document" })
    .click();
  await expect(documents).toContainText("0 of 20");
});

test("an Add-as-FAQ link followed while signed out leads through the login to the question, the keyboard in its answer", async ({
  page,
}) => {
  const { person, agentId } = await openCreatedAgent(page);
  await page.context().clearCookies();
  const question = "Do you have gluten-free crust?";
  await page.goto(addFaqPath(agentId, question));
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel("Username or email").fill(person.username);
  await page.getByLabel("Password", { exact: true }).fill(person.password);
  await page.getByRole("button", { name: "Sign In" }).click();

  const dialog = configureDialog(page);
  const faq = knowledgeGroup(dialog, "Questions & answers").getByRole("group").last();
  await expect(faq.getByLabel("Question")).toHaveValue(question);
  await expect(faq.getByLabel("Answer")).toBeFocused();
  await faq.getByLabel("Answer").fill("Yes, for $3 more.");
  await dialog.getByRole("button", { name: "Save Configuration" }).click();
  await expect(dialog).toHaveCount(0);
  const stored = await page.request.get(`/api/active-bots/${agentId}/knowledge`);
  expect(await stored.json()).toMatchObject({
    facts: [{ kind: "faq", question, answer: "Yes, for $3 more." }],
  });
});

test("a typed test call asking a menu item's price hears the price the owner saved", async ({ page }) => {
  await openCreatedAgent(page);
  await page.getByRole("button", { name: "Configure Agent" }).click();
  const dialog = configureDialog(page);
  await addMenuItem(dialog, "Margherita", { from: "14" });
  await dialog.getByRole("button", { name: "Save Configuration" }).click();
  await expect(dialog).toHaveCount(0);

  await page
    .getByRole("navigation", { name: "Agent tools" })
    .getByRole("button", { name: "Test call with Lina" })
    .click();
  const callScreen = page.getByRole("dialog", { name: "Test call with Lina" });
  await callScreen.getByRole("button", { name: "Start call" }).click();
  const transcript = callScreen.getByRole("log", { name: "Call transcript" });
  await expect(transcript).toContainText("Lina said:");
  const input = callScreen.getByLabel("Say something to Lina");
  await input.fill("How much is the margherita?");
  await input.press("Enter");
  await expect(transcript).toContainText(/\$14\b/);
  await callScreen.getByRole("button", { name: "End call" }).click();
});

test("a question the agent could not answer on a test call is in the call's summary, with its Add-as-FAQ link", async ({
  page,
}) => {
  await openCreatedAgent(page);
  await page
    .getByRole("navigation", { name: "Agent tools" })
    .getByRole("button", { name: "Test call with Lina" })
    .click();
  const callScreen = page.getByRole("dialog", { name: "Test call with Lina" });
  await callScreen.getByRole("button", { name: "Start call" }).click();
  const transcript = callScreen.getByRole("log", { name: "Call transcript" });
  await expect(transcript).toContainText("Lina said:");
  const question = "Do you take Amex?";
  const input = callScreen.getByLabel("Say something to Lina");
  await input.fill(question);
  await input.press("Enter");
  await expect(transcript).toContainText(
    "I don't have that information, but I can pass your question to the team",
  );
  await callScreen.getByRole("button", { name: "End call" }).click();

  const unanswered = callScreen.getByRole("heading", { name: "Questions the agent could not answer" });
  await expect(unanswered).toBeVisible();
  await expect(callScreen).toContainText(`“${question}”`);
  await callScreen.getByRole("link", { name: "Add as FAQ" }).click();
  const faq = knowledgeGroup(configureDialog(page), "Questions & answers").getByRole("group").last();
  await expect(faq.getByLabel("Question")).toHaveValue(question);
});
