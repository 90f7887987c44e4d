import { describe, expect, it } from "vitest";
import { addFaqPath } from "../../../shared/knowledge-links";
import { loginPathLeadingTo, nextPathAfterSignIn } from "./next-path";

describe("a link into the main screen followed while signed out", () => {
  it("goes through the login page and on to the link, its query whole", () => {
    const link = new URL(addFaqPath("a1b2", "Do you have gluten-free crust & vegan cheese?"), "http://x");
    const login = loginPathLeadingTo("/login", link.pathname, link.search);
    expect(login.startsWith("/login?next=")).toBe(true);
    expect(nextPathAfterSignIn(new URL(login, "http://x").search)).toBe(`${link.pathname}${link.search}`);
  });

  it("is the plain login page when the link has no query, and leads home", () => {
    expect(loginPathLeadingTo("/login", "/dashboard", "")).toBe("/login");
    expect(nextPathAfterSignIn("")).toBe("/");
  });

  it("never leads off the site", () => {
    for (const next of ["//evil.example/x", "/\\evil.example", "https://evil.example/", "dashboard"]) {
      expect(nextPathAfterSignIn(`?next=${encodeURIComponent(next)}`)).toBe("/");
    }
  });
});
