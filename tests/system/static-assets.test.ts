import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../../src/server/paths";
import { startAppServer } from "../support/server-process";

// Issue 7 §1 (speed): the built assets go out compressed once at build time, and
// cached for good (their names carry a content hash); pages are never cached stale.
describe("the built client", () => {
  it("is served precompressed with brotli or gzip, immutable, and the page with a CSP", async () => {
    const server = await startAppServer();
    try {
      const entry = readdirSync(join(projectRoot, "dist/client/assets")).find((name) =>
        /^index-.*\.js$/.test(name),
      )!;
      const brotli = await fetch(`${server.url}/assets/${entry}`, { headers: { "accept-encoding": "br" } });
      expect(brotli.headers.get("content-encoding")).toBe("br");
      expect(brotli.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const gzip = await fetch(`${server.url}/assets/${entry}`, { headers: { "accept-encoding": "gzip" } });
      expect(gzip.headers.get("content-encoding")).toBe("gzip");
      const plain = await fetch(`${server.url}/assets/${entry}`, {
        headers: { "accept-encoding": "identity" },
      });
      expect(plain.headers.get("content-encoding")).toBeNull();
      // fetch unpacks what it receives, so the sizes on the wire are read from the headers.
      const sent = (response: Response) => Number(response.headers.get("content-length"));
      // Read to the end, so the server's graceful stop need not wait for these connections.
      await Promise.all([brotli, gzip, plain].map((response) => response.arrayBuffer()));
      expect(sent(brotli)).toBeGreaterThan(0);
      expect(sent(brotli) * 2).toBeLessThan(sent(plain));
      const page = await fetch(`${server.url}/pricing`);
      expect(page.headers.get("cache-control")).toBe("no-cache");
      expect(page.headers.get("content-security-policy")).toContain("default-src 'self'");
      await page.text();
    } finally {
      await server.stop();
    }
  });
});
