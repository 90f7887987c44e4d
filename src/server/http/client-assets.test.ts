import { describe, expect, it } from "vitest";
import { signedInOwner } from "../../../tests/support/public-user";
import { pageEncodingFor, pageSessionElement } from "./client-assets";

describe("the session a page carries", () => {
  const owner = signedInOwner({
    firstName: "</script><script>alert(1)</script>",
    lastName: "<!-- Ríos \u2028",
  });

  it("reads back as the owner, and no text of theirs can close the element or open another", () => {
    const element = pageSessionElement(owner);
    const match = element.match(/^<script type="application\/json" id="page-session">(.*)<\/script>$/s);
    expect(match).not.toBeNull();
    const json = match![1]!;
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({ user: owner });
  });

  it("leaves the profile picture to the session lookup", () => {
    const withPicture = { ...owner, profilePicture: `data:image/jpeg;base64,${"A".repeat(300_000)}` };
    const element = pageSessionElement(withPicture);
    expect(element.length).toBeLessThan(1000);
    expect(element).toContain('"profilePicture":null');
  });

  it("says there is no user for a visitor", () => {
    expect(pageSessionElement(null)).toBe(
      '<script type="application/json" id="page-session">{"user":null}</script>',
    );
  });
});

describe("the encoding a page is sent in", () => {
  it("is brotli, else gzip, as the browser accepts them", () => {
    expect(pageEncodingFor("gzip, deflate, br, zstd")).toBe("br");
    expect(pageEncodingFor("gzip;q=1.0, br;q=0")).toBe("gzip");
    expect(pageEncodingFor("deflate")).toBeUndefined();
    expect(pageEncodingFor(undefined)).toBeUndefined();
  });
});
