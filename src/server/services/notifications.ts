import { and, eq, isNull } from "drizzle-orm";
import type { NotificationSettings } from "../../shared/api/support";
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationKey } from "../../shared/catalog/support";
import { notificationSettings, users } from "../db/schema";
import type { Mailer, MailMessage } from "../integrations/mail/mailer";
import { MAIL_OWNER_COLUMNS, type MailOwner } from "./mail-templates";
import type { FailureLog, StoreDeps } from "./service-deps";

/**
 * The owner's notification settings decide what the product mails.
 * Every mail about an account goes through `notify`, which checks the setting of
 * its kind first.
 */
type Deps = StoreDeps & { mailer: Mailer; log: FailureLog };

export type NotifyOutcome = "sent" | "disabled" | "failed";

export function createNotificationService({ db, clock, mailer, log }: Deps) {
  async function settingsOf(userId: string): Promise<NotificationSettings> {
    const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
    // Settings saved before a kind existed get that kind's default.
    return { ...DEFAULT_NOTIFICATION_SETTINGS, ...row?.settings };
  }

  return {
    settingsOf,

    async save(userId: string, settings: NotificationSettings): Promise<NotificationSettings> {
      await db
        .insert(notificationSettings)
        .values({ userId, settings, updatedAt: clock() })
        .onConflictDoUpdate({ target: notificationSettings.userId, set: { settings, updatedAt: clock() } });
      return settingsOf(userId);
    },

    /**
     * Mails the user if their settings allow mail of this kind. A mail that cannot be
     * sent is logged, never thrown: the action that caused it has already happened.
     */
    async notify(
      userId: string,
      kind: NotificationKey,
      compose: (user: MailOwner) => MailMessage,
    ): Promise<NotifyOutcome> {
      try {
        const settings = await settingsOf(userId);
        if (!settings[kind]) return "disabled";
        const [user] = await db
          .select(MAIL_OWNER_COLUMNS)
          .from(users)
          // A deleted account's tombstone is mailed nothing: its address is a placeholder.
          .where(and(eq(users.id, userId), isNull(users.deletedAt)));
        if (!user) return "disabled";
        await mailer.send(compose(user));
        return "sent";
      } catch (error) {
        log(`could not send the ${kind} mail to user ${userId}`, error);
        return "failed";
      }
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
