import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useSearch } from "wouter";
import type { SubscriptionPlan } from "../../shared/catalog/accounts";
import { formatDollars, LICENCE_PRICE_CENTS } from "../../shared/catalog/billing";
import { apiErrorDetails } from "../api/error-details";
import { SESSION_QUERY_KEY, useSession } from "../api/session";
import { isSubscriptionPlan, savePendingSubscriptionPlan } from "../browser-storage";
import { CheckoutSteps } from "../features/billing/checkout-steps";
import { linkPaidSubscription, startLicencePayment } from "../features/billing/licence-api";
import { LocalPriceEstimate } from "../features/billing/local-price";
import { CHECKOUT_SUCCESS_REDIRECT_MS, INVALID_PLAN_REDIRECT_MS } from "../features/billing/redirect-delays";
import { useDelayedNavigation } from "../features/billing/use-delayed-navigation";
import { CardPayment } from "../features/payments/card-payment";
import { usePageMetadata } from "../hooks/use-page-metadata";
import { Button } from "../ui/button";
import { ErrorBoundary } from "../ui/error-boundary";
import { Field } from "../ui/field";
import { Input } from "../ui/input";
import { Notice } from "../ui/notice";
import { BackLink, PageFrame, PageHeading } from "../ui/page-frame";
import { PageLoader, Spinner } from "../ui/spinner";
import { toast } from "../ui/toast-store";

// Spec 001 §5 and §8: the checkout's sentences.
const INVALID_PLAN_MESSAGE = "Invalid plan selected";
const INVALID_EMAIL_MESSAGE = "Please enter a valid email address";
const PAYMENT_START_FAILED_MESSAGE = "Failed to initialize payment. Please try again.";
const CHECKOUT_BROKEN_MESSAGE = "Something went wrong. Please refresh the page to continue";

const VISITOR_STEPS = ["Email", "Payment", "Create account"] as const;
const ACCOUNT_STEPS = ["Email", "Payment", "Activate plan"] as const;

/** Spec 001 §5: the email must contain @ and a dot; the server checks it properly. */
function looksLikeEmail(email: string): boolean {
  return email.includes("@") && email.includes(".");
}

/** Spec 001 §4: after paying, the visitor signs up with the plan and email carried in the address. */
function signupAfterPaymentPath(plan: SubscriptionPlan, email: string): string {
  return `/signup?payment=success&plan=${plan}&email=${encodeURIComponent(email)}`;
}

function InvalidPlan() {
  const navigateAfter = useDelayedNavigation();
  useEffect(() => {
    toast({ variant: "destructive", title: "Error", description: INVALID_PLAN_MESSAGE });
    navigateAfter("/pricing", INVALID_PLAN_REDIRECT_MS);
  }, [navigateAfter]);
  return (
    <Notice tone="error" title={INVALID_PLAN_MESSAGE}>
      Taking you back to pricing…
    </Notice>
  );
}

function OrderSummary({ plan }: { plan: SubscriptionPlan }) {
  const dollars = LICENCE_PRICE_CENTS[plan] / 100;
  return (
    <aside
      aria-labelledby="order-summary-heading"
      className="h-fit rounded-2xl border border-border bg-surface p-6 lg:sticky lg:top-24"
    >
      <h2 id="order-summary-heading" className="text-sm font-medium text-muted-foreground">
        Order summary
      </h2>
      <p className="mt-3 font-semibold">Switchboard licence</p>
      <p className="text-sm text-muted-foreground">1 year of platform access</p>
      <div className="mt-5 flex items-baseline justify-between gap-4 border-t border-border pt-5">
        <span className="text-sm text-muted-foreground">Total due today</span>
        <span className="text-3xl font-bold tabular-nums">{formatDollars(LICENCE_PRICE_CENTS[plan])}</span>
      </div>
      <div className="mt-2 text-right">
        <LocalPriceEstimate dollars={dollars} />
      </div>
      <p className="mt-5 text-xs text-muted-foreground">
        Calls and agents are paid separately from a prepaid balance that you add after signing up.
      </p>
    </aside>
  );
}

interface EmailStepError {
  field: "email" | null;
  message: string;
}

function EmailStep({
  initialEmail,
  isAccountEmail,
  isPreparing,
  onContinue,
  serverError,
}: {
  initialEmail: string;
  isAccountEmail: boolean;
  isPreparing: boolean;
  onContinue: (email: string) => void;
  serverError: EmailStepError | null;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [hasLeftField, setHasLeftField] = useState(false);
  const isValid = looksLikeEmail(email);
  const fieldError =
    serverError?.field === "email"
      ? serverError.message
      : hasLeftField && !isValid
        ? INVALID_EMAIL_MESSAGE
        : null;

  if (isPreparing) {
    return (
      <div className="flex min-h-40 items-center justify-center">
        <Spinner label="Preparing your payment..." className="size-5" />
      </div>
    );
  }
  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (isValid) onContinue(email.trim());
      }}
    >
      <Field
        label="Email"
        error={fieldError}
        hint={
          isAccountEmail
            ? "The licence is added to the account you are signed in with."
            : "Your receipt goes here, and you will create your account with this address."
        }
      >
        {(control) => (
          <Input
            {...control}
            type="email"
            name="email"
            autoComplete="email"
            spellCheck={false}
            readOnly={isAccountEmail}
            placeholder="you@business.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            onBlur={() => setHasLeftField(true)}
          />
        )}
      </Field>
      {serverError && serverError.field === null ? <Notice tone="error">{serverError.message}</Notice> : null}
      <Button type="submit" size="lg" className="w-full" disabled={!isValid}>
        Continue to payment
      </Button>
    </form>
  );
}

