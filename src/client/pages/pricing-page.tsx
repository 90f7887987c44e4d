import { ArrowRight, Check } from "lucide-react";
import { Link, useLocation } from "wouter";
import { formatDollars, LICENCE_PRICE_CENTS } from "../../shared/catalog/billing";
import { useSession } from "../api/session";
import { PricingFaq } from "../features/billing/pricing-faq";
import { PRICING_HARD_NAVIGATION_FALLBACK_MS } from "../features/billing/redirect-delays";
import { BRING_YOUR_NUMBER_GUIDE } from "../features/documentation/documentation-sections";
import { type PageMetadata, usePageMetadata } from "../hooks/use-page-metadata";
import { Button, buttonClasses } from "../ui/button";
import { PageFrame } from "../ui/page-frame";

export const PRICING_PAGE_METADATA: PageMetadata = {
  title: "Pricing | Switchboard",
  description:
    "One $39 yearly licence, then pay only for what your AI call agents use from a prepaid balance.",
  keywords: "pricing, licence",
};

const PRODUCT_NAME = "Switchboard";
// The single public plan is sent as plan plus.
const CHECKOUT_PATH = "/checkout?plan=plus";

const BRING_YOUR_OWN = "Phone numbers in the United States, United Kingdom and Australia, or bring your own";
const LICENCE_FEATURES = [
  "AI agents that answer your business calls around the clock",
  BRING_YOUR_OWN,
  "Conversations in English and Spanish",
  "Set up by chatting with an assistant: no code, no scripts",
  "Messages, call history and operating hours for every agent",
  "Pay-as-you-go usage from a prepaid balance, with auto-recharge",
] as const;

/** The single plan card and the FAQ, for visitors and signed-in users. */
export function PricingPage() {
  usePageMetadata(PRICING_PAGE_METADATA);
  const [, navigate] = useLocation();
  const { user } = useSession();

  function goToCheckout(): void {
    navigate(CHECKOUT_PATH);
    // If the route has not changed after 100 ms, a hard navigation is made.
    window.setTimeout(() => {
      if (window.location.pathname !== "/checkout") window.location.assign(CHECKOUT_PATH);
    }, PRICING_HARD_NAVIGATION_FALLBACK_MS);
  }

  return (
    <PageFrame
      width="wide"
      plus={user?.subscriptionPlan === "plus"}
      navigation={
        user ? (
          <Link href="/" className={buttonClasses({ variant: "ghost", size: "sm" })}>
            Dashboard
          </Link>
        ) : (
          <Link href="/login" className={buttonClasses({ variant: "ghost", size: "sm" })}>
            Sign In
          </Link>
        )
      }
    >
      <div className="mx-auto max-w-3xl text-center">
        <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          Simple, transparent pricing
        </h1>
        <p className="mt-4 text-lg text-pretty text-muted-foreground">
          One yearly licence for the platform. Your agents' calls are paid from a prepaid balance, so you only
          pay for what you use.
        </p>
      </div>

      <section
        aria-labelledby="plan-name"
        className="relative mx-auto mt-12 max-w-md rounded-2xl border border-primary/50 bg-surface p-6 shadow-2xl shadow-primary/10 sm:p-8"
      >
        <div
          aria-hidden="true"
          className="absolute -inset-px -z-10 rounded-2xl bg-linear-to-br from-primary/30 to-violet/20 blur-xl"
        />
        <p className="text-sm font-medium text-primary-text">Platform licence</p>
        <h2 id="plan-name" className="mt-1 text-2xl font-bold">
          {PRODUCT_NAME}
        </h2>
        <p className="mt-5 flex items-baseline gap-2">
          <span className="text-5xl font-bold tracking-tight tabular-nums">
            {formatDollars(LICENCE_PRICE_CENTS.plus)}
          </span>
          <span className="text-muted-foreground">per year</span>
        </p>
        <p className="mt-2 text-sm text-muted-foreground">Plus usage from your prepaid balance.</p>
        <ul className="mt-6 flex flex-col gap-3 text-sm">
          {LICENCE_FEATURES.map((feature) => (
            <li key={feature} className="flex gap-3">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-text" />
              <span>
                {feature}
                {feature === BRING_YOUR_OWN ? (
                  <>
                    :{" "}
                    <Link href={BRING_YOUR_NUMBER_GUIDE} className="font-medium text-primary-text underline">
                      how to bring your number
                    </Link>
                  </>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
        <Button size="lg" className="mt-8 w-full" onClick={goToCheckout}>
          Get Started with {PRODUCT_NAME}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Button>
      </section>

      <PricingFaq />
    </PageFrame>
  );
}
