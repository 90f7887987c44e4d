import { Laptop } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import type { AccountSession } from "../../../shared/api/account";
import { toastFailure } from "../../api/failure-toast";
import { QueryResult } from "../../api/query-result";
import { dateOf, monthDayTime } from "../../dates";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { PendingButton } from "../../ui/pending-button";
import { SkeletonRows } from "../../ui/skeleton";
import { toast } from "../../ui/toast-store";
import { useAccountSessions, useEndAllSessions, useEndSession } from "./account-api";

function lastSeen(session: AccountSession): string {
  if (session.current) return "Active now";
  const date = dateOf(session.lastSeenAt);
  return date ? `Last active ${monthDayTime(date)}` : "";
}

function SessionRow({ session }: { session: AccountSession }) {
  const endSession = useEndSession();
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <Laptop aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {session.device}
          {session.current ? (
            <span className="rounded-full bg-success-soft px-2 py-0.5 text-xs font-medium text-success-text">
              This device
            </span>
          ) : null}
        </p>
        <p className="text-sm text-muted-foreground">{lastSeen(session)}</p>
      </div>
      {session.current ? null : (
        <PendingButton
          variant="outline"
          size="sm"
          isPending={endSession.isPending}
          aria-label={`Sign out ${session.device}, ${lastSeen(session).toLowerCase()}`}
          onClick={() =>
            endSession.mutate(session.id, {
              onSuccess: () =>
                toast({ title: "Signed Out", description: `${session.device} is signed out.` }),
              onError: (error) =>
                toastFailure("Not Signed Out", error, "We could not end that session. Please try again."),
            })
          }
        >
          Sign out
        </PendingButton>
      )}
    </li>
  );
}

function SignOutEverywhere() {
  const [isAsking, setIsAsking] = useState(false);
  const endAll = useEndAllSessions();
  const [, navigate] = useLocation();
  return (
    <>
      <Button variant="outline" onClick={() => setIsAsking(true)}>
        Sign out everywhere
      </Button>
      <ConfirmDialog
        open={isAsking}
        onOpenChange={setIsAsking}
        title="Sign out everywhere?"
        description="Every device signed in to your account is signed out, this one included. You can sign in again with your password."
        confirmLabel="Sign out everywhere"
        mutation={endAll}
        onConfirmed={() => {
          toast({ title: "Signed Out Everywhere", description: "Sign in again to continue." });
          navigate("/login");
        }}
        onFailed={(error) =>
          toastFailure("Not Signed Out", error, "We could not sign you out. Please try again.")
        }
      />
    </>
  );
}

/** The account's live sessions, where each other one can be ended. */
export function SessionsSection() {
  const sessions = useAccountSessions();
  return (
    <QueryResult
      query={sessions}
      loadingLabel="Loading your sessions"
      loadingClassName="flex flex-col gap-3"
      skeleton={<SkeletonRows count={2} className="h-12 w-full" />}
      failureTitle="Your sessions could not be loaded"
    >
      {(list) => (
        <div className="flex flex-col gap-4">
          <ul aria-label="Signed-in devices" className="divide-y divide-border">
            {list.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
          {list.length === 1 ? (
            <p className="text-sm text-muted-foreground">You are signed in on this device only.</p>
          ) : null}
          <div>
            <SignOutEverywhere />
          </div>
        </div>
      )}
    </QueryResult>
  );
}
