import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { readOutbox } from "../support/outbox";
import { expect, test } from "./fixtures";
import { signUpThroughTheScreen } from "./support";

// The template gallery, help and support, notification settings and the documentation, end to
// end against the built server.

// An open modal dialog hides the rest of the page from assistive technology, the toasts included.
function toastWith(page: Page, text: string): Locator {
  return page
    .getByRole("region", { name: /Notifications/, includeHidden: true })
    .getByText(text)
    .first();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
});

test("an owner customises the Fitness template and the main screen opens with it", async ({ page }) => {
  await signUpThroughTheScreen(page);
  await page.goto("/agent-templates");
  await expect(page.getByRole("heading", { name: "Agent Templates", level: 1 })).toBeVisible();
  const templates = page.getByRole("list", { name: "Templates" }).locator(":scope > li");
  await expect(templates).toHaveCount(12);

  // Search and category narrow the gallery; nothing matching shows the empty state.
  await page.getByLabel("Search templates").fill("submarine");
  await expect(page.getByRole("heading", { name: "No templates match your search" })).toBeVisible();
  await page.getByRole("button", { name: "Show all templates" }).click();
  await expect(templates).toHaveCount(12);
  await page.getByLabel("Category", { exact: true }).selectOption("fitness");
  await expect(templates).toHaveCount(1);

  // The card is one keyboard stop named after its template.
  const fitnessCard = page.getByRole("button", { name: "Use the Gym & Fitness Studio template" });
  await fitnessCard.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Customise Gym & Fitness Studio" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Business name")).toBeFocused();
  await expect(dialog.getByLabel("Introduction")).toHaveValue(/\[Business Name\]/);

  await dialog.getByRole("button", { name: "Use Template" }).click();
  await expect(dialog.getByText("Please fill in business name.")).toBeVisible();
  await expect(dialog.getByLabel("Business name")).toHaveAccessibleDescription(
    /Please fill in business name\./,
  );
  await expect(dialog.getByLabel("Business name")).toBeFocused();
  await dialog.getByLabel("Business name").fill("   ");
  await dialog.getByRole("button", { name: "Use Template" }).click();
  await expect(page).toHaveURL(/\/agent-templates$/);
  await dialog.getByLabel("Business name").fill("  Iron Temple ");
  await expect(dialog.getByText("Hey, thanks for calling Iron Temple!", { exact: false })).toBeVisible();
  await dialog.getByRole("button", { name: "Use Template" }).click();

  // The main screen loads the stored template once and removes it.
  await expect(page).toHaveURL(/\/$/);
  const chat = page.getByRole("log", { name: "Conversation" });
  await expect(chat).toContainText("I've loaded your template for Iron Temple.");
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem("agentTemplate"))).toBeNull();
  await page.getByRole("button", { name: "Configure Agent" }).click();
  const configuration = page.getByRole("dialog", { name: "Configure Your AI Agent" });
  await expect(configuration.getByLabel("Business name")).toHaveValue("Iron Temple");
  await expect(configuration.getByLabel("Agent name")).toHaveValue("Iron Temple AI Assistant");
  // The template's example facts start the agent's knowledge, for the owner to make their own.
  const services = configuration.getByRole("region", { name: /^Services & menu/ }).getByRole("group");
  await expect(services.first().getByLabel("Name")).toHaveValue("Monthly membership");
  await expect(services.first().getByLabel("Price from")).toHaveValue("49");
});

test("a visitor may browse the templates but is sent to sign in to use one", async ({ page }) => {
  await page.goto("/agent-templates");
  await page.getByRole("button", { name: "Use the Law Firm template" }).click();
  const dialog = page.getByRole("dialog", { name: "Customise Law Firm" });
  await dialog.getByLabel("Business name").fill("Hale & Partners");
  await dialog.getByRole("button", { name: "Sign In to Use Template" }).click();
  await expect(page).toHaveURL(/\/login$/);
  const stored = await page.evaluate(() => window.localStorage.getItem("agentTemplate"));
  expect(JSON.parse(stored ?? "{}")).toMatchObject({ businessName: "Hale & Partners", templateId: "legal" });
});

