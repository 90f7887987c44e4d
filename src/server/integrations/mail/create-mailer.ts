import { join } from "node:path";
import type { Config } from "../../config";
import type { Mailer } from "./mailer";
import { createOutboxMailer } from "./outbox-mailer";
import { createSmtpMailer } from "./smtp-mailer";

// SMTP when SMTP_URL is set, otherwise .eml files in DATA_DIR/outbox.
export function createMailer(config: Config, log: (line: string) => void): Mailer {
  if (config.mail.smtpUrl) return createSmtpMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from });
  return createOutboxMailer({ outboxDir: outboxDirOf(config.dataDir), from: config.mail.from, log });
}

export function outboxDirOf(dataDir: string): string {
  return join(dataDir, "outbox");
}
