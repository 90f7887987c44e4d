import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createOutboxMailer } from "./outbox-mailer";

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("the offline outbox mailer", () => {
  it("writes one RFC 5322 .eml per message with a plain-text and an HTML part, and logs the file", async () => {
    dir = await mkdtemp(join(tmpdir(), "outbox-"));
    const lines: string[] = [];
    const mailer = createOutboxMailer({
      outboxDir: join(dir, "outbox"),
      from: "Switchboard <no-reply@sb.test>",
      log: (l) => lines.push(l),
    });
    await mailer.send({
      to: "owner@example.com",
      subject: "Hello there",
      text: "Plain words",
      html: "<p>Rich <b>words</b></p>",
    });
    await mailer.send({ to: "other@example.com", subject: "Second", text: "Two", html: "<p>Two</p>" });

    const files = (await readdir(join(dir, "outbox"))).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.endsWith(".eml"))).toBe(true);
    const raw = await readFile(join(dir, "outbox", files[0]!), "utf8");
    expect(raw).toMatch(/^From: Switchboard <no-reply@sb\.test>$/m);
    expect(raw).toMatch(/^To: owner@example\.com$/m);
    expect(raw).toMatch(/^Subject: Hello there$/m);
    expect(raw).toMatch(/^Message-ID: <.+@.+>$/m);
    expect(raw).toMatch(/^Date: .+$/m);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(raw).toContain("Content-Type: text/plain");
    expect(raw).toContain("Plain words");
    expect(raw).toContain("Content-Type: text/html");
    expect(raw).toContain("<b>words</b>");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(join(dir, "outbox", files[0]!));
    expect(lines[0]).toContain("owner@example.com");
  });
});
