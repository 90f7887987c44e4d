import { join } from "node:path";
import { mailedResetLink } from "../support/awaited-mail";
import { expect, test } from "./fixtures";
import { mailedCode, newPerson, signUpThroughTheScreen, startSignUpThroughTheScreen } from "./support";

// A visitor signs up, verifies from the outbox, signs out, signs back
// in with the email, and meets the 404 page.
test("a visitor signs up, verifies, logs out, logs in with the email and meets the 404 page", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Create Custom AI Call Agents" })).toBeVisible();
  await page.getByRole("button", { name: "Learn More" }).click();
  await expect(page.getByRole("heading", { name: "Real Phone Numbers" })).toBeInViewport();

  await page.getByRole("link", { name: "Sign In" }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole("button", { name: "Create an account" }).click();

  const person = newPerson();
  await page.getByLabel("Username", { exact: true }).fill(person.username);
  await page.getByLabel("Email", { exact: true }).fill(person.email);
  await page.getByLabel("Password", { exact: true }).fill(person.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByLabel("Verification code")).toBeVisible();
  await page.getByLabel("Verification code").fill(await mailedCode(person.email));
  await page.getByRole("button", { name: "Verify Email" }).click();
  await expect(page.getByText(`Welcome, ${person.username}`)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("heading", { name: "Create Custom AI Call Agents" })).toBeVisible();
  await expect(page.getByText(`Welcome, ${person.username}`)).toHaveCount(0);

  // From the keyboard alone: the cursor starts in the first field, Tab moves on, Enter signs in.
  await page.goto("/login");
  await expect(page.getByLabel("Username or email")).toBeFocused();
  await page.keyboard.type(person.email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(person.password);
  await page.keyboard.press("Enter");
  await expect(page.getByText(`Welcome, ${person.username}`)).toBeVisible();

  // A signed-in visit to the login screen goes home.
  await page.goto("/login");
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});

test("the login and signup screens open with the cursor in their first field", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByLabel("Username or email")).toBeFocused();
  await page.keyboard.type("someone");
  await expect(page.getByLabel("Username or email")).toHaveValue("someone");

  await page.goto("/signup");
  await expect(page.getByLabel("Username", { exact: true })).toBeFocused();
});

test("a resent verification code clears the error the wrong code left under the field", async ({ page }) => {
  const person = await startSignUpThroughTheScreen(page);
  const codeField = page.getByLabel("Verification code");
  const mailed = await mailedCode(person.email);
  await codeField.fill(mailed === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Verify Email" }).click();
  const wrongCodeError = page.getByText("Invalid verification code", { exact: true });
  await expect(wrongCodeError).toBeVisible();
  await expect(codeField).toHaveAttribute("aria-invalid", "true");

  await page.getByRole("button", { name: "Resend Code" }).click();
  await expect(page.getByText("Check your email").first()).toBeVisible();
  await expect(wrongCodeError).toHaveCount(0);
  await expect(codeField).not.toHaveAttribute("aria-invalid", "true");

  // The new code verifies the account.
  await expect.poll(() => mailedCode(person.email)).not.toBe(mailed);
  await codeField.fill(await mailedCode(person.email));
  await page.getByRole("button", { name: "Verify Email" }).click();
  await expect(page.getByText(`Welcome, ${person.username}`)).toBeVisible();
});

test("the login form shows a field error under the field and a toast for a wrong password", async ({
  page,
}) => {
  await page.goto("/login");
  await page.getByLabel("Username or email").fill("x");
  await page.getByLabel("Password", { exact: true }).fill("wrong password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(
    page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: "Login Failed" }),
  ).toBeVisible();
  await expect(page.getByText("Incorrect username or password.", { exact: true })).toBeVisible();

  // A taken username is a field error under the Username field.
  const first = await signUpThroughTheScreen(page);
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("heading", { name: "Create Custom AI Call Agents" })).toBeVisible();
  await page.goto("/signup");
  const second = newPerson();
  await page.getByLabel("Username", { exact: true }).fill(first.username);
  await page.getByLabel("Email", { exact: true }).fill(second.email);
  await page.getByLabel("Password", { exact: true }).fill(second.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  const usernameField = page.getByLabel("Username", { exact: true });
  await expect(usernameField).toHaveAttribute("aria-invalid", "true");
  await expect(
    page.getByText("This username is taken. Please choose another one.", { exact: true }),
  ).toBeVisible();
});

test("at phone width the sidebar starts closed and opens as an overlay that Escape closes", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const person = await signUpThroughTheScreen(page);
  await expect(page.getByText(`Welcome, ${person.username}`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const overlay = page.getByRole("dialog", { name: "Agent tools" });
  await expect(overlay).toHaveCount(0);
  await page.getByRole("button", { name: "Open sidebar" }).click();
  await expect(overlay).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(overlay).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Open sidebar" })).toBeFocused();
});

test("an owner who forgot the password gets a link from the login screen, sets a new one and is signed in", async ({
  page,
}) => {
  const person = await signUpThroughTheScreen(page);
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("heading", { name: "Create Custom AI Call Agents" })).toBeVisible();

  // The email typed as the username carries over; the keyboard alone sends the request.
  await page.goto("/login");
  await page.getByLabel("Username or email").fill(person.email);
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  const emailField = page.getByLabel("Email", { exact: true });
  await expect(emailField).toBeFocused();
  await expect(emailField).toHaveValue(person.email);
  await page.keyboard.press("Enter");
  await expect(page.getByText(`If ${person.email} belongs to a verified account`)).toBeVisible();

  const link = await mailedResetLink(join(process.env.E2E_DATA_DIR!, "outbox"), person.email);
  // On a phone, as a mail is often opened.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(link.href);
  const newPassword = page.getByLabel("New password");
  await expect(newPassword).toBeFocused();
  // The token leaves the address bar once read.
  await expect(page).toHaveURL(/\/reset-password$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.keyboard.type("short");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Password must be at least 8 characters.")).toBeVisible();
  await newPassword.fill("a fresh start at dawn");
  await page.keyboard.press("Enter");
  await expect(page.getByText(`Welcome, ${person.username}`)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The link worked once.
  await page.goto(link.href);
  await page.getByLabel("New password").fill("another try at dusk");
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "This reset link no longer works" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send Reset Link" })).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 720 });
  // Signed out, the old password fails and the new one signs in.
  await page.goto("/");
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("heading", { name: "Create Custom AI Call Agents" })).toBeVisible();
  await page.goto("/login");
  await page.getByLabel("Username or email").fill(person.username);
  await page.getByLabel("Password", { exact: true }).fill(person.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Incorrect username or password.", { exact: true })).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("a fresh start at dawn");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText(`Welcome, ${person.username}`)).toBeVisible();
});
