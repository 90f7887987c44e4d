// Mail seam: every message is HTML with a plain-text alternative.
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Files sent along (a booking's .ics), handed to nodemailer as they are. */
  attachments?: { filename: string; content: string; contentType: string }[];
};

export interface Mailer {
  /** Resolves once the message is handed over (written to the outbox, or accepted by SMTP). */
  send(message: MailMessage): Promise<void>;
}
