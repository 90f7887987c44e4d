import { useQueryClient } from "@tanstack/react-query";
import { Suspense, useEffect, useState } from "react";
import { useSearch } from "wouter";
import type { SubscriptionPlan } from "../../shared/catalog/accounts";
import { formatDollars, LICENCE_PRICE_CENTS } from "../../shared/catalog/billing";
import { apiErrorDetails } from "../api/error-details";
import { SESSION_QUERY_KEY, useSession } from "../api/session";
import { isSubscriptionPlan, savePendingSubscriptionPlan } from "../browser-storage";
import { CheckoutSteps } from "../features/billing/checkout-steps";
import {
  completeLicencePayment,
  startAccountLicencePayment,
  startLicencePayment,
} from "../features/billing/licence-api";
import { LocalPriceEstimate } from "../features/billing/local-price";
import { CHECKOUT_SUCCESS_REDIRECT_MS, INVALID_PLAN_REDIRECT_MS } from "../features/billing/redirect-delays";
import { useDelayedNavigation } from "../features/billing/use-delayed-navigation";
import { TestModeNotice } from "../features/payments/test-mode-notice";
import { bindField } from "../forms/bind-field";
import { LazySchema, serverFieldError } from "../forms/form-validation";
import { useSchemaForm } from "../forms/use-schema-form";
import { type PageMetadata, usePageMetadata } from "../hooks/use-page-metadata";
import { lazyComponent } from "../lazy-component";
import { Button } from "../ui/button";
import { ErrorBoundary } from "../ui/error-boundary";
import { HeadedRegion } from "../ui/headed-region";
import { Notice } from "../ui/notice";
import { BackLink, PageFrame, PageHeading } from "../ui/page-frame";
import { PageLoader, Spinner } from "../ui/spinner";
import { TextField } from "../ui/text-field";
import { toast } from "../ui/toast-store";

const PAGE_METADATA: PageMetadata = {
  title: "Checkout | Switchboard",
  description: "Buy your Switchboard licence and set up AI agents that answer your business calls.",
  keywords: "checkout",
};

// The checkout's sentences.
const INVALID_PLAN_MESSAGE = "Invalid plan selected";
const PAYMENT_START_FAILED_MESSAGE = "Failed to initialize payment. Please try again.";
const CHECKOUT_BROKEN_MESSAGE = "Something went wrong. Please refresh the page to continue";

const VISITOR_STEPS = ["Email", "Payment", "Create account"] as const;
const ACCOUNT_STEPS = ["Email", "Payment", "Activate plan"] as const;

// The card form is needed after the email step: it loads while the visitor types the address.
const CardPayment = lazyComponent(() =>
  import("../features/payments/card-payment").then((module) => module.CardPayment),
);

// The email is checked with the server's rule. Zod does not fit in checkout's script budget, so the rule
// arrives while the visitor reads the page; until then the button waits.
const checkoutEmailSchema = new LazySchema(() =>
  import("../../shared/api/payments").then((module) => module.CheckoutEmailSchema),
);

/** After paying, the visitor signs up with the plan and email carried in the address. */
function signupAfterPaymentPath(plan: SubscriptionPlan, email: string): string {
  return `/signup?payment=success&plan=${plan}&email=${encodeURIComponent(email)}`;
}

