import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Redirect, useLocation, useSearch } from "wouter";
import type { PublicUser } from "../../shared/api/auth";
import { storeSignedInUser, useSession } from "../api/session";
import { isSubscriptionPlan, savePendingSubscriptionPlan } from "../browser-storage";
import { planDisplayName, type VerifiedAccount } from "../features/auth/auth-api";
import { AuthScreen } from "../features/auth/auth-screen";
import { ForgotPasswordForm } from "../features/auth/forgot-password-form";
import { LoginForm } from "../features/auth/login-form";
import { nextPathAfterSignIn } from "../features/auth/next-path";
import { SignupForm } from "../features/auth/signup-form";
import { VerifyEmailForm } from "../features/auth/verify-email-form";
import { type PageMetadata, usePageMetadata } from "../hooks/use-page-metadata";
import { PageLoader } from "../ui/spinner";
import { toast } from "../ui/toast-store";
import { SIGN_IN_PAGE_METADATA } from "./shared-page-metadata";

const SIGN_UP_PAGE_METADATA: PageMetadata = {
  title: "Sign Up | Switchboard",
  description: "Create your Switchboard account and set up an AI agent that answers your business calls.",
  keywords: "sign up, create account",
};

type AuthMode = "login" | "signup" | "verify-email" | "forgot-password";

const HEADINGS: Record<AuthMode, { title: string; subtitle: string }> = {
  login: { title: "Welcome back", subtitle: "Sign in to manage your AI call agents." },
  signup: { title: "Create your account", subtitle: "Set up Switchboard and build your first agent." },
  "verify-email": { title: "Verify your email", subtitle: "Enter the code from the email we sent you." },
  "forgot-password": {
    title: "Reset your password",
    subtitle: "Enter your account's email and we will send you a link to choose a new password.",
  },
};

interface Verification {
  email: string;
  notice: string | null;
}

/** The login, signup and email-verification screen at /login, /signup and /auth. */
export function AuthPage() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const searchParams = new URLSearchParams(search);
  const paymentSucceeded = searchParams.get("payment") === "success";
  const paidPlan = searchParams.get("plan");
  const queryClient = useQueryClient();
  const { user, isLoading } = useSession();

  // Signup mode when the address contains /signup or payment=success, else login.
  const [mode, setMode] = useState<AuthMode>(() =>
    location.includes("/signup") || paymentSucceeded ? "signup" : "login",
  );
  const [verification, setVerification] = useState<Verification>({ email: "", notice: null });
  // What the login form held when the owner chose "Forgot password?": an email carries over.
  const [forgottenEmail, setForgottenEmail] = useState("");
  usePageMetadata(
    mode === "signup" || mode === "verify-email" ? SIGN_UP_PAGE_METADATA : SIGN_IN_PAGE_METADATA,
  );

  // The plan paid for before signup waits in local storage until the account is verified.
  useEffect(() => {
    if (paymentSucceeded && isSubscriptionPlan(paidPlan)) savePendingSubscriptionPlan(paidPlan);
  }, [paymentSucceeded, paidPlan]);

  // A link followed while signed out (an Add-as-FAQ link from the owner's mail) leads on after sign-in.
  const nextPath = nextPathAfterSignIn(search);

  function finishSignIn(signedInUser: PublicUser): void {
    storeSignedInUser(queryClient, signedInUser);
    navigate(nextPath);
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
  // A signed-in user visiting this screen goes to / (or on to the link that led here).
  if (user) return <Redirect to={nextPath} replace />;

  const heading = HEADINGS[mode];
  return (
    <AuthScreen title={heading.title} subtitle={heading.subtitle}>
      {mode === "login" ? (
        <LoginForm
          onSignedIn={finishSignIn}
          onEmailNotVerified={startVerification}
          onSwitchToSignup={() => setMode("signup")}
          onForgotPassword={(typedName) => {
            setForgottenEmail(typedName.includes("@") ? typedName : "");
            setMode("forgot-password");
          }}
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
      {mode === "forgot-password" ? (
        <ForgotPasswordForm initialEmail={forgottenEmail} onBackToLogin={() => setMode("login")} />
      ) : null}
    </AuthScreen>
  );
}