test("an owner sends a support request and receives its reference by email", async ({ page }) => {
  await page.goto("/help-support");
  await expect(page.getByText("Please log in to submit a support request.").first()).toBeVisible();
  // The notice already says it: pressing Submit Request takes the visitor to its Sign In link.
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Please log in" }).getByRole("link", { name: "Sign In" }),
  ).toBeFocused();

  const person = await signUpThroughTheScreen(page);
  await page.goto("/help-support");
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(person.username);
  await expect(page.getByLabel("Name", { exact: true })).toHaveAttribute("readonly", "");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(person.email);

  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByLabel("Issue type")).toBeFocused();
  await expect(page.getByLabel("Issue type")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Issue type").selectOption("Billing & Payments");
  await page.getByLabel("Message").fill("My top-up of $25 does not show in my balance.");
  await page.getByRole("button", { name: "Submit Request" }).click();

  await expect(page.getByRole("heading", { name: "Your request was sent" })).toBeVisible();
  const reference = (await page.getByText(/^SR-[A-Z0-9]{8}$/).textContent())?.trim() ?? "";
  expect(reference).toMatch(/^SR-/);
  await expect(page.getByText(/Your reference is SR-\w+\. We will reply within 24 hours/)).toBeVisible();

  const outbox = join(process.env.E2E_DATA_DIR!, "outbox");
  await expect
    .poll(async () =>
      (await readOutbox(outbox)).some(
        (mail) => mail.to.includes(person.email) && mail.subject.includes(reference),
      ),
    )
    .toBe(true);

  // The common questions open from the keyboard.
  const question = page.getByText("Why is my agent paused?");
  await question.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Agents pause when your balance reaches $0")).toBeVisible();
});

test("notification settings are kept after a reload", async ({ page }) => {
  await page.goto("/notifications");
  await expect(page).toHaveURL(/\/login$/);

  await signUpThroughTheScreen(page);
  await page.goto("/notifications");
  const weeklyReports = page.getByRole("switch", { name: "Weekly reports" });
  const balanceAlerts = page.getByRole("switch", { name: "Balance alerts" });
  await expect(weeklyReports).toHaveAttribute("aria-checked", "false");
  await expect(balanceAlerts).toHaveAttribute("aria-checked", "true");
  const save = page.getByRole("button", { name: "Save settings" });
  await expect(save).toBeDisabled();

  await weeklyReports.click();
  // A touch 7 px above the drawn track still reaches the switch.
  await balanceAlerts.click({ position: { x: 22, y: -7 } });
  await expect(balanceAlerts).toHaveAttribute("aria-checked", "false");
  await save.click();
  await expect(toastWith(page, "Settings Saved")).toBeVisible();

  await page.reload();
  await expect(weeklyReports).toHaveAttribute("aria-checked", "true");
  await expect(balanceAlerts).toHaveAttribute("aria-checked", "false");
  await expect(page.getByRole("switch")).toHaveCount(6);
});

