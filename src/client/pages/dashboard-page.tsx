import { Bot, MessageSquareText, Phone, Rocket, UserRound } from "lucide-react";
import type { PublicUser } from "../../shared/api/auth";
import { AppShell } from "../features/shell/app-shell";
import { usePageMetadata } from "../hooks/use-page-metadata";
import { Button } from "../ui/button";

const NEXT_STEPS = [
  { icon: Phone, text: "Pick a phone number: a country, an area code, then a number." },
  {
    icon: MessageSquareText,
    text: "Describe your business to a chat assistant that fills in the agent's configuration.",
  },
  { icon: Bot, text: "Create the agent and let it answer your calls." },
] as const;

/** The signed-in main screen. Until the agent builder ships it says so plainly (spec 000 §2 is built next). */
export function DashboardPage({ user }: { user: PublicUser }) {
  usePageMetadata("dashboard");
  return (
    <AppShell user={user}>
      {({ openProfile }) => (
        <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10 sm:px-8 sm:py-16">
          <section
            aria-labelledby="coming-next-heading"
            className="rounded-2xl border border-border bg-surface p-6 sm:p-8"
          >
            <p className="inline-flex items-center gap-2 rounded-full bg-warning-soft px-3 py-1 text-xs font-semibold text-warning-text">
              <Rocket aria-hidden="true" className="size-3.5" />
              Coming next
            </p>
            <h1 id="coming-next-heading" className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
              The agent builder is on its way
            </h1>
            <p className="mt-3 text-muted-foreground">
              Your account is ready. The next release adds the agent builder, where you will:
            </p>
            <ul className="mt-5 flex flex-col gap-3">
              {NEXT_STEPS.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-start gap-3 text-sm">
                  <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-md bg-primary-soft text-primary-text">
                    <Icon aria-hidden="true" className="size-4" />
                  </span>
                  <span className="pt-1.5">{text}</span>
                </li>
              ))}
            </ul>
            <p className="mt-6 text-sm text-muted-foreground">
              The sidebar's New AI Agent, Search, Active Agents, Balance, Library and History arrive with it;
              they are shown but not available yet.
            </p>
          </section>

          <section
            aria-labelledby="profile-heading"
            className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
          >
            <div>
              <h2 id="profile-heading" className="font-semibold">
                Your profile
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">
                Add your first and last name so your agents' messages reach the right person.
              </p>
            </div>
            <Button variant="secondary" onClick={(event) => openProfile(event.currentTarget)}>
              <UserRound aria-hidden="true" className="size-4" />
              Edit Profile
            </Button>
          </section>
        </div>
      )}
    </AppShell>
  );
}
