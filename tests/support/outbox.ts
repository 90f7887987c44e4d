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
      const header = (field: string) => raw.match(new RegExp(`^${field}: (.*)$`, "mi"))?.[1]?.trim() ?? "";
      return { file: name, to: header("To"), subject: header("Subject"), raw };
    }),
  );
}

/** The plain-text part of a mail as the owner reads it (quoted-printable decoded). */
export function textPartOf(mail: OutboxMail): string {
  const part = mail.raw.split(/^--.+$/m).find((section) => /^Content-Type: text\/plain/im.test(section));
  if (!part) throw new Error(`no text part in ${mail.file}`);
  const body = part.slice(part.search(/\r?\n\r?\n/)).trim();
  if (!/^Content-Transfer-Encoding: quoted-printable/im.test(part)) return body.replace(/\r\n/g, "\n");
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/\r\n/g, "\n")
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** The newest verification code mailed to this address. */
export async function latestCodeFor(outboxDir: string, email: string): Promise<string> {
  const mails = (await readOutbox(outboxDir)).filter((mail) =>
    mail.to.toLowerCase().includes(email.toLowerCase()),
  );
  const code = mails.at(-1)?.subject.match(/verification code: (\d{6})/)?.[1];
  if (!code) throw new Error(`no verification code was mailed to ${email}`);
  return code;
}
