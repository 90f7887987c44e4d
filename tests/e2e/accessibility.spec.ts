import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  createAgentThroughTheApi,
  grantBalance,
  signUpThroughTheScreen,
  startSignUpThroughTheScreen,
} from "./support";

// Every page and dialog passes axe-core with no serious or critical violation of WCAG 2.x
// A and AA; every dialog takes focus, keeps it inside while open, closes on Escape and gives focus back
// to the control that opened it. Every page is served with a Content-Security-Policy, and
// nothing the page loads breaks it.

const WCAG_A_AND_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
const BLOCKING_IMPACTS = new Set(["serious", "critical"]);

/** Runs axe on what the page shows now; a failure names each rule and the elements that break it. */
async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_A_AND_AA).analyze();
  const blocking = violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ""))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      elements: violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary ?? ""}`),
    }));
  expect(blocking, `axe on ${what}`).toEqual([]);
}

/** Collects the browser's reports of anything the Content-Security-Policy refused. */
async function watchContentSecurityPolicy(page: Page): Promise<string[]> {
  const reports: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) reports.push(message.text());
  });
  // A refusal the page catches (an eval tried in a try block) shows in no console message, only as
  // this event.
  await page.exposeFunction("reportPolicyViolation", (report: string) => reports.push(report));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportPolicyViolation: (report: string) => void })
        .reportPolicyViolation;
      report(
        `${event.violatedDirective} refused ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return reports;
}

interface PageCheck {
  path: string;
  /** Visible once the page has drawn its content. */
  ready: (page: Page) => Locator;
}

const pageHeading = (name: string | RegExp) => (page: Page) => page.getByRole("heading", { level: 1, name });

/** Runs axe on what the page shows now and checks that nothing broke the Content-Security-Policy so far. */
async function checkCurrentView(page: Page, cspReports: string[], what: string): Promise<void> {
  await expectNoSeriousViolations(page, what);
  expect(cspReports, `CSP reports up to ${what}`).toEqual([]);
}

/** Opens the page, checks its CSP header, waits for its content and its requests, then checks the view. */
async function checkPage(page: Page, cspReports: string[], { path, ready }: PageCheck): Promise<void> {
  const response = await page.goto(path);
  expect(response?.headers()["content-security-policy"], `CSP header of ${path}`).toContain(
    "default-src 'self'",
  );
  await expect(ready(page)).toBeVisible();
  await page.waitForLoadState("networkidle");
  await checkCurrentView(page, cspReports, path);
}

const focusIsInside = (dialog: Locator) =>
  dialog.evaluate((element) => element.contains(document.activeElement));

/**
 * Opens a dialog from the keyboard and checks it: axe, focus moved in, Tab and Shift+Tab kept in,
 * Escape closes it and focus is back on `opener`.
 */
async function checkDialog(page: Page, opener: Locator, dialog: Locator, what: string): Promise<void> {
  await opener.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusIsInside(dialog), `focus moves into ${what}`).toBe(true);
  await checkOpenDialog(page, dialog, what);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(opener, `focus returns to the control that opened ${what}`).toBeFocused();
}

/** Axe and the focus trap of a dialog that is open and holds focus. */
async function checkOpenDialog(page: Page, dialog: Locator, what: string): Promise<void> {
  await expectNoSeriousViolations(page, what);
  const stops = await dialog.evaluate(
    (element) =>
      element.querySelectorAll("a[href], button:not([disabled]), input, select, textarea, [tabindex]").length,
  );
  // Twice round the dialog in each direction: a leak shows on the first step past either end.
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let step = 0; step < stops * 2 + 2; step++) {
      await page.keyboard.press(key);
      expect(await focusIsInside(dialog), `${key} keeps focus inside ${what}`).toBe(true);
    }
  }
}

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  // Opening animations fade colours in; axe measures contrast on the settled page.
  await page.emulateMedia({ reducedMotion: "reduce" });
});

