import nodemailer from "nodemailer";
import type { Mailer, MailMessage } from "./mailer";

export function createSmtpMailer(options: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(message: MailMessage) {
      await transport.sendMail({ from: options.from, ...message });
    },
  };
}
