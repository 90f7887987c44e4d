import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { ACCOUNT_EXPORT_URL } from "../features/account/account-api";
import { DeleteAccountSection } from "../features/account/delete-account-section";
import { PasswordSection } from "../features/account/password-section";
import { SessionsSection } from "../features/account/sessions-section";
import { SignedInPage } from "../features/shell/framed-pages";
import { type PageMetadata, usePageMetadata } from "../hooks/use-page-metadata";
import { buttonClasses } from "../ui/button";
import { cn } from "../ui/class-names";

const PAGE_METADATA: PageMetadata = {
  title: "Account | Switchboard",
  description:
    "Change your password, see where you are signed in, download your data or delete your account.",
  keywords: "account, password, sessions",
};

function AccountSection({
  id,
  title,
  description,
  destructive = false,
  children,
}: {
  id: string;
  title: string;
  description: string;
  destructive?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn(
        "rounded-xl border bg-surface p-5 sm:p-6",
        destructive ? "border-destructive-text/40" : "border-border",
      )}
    >
      <h2 id={id} className={cn("text-lg font-semibold", destructive && "text-destructive-text")}>
        {title}
      </h2>
      <p className="mt-1 mb-5 text-sm text-muted-foreground">{description}</p>
      {children}
    </section>
  );
}

/** The owner's control over their account: password, sessions, their data, and deleting it all. */
export function AccountPage() {
  usePageMetadata(PAGE_METADATA);
  return (
    <SignedInPage title="Account" description={(user) => `Signed in as ${user.username} (${user.email}).`}>
      <div className="flex flex-col gap-6">
        <AccountSection
          id="account-password"
          title="Password"
          description="Change the password you sign in with."
        >
          <PasswordSection />
        </AccountSection>
        <AccountSection
          id="account-sessions"
          title="Active sessions"
          description="The devices signed in to your account. Sign out any you do not recognise."
        >
          <SessionsSection />
        </AccountSection>
        <AccountSection
          id="account-data"
          title="Download my data"
          description="A JSON file with your profile, agents, conversations, calls and transcripts, payments, balance history and settings."
        >
          <a href={ACCOUNT_EXPORT_URL} download className={buttonClasses({ variant: "secondary" })}>
            <Download aria-hidden="true" className="size-4" />
            Download my data
          </a>
        </AccountSection>
        <AccountSection
          id="account-delete"
          title="Delete account"
          description="Remove your account and everything in it for good."
          destructive
        >
          <DeleteAccountSection />
        </AccountSection>
      </div>
    </SignedInPage>
  );
}