test("every visitor page passes axe and is served with a Content-Security-Policy it keeps", async ({
  page,
}) => {
  // Ten pages, each loaded and checked by axe: about a minute on a quiet 2-core machine.
  test.setTimeout(180_000);
  const cspReports = await watchContentSecurityPolicy(page);
  const visitorPages: PageCheck[] = [
    { path: "/", ready: pageHeading("Create Custom AI Call Agents") },
    { path: "/login", ready: pageHeading("Welcome back") },
    { path: "/signup", ready: pageHeading("Create your account") },
    { path: "/pricing", ready: pageHeading("Simple, transparent pricing") },
    { path: "/checkout?plan=plus", ready: pageHeading("Checkout") },
    { path: "/agent-templates", ready: pageHeading("Agent Templates") },
    { path: "/help-support", ready: pageHeading("Help & Support") },
    { path: "/documentation", ready: pageHeading("Documentation") },
    { path: "/reset-password", ready: pageHeading("Reset your password") },
    { path: "/no/such/page", ready: pageHeading("404 Page Not Found") },
  ];
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    for (const visitorPage of visitorPages) await checkPage(page, cspReports, visitorPage);
  }

  // Checkout's second step, the card form.
  await page.goto("/checkout?plan=plus");
  await page.getByRole("textbox", { name: "Email" }).fill("visitor@example.com");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByLabel("Card number")).toBeVisible();
  await checkCurrentView(page, cspReports, "the checkout's card step");

  // The email-verification step of /signup.
  await startSignUpThroughTheScreen(page);
  await checkCurrentView(page, cspReports, "the email-verification step");
});

test("every signed-in page passes axe and is served with a Content-Security-Policy it keeps", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const cspReports = await watchContentSecurityPolicy(page);
  await signUpThroughTheScreen(page);
  const signedInPages: PageCheck[] = [
    { path: "/", ready: (current) => current.getByRole("log", { name: "Conversation" }) },
    { path: "/add-balance", ready: pageHeading("Add Balance") },
    { path: "/settings", ready: pageHeading("Payment & Settings") },
    { path: "/upgrade", ready: pageHeading("Upgrade to Plus") },
    { path: "/agent-templates", ready: pageHeading("Agent Templates") },
    { path: "/help-support", ready: pageHeading("Help & Support") },
    { path: "/documentation", ready: pageHeading("Documentation") },
    { path: "/notifications", ready: pageHeading("Notifications") },
    { path: "/calls", ready: pageHeading("Calls") },
    { path: "/bookings", ready: pageHeading("Bookings") },
    { path: "/upgrade-success", ready: pageHeading("Upgrade Successful") },
  ];
  for (const signedInPage of signedInPages) await checkPage(page, cspReports, signedInPage);

  // With no balance, the upgrade is paid by card on /checkout-upgrade.
  await page.goto("/upgrade");
  await page.getByRole("button", { name: "Upgrade to Plus for $25" }).click();
  await expect(page).toHaveURL(/\/checkout-upgrade\?clientSecret=/);
  await expect(page.getByLabel("Card number")).toBeVisible();
  await checkCurrentView(page, cspReports, "/checkout-upgrade");

  // Once a payment has saved a card, /add-balance offers it, with its security code to confirm it.
  await grantBalance(page, 10);
  await page.goto("/add-balance");
  await expect(page.getByRole("radio", { name: /^Visa •••• 4242/ })).toBeChecked();
  await expect(page.getByLabel("CVV")).toBeVisible();
  await checkCurrentView(page, cspReports, "/add-balance with a saved card");

  // At phone width the main screen stacks the setup above the chat and hides the sidebar.
  await page.setViewportSize(PHONE);
  await checkPage(page, cspReports, signedInPages[0]!);
});