function InvalidPlan() {
  const navigateAfter = useDelayedNavigation();
  // The notice says it, once: a toast would repeat it over the page.
  useEffect(() => {
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
    <HeadedRegion
      as="aside"
      title="Order summary"
      className="h-fit rounded-2xl border border-border bg-surface p-6 lg:sticky lg:top-24"
      headingClassName="text-sm font-medium text-muted-foreground"
    >
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
    </HeadedRegion>
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
  const form = useSchemaForm(checkoutEmailSchema, { email: initialEmail });
  const [hasLeftField, setHasLeftField] = useState(false);
  const fieldError =
    serverError?.field === "email"
      ? serverError.message
      : (form.errors.email ?? (hasLeftField ? form.liveErrors?.email : undefined));

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
      onSubmit={form.submitWith(({ email }) => onContinue(email))}
    >
      <TextField
        label="Email"
        hint={
          isAccountEmail
            ? "The licence is added to the account you are signed in with."
            : "Your receipt goes here, and you will create your account with this address."
        }
        type="email"
        autoComplete="email"
        spellCheck={false}
        readOnly={isAccountEmail}
        placeholder="you@business.com"
        {...bindField(form, "email")}
        error={fieldError}
        onBlur={() => setHasLeftField(true)}
      />
      {serverError && serverError.field === null ? <Notice tone="error">{serverError.message}</Notice> : null}
      <Button type="submit" size="lg" className="w-full" disabled={!form.isValid}>
        Continue to payment
      </Button>
    </form>
  );
}

interface StartedPayment {
  email: string;
  clientSecret: string;
}

/** A signed-in owner's payment belongs to their account; a visitor's waits for the account with its email. */
async function startCheckoutPayment(plan: SubscriptionPlan, email: string, isAccount: boolean) {
  return isAccount ? (await startAccountLicencePayment(plan)).clientSecret : startLicencePayment(plan, email);
}

function LicenceCheckout({ plan, accountEmail }: { plan: SubscriptionPlan; accountEmail: string | null }) {
  const queryClient = useQueryClient();
  const navigateAfter = useDelayedNavigation();
  const [payment, setPayment] = useState<StartedPayment | null>(null);
  const [outcome, setOutcome] = useState<"paid" | "linkFailed" | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);
  const [paidIntentId, setPaidIntentId] = useState<string | null>(null);

  const [isPreparing, setIsPreparing] = useState(false);
  // A failed preload is tried again when the card form renders, which shows the failure.
  useEffect(() => void CardPayment.preload().catch(() => undefined), []);
  const [startError, setStartError] = useState<EmailStepError | null>(null);

  // A plain call rather than a mutation hook: checkout's script budget is tight.
  async function startPaymentFor(email: string): Promise<void> {
    setIsPreparing(true);
    setStartError(null);
    try {
      setPayment({ email, clientSecret: await startCheckoutPayment(plan, email, accountEmail !== null) });
    } catch (error) {
      // An address the server refuses shows under the field; any other failure one sentence.
      setStartError(
        serverFieldError(error, ["email"] as const) ?? { field: null, message: PAYMENT_START_FAILED_MESSAGE },
      );
    } finally {
      setIsPreparing(false);
    }
  }

  /** A signed-in buyer's licence is applied at once; there is no signup to wait for. */
  async function activateForAccount(paymentIntentId: string): Promise<void> {
    setLinkError(null);
    setPaidIntentId(paymentIntentId);
    try {
      await completeLicencePayment(paymentIntentId);
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

  async function finishPaidCheckout(email: string, paymentIntentId: string): Promise<void> {
    if (accountEmail) {
      // Back to the main screen, where the agent being built waits in the tab's draft.
      await activateForAccount(paymentIntentId);
      return;
    }
    // The plan waits in local storage until the new account is verified.
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
            <Button
              variant="outline"
              size="sm"
              onClick={() => (paidIntentId ? void activateForAccount(paidIntentId) : undefined)}
            >
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
            <Suspense fallback={<Spinner label="Loading the payment form…" className="size-5" />}>
              <CardPayment
                intent={{
                  kind: "started",
                  clientSecret: payment.clientSecret,
                  // The owner's own payment is applied when it settles, wherever the browser lands.
                  returnUrl: accountEmail ? "/" : signupAfterPaymentPath(plan, payment.email),
                }}
                submitLabel={`Pay ${formatDollars(LICENCE_PRICE_CENTS[plan])}`}
                onSucceeded={(paymentIntentId) => finishPaidCheckout(payment.email, paymentIntentId)}
              />
            </Suspense>
          </ErrorBoundary>
        </div>
      )}
    </section>
  );
}

/** Checkout of a licence: email, then payment, then signup. */
export function CheckoutPage() {
  usePageMetadata(PAGE_METADATA);
  const plan = new URLSearchParams(useSearch()).get("plan");
  const { user, isLoading } = useSession();
  if (isLoading) return <PageLoader />;
  return (
    <PageFrame width="wide" navigation={<BackLink href="/pricing">Pricing</BackLink>}>
      <PageHeading
        title="Checkout"
        description={
          user
            ? "Pay for your licence to put your agents live."
            : "Pay for your licence, then create your account to start building agents."
        }
      />
      <TestModeNotice className="mb-6" />
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
