import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { Mailer, MailMessage } from "./mailer";

type Log = (line: string) => void;

/**
 * The offline mail seam: each message becomes one RFC 5322 `.eml` file in the
 * outbox folder (nodemailer composes it exactly as it would for SMTP), and one
 * log line names the file.
 */
export function createOutboxMailer(options: { outboxDir: string; from: string; log: Log }): Mailer {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message: MailMessage) {
      const info = await composer.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = join(options.outboxDir, `${stamp}-${randomBytes(4).toString("hex")}.eml`);
      await writeFile(file, info.message as Buffer);
      options.log(`mail to ${message.to} "${message.subject}" written to ${file}`);
    },
  };
}
