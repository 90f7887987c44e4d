import { ApiKeysSection } from "../features/api-keys/api-keys-section";
import { AutoRechargeSection } from "../features/billing/auto-recharge-section";
import { SavedCardsSection } from "../features/billing/saved-cards-section";
import { SignedInOnly } from "../features/billing/signed-in-only";
import { usePageMetadata } from "../hooks/use-page-metadata";
import { BackLink, PageFrame, PageHeading } from "../ui/page-frame";

/** Spec 001 §2: Payment & Settings: the saved cards and auto-recharge. */
export function SettingsPage() {
  usePageMetadata("settings");
  return (
    <SignedInOnly>
      {(user) => (
        <PageFrame
          plus={user.subscriptionPlan === "plus"}
          navigation={<BackLink href="/">Dashboard</BackLink>}
        >
          <PageHeading
            title="Payment & Settings"
            description="Your saved cards and how your balance is topped up."
          />
          <div className="flex flex-col gap-12">
            <SavedCardsSection />
            <AutoRechargeSection />
            <ApiKeysSection />
          </div>
        </PageFrame>
      )}
    </SignedInOnly>
  );
}
