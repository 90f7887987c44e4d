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

/** The newest verification code mailed to this address. */
export async function latestCodeFor(outboxDir: string, email: string): Promise<string> {
  const mails = (await readOutbox(outboxDir)).filter((mail) =>
    mail.to.toLowerCase().includes(email.toLowerCase()),
  );
  const code = mails.at(-1)?.subject.match(/verification code: (\d{6})/)?.[1];
  if (!code) throw new Error(`no verification code was mailed to ${email}`);
  return code;
}
