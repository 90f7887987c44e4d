import { NOTIFICATION_KEYS } from "../../shared/catalog/support";
import { QueryResult } from "../api/query-result";
import { useNotificationSettings } from "../features/notifications/notification-settings-api";
import { NotificationSettingsForm } from "../features/notifications/notification-settings-form";
import { SignedInPage } from "../features/shell/framed-pages";
import { type PageMetadata, usePageMetadata } from "../hooks/use-page-metadata";
import { Skeleton } from "../ui/skeleton";

const PAGE_METADATA: PageMetadata = {
  title: "Notifications | Switchboard",
  description: "Choose which emails Switchboard sends you about your agents, balance and payments.",
  keywords: "notifications, email settings",
};

function NotificationSettingsSection({ isPlus }: { isPlus: boolean }) {
  const settings = useNotificationSettings();
  return (
    <QueryResult
      query={settings}
      loadingLabel="Loading your notification settings"
      loadingClassName="flex flex-col gap-5"
      skeleton={NOTIFICATION_KEYS.map((key) => (
        <div key={key} className="flex items-center justify-between gap-4">
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-3 w-full max-w-80" />
          </div>
          <Skeleton className="h-6 w-11 rounded-full" />
        </div>
      ))}
      failureTitle="Your settings could not be loaded"
    >
      {(saved) => <NotificationSettingsForm saved={saved} isPlus={isPlus} />}
    </QueryResult>
  );
}

/** Which emails the signed-in user receives; visitors are sent to /login. */
export function NotificationsPage() {
  usePageMetadata(PAGE_METADATA);
  return (
    <SignedInPage
      title="Notifications"
      description={(user) => `Choose which emails we send to ${user.email}.`}
    >
      {(user) => (
        <section
          aria-label="Email notifications"
          className="rounded-xl border border-border bg-surface p-5 sm:p-6"
        >
          <NotificationSettingsSection isPlus={user.subscriptionPlan === "plus"} />
        </section>
      )}
    </SignedInPage>
  );
}
