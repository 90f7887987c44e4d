import { ApiKeysSection } from "../features/api-keys/api-keys-section";
import { AutoRechargeSection } from "../features/billing/auto-recharge-section";
import { SavedCardsSection } from "../features/billing/saved-cards-section";
import { SignedInPage } from "../features/shell/framed-pages";
import { WebhooksSection } from "../features/webhooks/webhooks-section";
import { type PageMetadata, usePageMetadata } from "../hooks/use-page-metadata";

const PAGE_METADATA: PageMetadata = {
  title: "Payment & Settings | Switchboard",
  description: "Manage your saved cards and auto-recharge.",
  keywords: "payment methods, auto-recharge",
};

/** Payment & Settings: the saved cards and auto-recharge. */
export function SettingsPage() {
  usePageMetadata(PAGE_METADATA);
  return (
    <SignedInPage
      title="Payment & Settings"
      description="Your saved cards and how your balance is topped up."
    >
      <div className="flex flex-col gap-12">
        <SavedCardsSection />
        <AutoRechargeSection />
        <ApiKeysSection />
        <WebhooksSection />
      </div>
    </SignedInPage>
  );
}