interface StartedPayment {
  email: string;
  clientSecret: string;
}

function LicenceCheckout({ plan, accountEmail }: { plan: SubscriptionPlan; accountEmail: string | null }) {
  const queryClient = useQueryClient();
  const navigateAfter = useDelayedNavigation();
  const [payment, setPayment] = useState<StartedPayment | null>(null);
  const [outcome, setOutcome] = useState<"paid" | "linkFailed" | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);

  const [isPreparing, setIsPreparing] = useState(false);
  const [startError, setStartError] = useState<EmailStepError | null>(null);

  // A plain call rather than a mutation hook: checkout's script budget is tight (issue 4 §2).
  async function startPaymentFor(email: string): Promise<void> {
    setIsPreparing(true);
    setStartError(null);
    try {
      setPayment({ email, clientSecret: await startLicencePayment(plan, email) });
    } catch (error) {
      const failure = apiErrorDetails(error);
      // Spec 001 §8: an address the server refuses shows under the field; any other failure one sentence.
      setStartError(
        failure?.field === "email"
          ? { field: "email", message: failure.error }
          : { field: null, message: PAYMENT_START_FAILED_MESSAGE },
      );
    } finally {
      setIsPreparing(false);
    }
  }

  /** Issue 4 §2: a signed-in buyer's licence is linked at once; there is no signup to wait for. */
  async function activateForAccount(): Promise<void> {
    setLinkError(null);
    try {
      await linkPaidSubscription(plan);
      toast({ title: "Licence activated", description: "Your Switchboard licence is active for a year." });
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      setOutcome("paid");
      navigateAfter("/", CHECKOUT_SUCCESS_REDIRECT_MS);
    } catch (error) {
      setOutcome("linkFailed");
      setLinkError(
        apiErrorDetails(error)?.error ??
          "Your payment went through, but we could not activate your plan yet. Please try again.",
      );
    }
  }

  async function finishPaidCheckout(email: string): Promise<void> {
    if (accountEmail) {
      await activateForAccount();
      return;
    }
    // Spec 001 §3: the plan waits in local storage until the new account is verified.
    savePendingSubscriptionPlan(plan);
    toast({ title: "Payment Successful", description: "Create your account to activate your licence." });
    setOutcome("paid");
    navigateAfter(signupAfterPaymentPath(plan, email), CHECKOUT_SUCCESS_REDIRECT_MS);
  }

  const steps = accountEmail ? ACCOUNT_STEPS : VISITOR_STEPS;
  const currentStep = outcome === "paid" ? 2 : payment ? 1 : 0;

  return (
    <section
      aria-labelledby="checkout-step-heading"
      className="rounded-2xl border border-border bg-surface p-5 sm:p-8"
    >
      <CheckoutSteps steps={steps} currentIndex={currentStep} />
      <h2 id="checkout-step-heading" className="mb-5 text-xl font-semibold">
        {payment ? "Payment details" : "Your email"}
      </h2>
      {!payment ? (
        <EmailStep
          initialEmail={accountEmail ?? ""}
          isAccountEmail={accountEmail !== null}
          isPreparing={isPreparing}
          serverError={startError}
          onContinue={(email) => void startPaymentFor(email)}
        />
      ) : outcome === "paid" ? (
        <Notice tone="success" title="Payment successful!">
          {accountEmail
            ? "Your plan is active. Taking you to your dashboard…"
            : "Taking you to create your account…"}
        </Notice>
      ) : outcome === "linkFailed" ? (
        <Notice
          tone="error"
          title="Plan not activated yet"
          action={
            <Button variant="outline" size="sm" onClick={() => void activateForAccount()}>
              Try again
            </Button>
          }
        >
          {linkError}
        </Notice>
      ) : (
        <div className="flex flex-col gap-5">
          <p className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
            <span>
              Paying as <span className="font-medium text-foreground">{payment.email}</span>
            </span>
            {accountEmail ? null : (
              <Button variant="ghost" size="sm" onClick={() => setPayment(null)}>
                Change email
              </Button>
            )}
          </p>
          <ErrorBoundary fallback={<Notice tone="error">{CHECKOUT_BROKEN_MESSAGE}</Notice>}>
            <CardPayment
              intent={{
                kind: "started",
                clientSecret: payment.clientSecret,
                returnUrl: signupAfterPaymentPath(plan, payment.email),
              }}
              submitLabel={`Pay ${formatDollars(LICENCE_PRICE_CENTS[plan])}`}
              onSucceeded={() => finishPaidCheckout(payment.email)}
            />
          </ErrorBoundary>
        </div>
      )}
    </section>
  );
}

/** Spec 001 §2 and §4: checkout of a licence: email, then payment, then signup. */
export function CheckoutPage() {
  usePageMetadata("checkout");
  const plan = new URLSearchParams(useSearch()).get("plan");
  const { user, isLoading } = useSession();
  if (isLoading) return <PageLoader />;
  return (
    <PageFrame width="wide" navigation={<BackLink href="/pricing">Pricing</BackLink>}>
      <PageHeading
        title="Checkout"
        description="Pay for your licence, then create your account to start building agents."
      />
      {isSubscriptionPlan(plan) ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
          <LicenceCheckout plan={plan} accountEmail={user?.email ?? null} />
          <div className="-order-1 lg:order-none">
            <OrderSummary plan={plan} />
          </div>
        </div>
      ) : (
        <InvalidPlan />
      )}
    </PageFrame>
  );
}
