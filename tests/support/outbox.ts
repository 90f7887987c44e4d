import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

export type OutboxMail = { file: string; to: string; subject: string; raw: string };

/** Reads the offline mailer's .eml files, oldest first. */
export async function readOutbox(outboxDir: string): Promise<OutboxMail[]> {
  let files: string[];
  try {
    files = (await readdir(outboxDir)).filter((name) => name.endsWith(".eml")).sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (name) => {
      const raw = await readFile(join(outboxDir, name), "utf8");
      // A long header is folded onto the next lines; a mail program reads it as one line.
      const headers = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
      const header = (field: string) =>
        headers.match(new RegExp(`^${field}: (.*)$`, "mi"))?.[1]?.trim() ?? "";
      return { file: name, to: header("To"), subject: header("Subject"), raw };
    }),
  );
}

/** A part of a mail as its reader sees it (quoted-printable decoded). */
function decodedPart(mail: OutboxMail, contentType: "text/plain" | "text/html" | "text/calendar"): string {
  const part = mail.raw
    .split(/^--.+$/m)
    .find((section) => new RegExp(`^Content-Type: ${contentType}`, "im").test(section));
  if (!part) throw new Error(`no ${contentType} part in ${mail.file}`);
  const body = part.slice(part.search(/\r?\n\r?\n/)).trim();
  if (/^Content-Transfer-Encoding: base64/im.test(part)) return Buffer.from(body, "base64").toString("utf8");
  if (!/^Content-Transfer-Encoding: quoted-printable/im.test(part)) return body.replace(/\r\n/g, "\n");
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/\r\n/g, "\n")
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** The plain-text part of a mail as the owner reads it. */
export const textPartOf = (mail: OutboxMail) => decodedPart(mail, "text/plain");

/** An attached calendar file (.ics), decoded. */
export const calendarPartOf = (mail: OutboxMail) => decodedPart(mail, "text/calendar");

/** The HTML part of a mail, decoded. */
export const htmlPartOf = (mail: OutboxMail) => decodedPart(mail, "text/html");

/** The newest verification code mailed to this address. */
export async function latestCodeFor(outboxDir: string, email: string): Promise<string> {
  const mails = (await readOutbox(outboxDir)).filter((mail) =>
    mail.to.toLowerCase().includes(email.toLowerCase()),
  );
  const code = mails.at(-1)?.subject.match(/verification code: (\d{6})/)?.[1];
  if (!code) throw new Error(`no verification code was mailed to ${email}`);
  return code;
}

/** The texts the offline telephony wrote to `to` in the SMS outbox `dir`, oldest first. */
export async function textsIn(dir: string, to: string): Promise<string[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).sort();
  const texts = await Promise.all(files.map((file) => readFile(join(dir, file), "utf8")));
  return texts
    .filter((text) => text.includes(`\nTo: ${to}\n`))
    .map((text) => text.split("\n\n").slice(1).join("\n\n").trim());
}
