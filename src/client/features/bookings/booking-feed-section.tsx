import { useState } from "react";
import { toastFailure } from "../../api/failure-toast";
import { QueryResult } from "../../api/query-result";
import { monthDayYear } from "../../dates";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { CopyButton } from "../../ui/copy-button";
import { HeadedSection } from "../../ui/headed-region";
import { PendingButton } from "../../ui/pending-button";
import { Skeleton } from "../../ui/skeleton";
import { ReadOnlyField } from "../../ui/text-field";
import { toast } from "../../ui/toast-store";
import { useBookingFeed, useCreateBookingFeed, useRevokeBookingFeed } from "./bookings-api";

function failed(title: string) {
  return (error: unknown) => toastFailure(title, error, "Check your connection and try again.");
}

/**
 * The owner's bookings as a private calendar address: anyone with it can read them, so it is shown
 * once when made (only its hash is kept), can be replaced by a new one and can be ended.
 */
export function BookingFeedSection() {
  const feed = useBookingFeed();
  const create = useCreateBookingFeed();
  const revoke = useRevokeBookingFeed();
  const [address, setAddress] = useState<string | null>(null);
  const [confirmingRevoke, setConfirmingRevoke] = useState(false);

  function makeAddress(): void {
    create.mutate(undefined, {
      onSuccess: ({ path }) => setAddress(new URL(path, window.location.origin).toString()),
      onError: failed("The calendar address could not be made"),
    });
  }

  return (
    <HeadedSection
      title="Calendar feed"
      description="See your bookings in Google, Apple or Outlook Calendar: copy your private address, then add it as a calendar from a URL (Google: Other calendars, From URL; Apple: File, New Calendar Subscription; Outlook: Add calendar, Subscribe from web). Anyone with the address can read your bookings, so keep it to yourself, and replace it if it gets out."
    >
      <QueryResult
        query={feed}
        skeleton={<Skeleton className="h-16 rounded-xl" />}
        failureTitle="The calendar feed could not be loaded"
      >
        {(status) => (
          <>
            {address && status.active ? (
              <div className="flex flex-col gap-2">
                <div className="flex items-end gap-2">
                  <ReadOnlyField
                    label="Private calendar address"
                    value={address}
                    fieldClassName="min-w-0 flex-1"
                  />
                  <CopyButton
                    text={address}
                    label="Copy calendar address"
                    copiedToast={{ title: "Address copied", description: "Paste it into your calendar app." }}
                    failureHint="Select the address and copy it by hand."
                  />
                </div>
                <p className="text-xs text-muted-foreground">
                  Shown only now: copy it before you leave this page. You can always make a new one.
                </p>
              </div>
            ) : status.active ? (
              <p className="text-sm">
                Your calendar address works
                {status.createdAt ? ` (made ${monthDayYear(new Date(status.createdAt))})` : ""}. It is not
                shown again; replace it to see a new one.
              </p>
            ) : (
              <p className="text-sm">You have no calendar address now.</p>
            )}
            <div className="flex flex-wrap gap-2">
              <PendingButton
                variant={status.active ? "outline" : "primary"}
                isPending={create.isPending}
                onClick={makeAddress}
              >
                {status.active ? "Replace address" : "Create calendar address"}
              </PendingButton>
              {status.active ? (
                <Button variant="outline" onClick={() => setConfirmingRevoke(true)}>
                  Revoke address
                </Button>
              ) : null}
            </div>
          </>
        )}
      </QueryResult>
      <ConfirmDialog
        open={confirmingRevoke}
        onOpenChange={setConfirmingRevoke}
        title="Revoke the calendar address?"
        description="Calendars subscribed to it stop getting your bookings. You can make a new address later."
        confirmLabel="Revoke address"
        mutation={revoke}
        onConfirmed={() => {
          setAddress(null);
          toast({ title: "Calendar address revoked", description: "It no longer shows your bookings." });
        }}
        onFailed={failed("The calendar address could not be revoked")}
      />
    </HeadedSection>
  );
}
