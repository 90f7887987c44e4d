import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Redirect, useLocation, useSearch } from "wouter";
import type { PublicUser } from "../../shared/api/auth";
import { storeSignedInUser, useSession } from "../api/session";
import { isSubscriptionPlan, savePendingSubscriptionPlan } from "../browser-storage";
import { planDisplayName, type VerifiedAccount } from "../features/auth/auth-api";
import { LoginForm } from "../features/auth/login-form";
import { SignupForm } from "../features/auth/signup-form";
import { VerifyEmailForm } from "../features/auth/verify-email-form";
import { usePageMetadata } from "../hooks/use-page-metadata";
import { HomeLink } from "../ui/logo";
import { PageLoader } from "../ui/spinner";
import { toast } from "../ui/toast-store";

type AuthMode = "login" | "signup" | "verify-email";

const HEADINGS: Record<AuthMode, { title: string; subtitle: string }> = {
  login: { title: "Welcome back", subtitle: "Sign in to manage your AI call agents." },
  signup: { title: "Create your account", subtitle: "Set up Switchboard and build your first agent." },
  "verify-email": { title: "Verify your email", subtitle: "Enter the code from the email we sent you." },
};

interface Verification {
  email: string;
  notice: string | null;
}

/** Spec 001 §2 and §4: the login, signup and email-verification screen at /login, /signup and /auth. */
export function AuthPage() {
  const [location, navigate] = useLocation();
  const searchParams = new URLSearchParams(useSearch());
  const paymentSucceeded = searchParams.get("payment") === "success";
  const paidPlan = searchParams.get("plan");
  const queryClient = useQueryClient();
  const { user, isLoading } = useSession();

  // Spec 001 §2: signup mode when the address contains /signup or payment=success, else login.
  const [mode, setMode] = useState<AuthMode>(() =>
    location.includes("/signup") || paymentSucceeded ? "signup" : "login",
  );
  const [verification, setVerification] = useState<Verification>({ email: "", notice: null });
  usePageMetadata(mode === "login" ? "login" : "signup");

  // Spec 001 §3: the plan paid for before signup waits in local storage until the account is verified.
  useEffect(() => {
    if (paymentSucceeded && isSubscriptionPlan(paidPlan)) savePendingSubscriptionPlan(paidPlan);
  }, [paymentSucceeded, paidPlan]);

  function finishSignIn(signedInUser: PublicUser): void {
    storeSignedInUser(queryClient, signedInUser);
    navigate("/");
  }

  function finishVerification({ user: verifiedUser, activatedPlan }: VerifiedAccount): void {
    toast(
      activatedPlan
        ? {
            title: `${planDisplayName(activatedPlan)} plan activated`,
            description: "Your email is verified. Welcome to Switchboard!",
          }
        : { title: "Email verified", description: "Welcome to Switchboard!" },
    );
    finishSignIn(verifiedUser);
  }

  function startVerification(email: string, notice: string): void {
    setVerification({ email, notice });
    setMode("verify-email");
  }

  if (isLoading) return <PageLoader />;
  // Spec 001 §2: a signed-in user visiting this screen goes to /.
  if (user) return <Redirect to="/" replace />;

  const heading = HEADINGS[mode];
  return (
    <div className="relative flex min-h-dvh flex-col items-center px-4 py-10 sm:justify-center">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[32rem] bg-[radial-gradient(ellipse_at_top,var(--color-primary-soft),transparent_70%)]"
      />
      {/* Every part of the page sits in a landmark (WCAG 1.3.1, issue 7 §2). */}
      <header className="mb-8">
        <HomeLink />
      </header>
      <main className="w-full max-w-md rounded-2xl border border-border bg-surface/95 p-6 shadow-2xl sm:p-8">
        <div className="mb-6 text-center">
          <h1 className="text-2xl font-bold tracking-tight">{heading.title}</h1>
          <p className="mt-1.5 text-sm text-muted-foreground">{heading.subtitle}</p>
        </div>
        {mode === "login" ? (
          <LoginForm
            onSignedIn={finishSignIn}
            onEmailNotVerified={startVerification}
            onSwitchToSignup={() => setMode("signup")}
          />
        ) : null}
        {mode === "signup" ? (
          <SignupForm
            initialEmail={searchParams.get("email") ?? ""}
            paymentSucceeded={paymentSucceeded}
            onSignedUp={({ email, message }) => startVerification(email, message)}
            onSwitchToLogin={() => setMode("login")}
          />
        ) : null}
        {mode === "verify-email" ? (
          <VerifyEmailForm
            email={verification.email}
            notice={verification.notice}
            onVerified={finishVerification}
            onBackToLogin={() => setMode("login")}
          />
        ) : null}
      </main>
    </div>
  );
}