test("a documentation link opens its section, highlighted in the sidebar", async ({ page }) => {
  await page.goto("/documentation#billing-payments");
  const billing = page.locator("#billing-payments");
  await expect(billing.getByRole("heading", { name: "Billing & Payments" })).toBeInViewport();
  const sidebar = page.getByRole("navigation", { name: "Documentation sections" });
  await expect(sidebar.getByRole("link", { name: "Billing & Payments" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(billing).toContainText("The minimum top-up is $10.");
  await expect(page.getByText("$50 minimum")).toHaveCount(0);

  // Keeping an existing number: the forwarding codes to dial, per kind of line, or moving it to Twilio.
  const ownNumber = page.locator("#bring-your-number");
  await expect(
    ownNumber.getByRole("heading", { name: "Way 1: keep your line and forward it" }),
  ).toBeVisible();
  await expect(ownNumber.getByText("**21*number#").first()).toBeVisible();
  await expect(ownNumber.getByText("*72", { exact: true })).toBeVisible();
  await expect(
    ownNumber.getByRole("heading", { name: "Way 2: move your number into our Twilio account" }),
  ).toBeVisible();

  // Following another section's link moves the highlight with it.
  await sidebar.getByRole("link", { name: "Troubleshooting" }).click();
  await expect(page).toHaveURL(/#troubleshooting$/);
  await expect(sidebar.getByRole("link", { name: "Troubleshooting" })).toHaveAttribute(
    "aria-current",
    "true",
  );

  // The API reference is read from the server's OpenAPI document.
  const reference = page.locator("#api-reference");
  await expect(reference).toContainText("External API access is for Plus subscribers.");
  for (const path of [
    "/api/countries",
    "/api/area-codes/{country}",
    "/api/phone-numbers/{areaCode}",
    "/api/agent-request",
    "/api/active-bots/{id}",
  ]) {
    await expect(reference.getByText(path, { exact: true }).first()).toBeVisible();
  }
  await expect(reference.getByText("requirements", { exact: true })).toBeVisible();

  // How to use a key, and every endpoint a key opens, each with an example to copy.
  await expect(reference).toContainText("Authorization: Bearer sb_key_…");
  const withKey = reference.getByRole("region", { name: "Endpoints for API keys" });
  for (const path of ["/api/active-bots", "/api/active-bots/{id}", "/api/calls", "/api/calls/{id}"]) {
    await expect(withKey.getByText(path, { exact: true }).first()).toBeVisible();
  }
  const origin = new URL(page.url()).origin;
  // A key with write access creates agents: the example carries the body's required fields.
  await expect(withKey.getByText(`curl -X POST "${origin}/api/active-bots"`)).toContainText(
    `-H "Content-Type: application/json"`,
  );
  await expect(withKey.getByText(`curl -X POST "${origin}/api/active-bots"`)).toContainText(
    `"agentName":"…"`,
  );
  await expect(reference).toContainText("a key with write access may also create");
  // A webhook endpoint is changed with its whole new URL and events.
  await expect(withKey.getByText(`curl -X PUT "${origin}/api/webhooks/$ID"`)).toContainText(
    `"url":"…","events":[]`,
  );
  await expect(reference).toContainText(
    "its signing secret stays, and deliveries still pending go to the new URL",
  );
  await expect(withKey.getByText(`curl "${origin}/api/calls/$ID"`)).toContainText(
    'Authorization: Bearer $SWITCHBOARD_API_KEY"',
  );
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await withKey.getByRole("button", { name: "Copy example" }).first().click();
  await expect(withKey.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`^curl "${origin}/api/`),
  );
  await expect(reference.getByText("No API key or session was sent", { exact: false })).toBeVisible();

  // On a phone the sidebar becomes a section picker.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(sidebar).toBeHidden();
  await page.getByLabel("Jump to section").selectOption("agent-templates");
  await expect(page).toHaveURL(/#agent-templates$/);
  await expect(
    page.locator("#agent-templates").getByRole("heading", { name: "Agent Templates" }),
  ).toBeInViewport();
});

// A page whose code cannot be fetched (a dropped connection, a release that replaced it while the tab
// was open) says what happened and how to recover, instead of leaving a blank screen. (The pages sent
// rendered show their text without it: tests/e2e/public-pages.spec.ts.)
test("a page whose code cannot be fetched says so and offers a reload", async ({ page }) => {
  await page.route(/\/assets\/help-support-page-.*\.js$/, (route) => route.abort("internetdisconnected"));
  await page.goto("/help-support");
  await expect(page.getByRole("heading", { name: "This page could not be loaded" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText("Check your connection, then reload the page.");
  await page.unroute(/\/assets\/help-support-page-.*\.js$/);
  await page.getByRole("button", { name: "Reload" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Help & Support" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "This page could not be loaded" })).toHaveCount(0);
});

test("a visitor's pages make no request that fails and log no error", async ({ page }) => {
  const failed: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  for (const [path, heading] of [
    ["/", "Create Custom AI Call Agents"],
    ["/pricing", "Simple, transparent pricing"],
    ["/login", "Welcome back"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState("networkidle");
    // Coming back to the tab is when a stale lookup would be made again.
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await page.waitForLoadState("networkidle");
  }
  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
});

test("a visitor who wants to keep their business number finds how from the pricing page", async ({
  page,
}) => {
  await page.goto("/pricing");
  await page.getByText("Which countries are supported?").click();
  await page.getByRole("link", { name: "forward its calls to your agent, or move it to us" }).click();
  await expect(page).toHaveURL(/\/documentation#bring-your-number$/);
  await expect(page.getByRole("heading", { name: "Bring Your Own Number" })).toBeInViewport();
});

test("the landing footer leads to pricing, documentation, help, sign in, the terms and the privacy notice", async ({
  page,
}) => {
  const destinations = [
    { link: "Pricing", path: "/pricing", heading: "Simple, transparent pricing" },
    { link: "Documentation", path: "/documentation", heading: "Documentation" },
    { link: "Help & Support", path: "/help-support", heading: "Help & Support" },
    { link: "Sign In", path: "/login", heading: "Welcome back" },
    { link: "Terms", path: "/terms", heading: "Terms of Service" },
    { link: "Privacy", path: "/privacy", heading: "Privacy Notice" },
  ];
  for (const { link, path, heading } of destinations) {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: link, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }
  // The terms and the privacy notice are real pages, served to a visitor who comes straight to them.
  for (const { path, title, section } of [
    { path: "/terms", title: "Terms of Service | Switchboard", section: "Plans, balance and payments" },
    { path: "/privacy", title: "Privacy Notice | Switchboard", section: "Cookies and browser storage" },
  ]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
  }
});
