import { Link } from "wouter";
import { buttonClasses } from "./button";
import { BackLink } from "./page-frame";

/** The header link of a page that visitors may read too: back to the dashboard, or to sign in. */
export function DashboardOrSignInLink({ isSignedIn }: { isSignedIn: boolean }) {
  if (isSignedIn) return <BackLink href="/">Dashboard</BackLink>;
  return (
    <Link href="/login" className={buttonClasses({ variant: "ghost", size: "sm" })}>
      Sign In
    </Link>
  );
}
