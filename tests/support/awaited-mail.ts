import { type OutboxMail, readOutbox, textPartOf } from "./outbox";

/**
 * The newest mail to `email` whose subject matches, waiting for it: some mails leave after the
 * answer (a reset link is mailed after the same answer every address gets).
 */
export async function awaitedMail(outboxDir: string, email: string, subject: RegExp): Promise<OutboxMail> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const found = (await mailsTo(outboxDir, email)).filter((mail) => subject.test(mail.subject)).at(-1);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail matching ${subject} was sent to ${email}`);
}

export async function mailsTo(outboxDir: string, email: string): Promise<OutboxMail[]> {
  return (await readOutbox(outboxDir)).filter((mail) => mail.to.toLowerCase().includes(email.toLowerCase()));
}

/** The reset link of the newest reset mail to `email`, as the owner would click it. */
export async function mailedResetLink(outboxDir: string, email: string): Promise<URL> {
  const mail = await awaitedMail(outboxDir, email, /^Reset your Switchboard password$/);
  const link = textPartOf(mail).match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
  if (!link) throw new Error(`the reset mail to ${email} has no link`);
  return new URL(link);
}