test("the main screen's dialogs pass axe, trap focus, close on Escape and return focus", async ({ page }) => {
  // Seven dialogs, each checked by axe and tabbed round twice each way: past a minute on a busy 2-core machine.
  test.setTimeout(180_000);
  await signUpThroughTheScreen(page);
  await grantBalance(page, 50);
  // An agent (for the delete and test-call dialogs) and a saved chat (for Clear All History).
  await createAgentThroughTheApi(page);
  const saved = await page.request.post("/api/conversations", {
    headers: { origin: new URL(page.url()).origin, "content-type": "application/json" },
    data: {
      sessionId: "accessibility-check",
      messages: [
        { id: "m1", role: "user", content: "We are Luigi's Trattoria.", timestamp: new Date().toISOString() },
      ],
    },
  });
  expect(saved.ok()).toBe(true);
  await page.reload();
  await page.getByRole("button", { name: "Expand sidebar" }).click();
  const sidebar = page.getByRole("navigation", { name: "Agent tools" });
  await expect(sidebar.getByRole("listitem").filter({ hasText: "Lina" })).toBeVisible();

  await checkDialog(
    page,
    page.getByRole("button", { name: "Configure Agent" }),
    page.getByRole("dialog", { name: "Configure Your AI Agent" }),
    "the Configure Your AI Agent dialog",
  );
  await checkDialog(
    page,
    sidebar.getByRole("button", { name: /Balance/ }),
    page.getByRole("dialog", { name: "Balance Manager" }),
    "the Balance Manager",
  );
  await checkDialog(
    page,
    sidebar.getByRole("button", { name: "Delete Lina" }),
    page.getByRole("dialog", { name: "Delete Bot Confirmation" }),
    "the Delete Bot Confirmation dialog",
  );
  await checkDialog(
    page,
    sidebar.getByRole("region", { name: "History" }).getByRole("button", { name: "Clear All History" }),
    page.getByRole("dialog", { name: "Clear All History" }),
    "the Clear All History dialog",
  );
  await checkDialog(
    page,
    sidebar.getByRole("button", { name: "Test call with Lina" }),
    page.getByRole("dialog", { name: "Test call with Lina" }),
    "the test call dialog",
  );
  await checkDialog(
    page,
    page.getByRole("button", { name: "Request Custom Agent" }),
    page.getByRole("dialog", { name: "Request a Custom Agent" }),
    "the custom agent request dialog",
  );

  // The profile dialog opens from a menu, so focus goes back to the menu's button.
  const userMenu = page.getByRole("button", { name: "User menu" });
  const profile = page.getByRole("dialog", { name: "Profile Settings" });
  await userMenu.focus();
  await page.keyboard.press("Enter");
  await page.getByRole("menuitem", { name: "Profile Settings" }).press("Enter");
  await expect(profile).toBeVisible();
  await expect.poll(() => focusIsInside(profile), "focus moves into the profile dialog").toBe(true);
  await checkOpenDialog(page, profile, "the Profile Settings dialog");

  // The crop dialog opens over the profile dialog from the file chooser, and gives focus back to it.
  await profile.getByLabel("Profile picture").setInputFiles({
    name: "portrait.png",
    mimeType: "image/png",
    buffer: Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    ),
  });
  const crop = page.getByRole("dialog", { name: "Crop Profile Picture" });
  await expect(crop).toBeVisible();
  await expect.poll(() => focusIsInside(crop), "focus moves into the crop dialog").toBe(true);
  await checkOpenDialog(page, crop, "the Crop Profile Picture dialog");
  await page.keyboard.press("Escape");
  await expect(crop).toHaveCount(0);
  await expect.poll(() => focusIsInside(profile), "focus returns to the profile dialog").toBe(true);

  await page.keyboard.press("Escape");
  await expect(profile).toHaveCount(0);
  await expect(userMenu, "focus returns to the menu that opened the profile dialog").toBeFocused();
});

test("the template dialog and the phone sidebar pass axe, trap focus and return it", async ({ page }) => {
  await page.goto("/agent-templates");
  await checkDialog(
    page,
    page.getByRole("button", { name: "Use the Law Firm template" }),
    page.getByRole("dialog", { name: "Customise Law Firm" }),
    "the template dialog",
  );

  await signUpThroughTheScreen(page);
  await page.setViewportSize(PHONE);
  await checkDialog(
    page,
    page.getByRole("button", { name: "Open sidebar" }),
    page.getByRole("dialog", { name: "Agent tools" }),
    "the phone sidebar",
  );
});

test("the dialogs of the settings page and the call log pass axe, trap focus and return it", async ({
  page,
}) => {
  await signUpThroughTheScreen(page);
  const headers = { origin: new URL(page.url()).origin, "content-type": "application/json" };
  // The top-up saves its card; Plus (paid from the balance) brings API keys; one test call fills the log.
  await grantBalance(page, 80);
  expect((await page.request.post("/api/upgrade-with-balance", { headers, data: { amount: 25 } })).ok()).toBe(
    true,
  );
  const agentId = await createAgentThroughTheApi(page);
  const started = await page.request.post("/api/test-calls", { headers, data: { agentId } });
  expect(started.ok()).toBe(true);
  const { call } = (await started.json()) as { call: { id: string } };
  expect((await page.request.post(`/api/test-calls/${call.id}/end`, { headers })).ok()).toBe(true);

  await page.goto("/settings");
  await page.getByLabel("Key name").fill("Booking system");
  await page.getByLabel("Access").selectOption("write");
  await page.getByRole("button", { name: "Create key" }).click();
  await page.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "Booking system" })).toContainText(
    "Read and write",
  );
  await checkDialog(
    page,
    page.getByRole("button", { name: "Revoke Booking system" }),
    page.getByRole("dialog", { name: 'Revoke "Booking system"?' }),
    "the Revoke key dialog",
  );
  await checkDialog(
    page,
    page.getByRole("button", { name: "Remove", exact: true }),
    page.getByRole("dialog", { name: "Remove this card?" }),
    "the Remove card dialog",
  );

  await page.goto("/calls");
  await checkDialog(
    page,
    page.getByRole("region", { name: "Call log" }).getByRole("listitem").getByRole("button").first(),
    page.getByRole("dialog", { name: "Call details" }),
    "the Call details dialog",
  );
});
