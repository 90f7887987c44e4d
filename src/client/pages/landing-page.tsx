import { ArrowRight, Bot, CircleCheck, Globe, MessageSquareText, Phone, Sparkles, Zap } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { getOrCreateClientSessionId } from "../browser-storage";
import { BRING_YOUR_NUMBER_GUIDE } from "../features/documentation/documentation-sections";
import { AgentGreeting } from "../features/landing/agent-greeting";
import { type PageMetadata, usePageMetadata } from "../hooks/use-page-metadata";
import { Button, buttonClasses } from "../ui/button";
import { Logo, SiteHeader } from "../ui/logo";

export const LANDING_PAGE_METADATA: PageMetadata = {
  title: "Switchboard | Custom AI Call Agents for Your Business",
  description:
    "Create custom AI agents that answer your business phone calls, take messages and help your callers in English and Spanish.",
};

const FEATURES = [
  {
    title: "Real Phone Numbers",
    description:
      "Bring your existing business number or get a new one in the United States, the United Kingdom or Australia.",
    icon: Phone,
    link: { href: BRING_YOUR_NUMBER_GUIDE, label: "How to bring your number" },
  },
  {
    title: "AI-Powered Responses",
    description:
      "Your agent greets callers, answers questions about your business in English or Spanish and takes messages.",
    icon: Sparkles,
  },
  {
    title: "Easy Setup",
    description:
      "Describe your business to a chat assistant, review the configuration it fills in, and go live. No code.",
    icon: Zap,
  },
] as const;

const STEPS = [
  { title: "Pick a number", description: "Choose a country, an area code and a number, or bring your own." },
  {
    title: "Describe your business",
    description: "Tell the assistant your hours, services and how to greet callers.",
  },
  {
    title: "Go live",
    description: "Your agent answers calls, and its minutes are billed to your prepaid balance.",
  },
] as const;

const FOOTER_LINKS = [
  { href: "/pricing", label: "Pricing" },
  { href: "/documentation", label: "Documentation" },
  { href: "/help-support", label: "Help & Support" },
  { href: "/login", label: "Sign In" },
  { href: "/terms", label: "Terms" },
  { href: "/privacy", label: "Privacy" },
] as const;

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

/** The landing page for visitors. */
export function LandingPage() {
  usePageMetadata(LANDING_PAGE_METADATA);
  const featuresHeadingRef = useRef<HTMLHeadingElement>(null);
  const exampleCallRef = useRef<HTMLElement>(null);

  useEffect(() => {
    // A client session identifier is generated on load.
    getOrCreateClientSessionId();
  }, []);

  function showFeatures() {
    const heading = featuresHeadingRef.current;
    if (!heading) return;
    heading.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
    // Keyboard and screen-reader users continue reading where the page scrolled to.
    heading.focus({ preventScroll: true });
  }

  return (
    <div className="relative min-h-dvh overflow-x-clip">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[44rem] bg-[radial-gradient(ellipse_at_top,var(--color-primary-soft),transparent_65%)]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute top-40 -right-40 -z-10 size-[28rem] rounded-full bg-violet/10 blur-3xl"
      />

      <SiteHeader className="bg-background/75">
        <nav aria-label="Get started" className="flex items-center gap-1 sm:gap-2">
          <Link href="/login" className={buttonClasses({ variant: "ghost", size: "sm" })}>
            Sign In
          </Link>
          <Link href="/pricing" className={buttonClasses({ variant: "primary", size: "sm" })}>
            Get Started
          </Link>
        </nav>
      </SiteHeader>

      <main>
        <section className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-16 pb-20 sm:px-6 md:pt-24 lg:grid-cols-[1.1fr_0.9fr]">
          <div className="text-center lg:text-left">
            <p className="inline-flex items-center gap-2 rounded-full border border-primary/40 bg-primary-soft px-3 py-1 text-sm text-primary-text">
              <Bot aria-hidden="true" className="size-4" />
              AI agents that answer your business calls
            </p>
            <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
              Create Custom{" "}
              <span className="bg-linear-to-r from-primary-text to-violet bg-clip-text text-transparent">
                AI Call Agents
              </span>
            </h1>
            <p className="mx-auto mt-6 max-w-xl text-lg text-pretty text-muted-foreground lg:mx-0">
              Never miss a customer again. Build an agent that answers your phone, talks with callers in
              English or Spanish, and takes messages while you run your business.
            </p>
            <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center lg:justify-start">
              <Link href="/pricing" className={buttonClasses({ variant: "primary", size: "lg" })}>
                See Plans & Pricing
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
              <Button variant="outline" size="lg" onClick={showFeatures}>
                Learn More
              </Button>
            </div>
          </div>

          <figure ref={exampleCallRef} className="relative mx-auto w-full max-w-md">
            <div
              aria-hidden="true"
              className="absolute -inset-4 -z-10 rounded-3xl bg-linear-to-br from-primary/30 to-violet/20 blur-2xl"
            />
            <div className="rounded-2xl border border-border bg-surface/90 p-5 shadow-2xl">
              <div className="flex items-center justify-between border-b border-border pb-4">
                <div className="flex items-center gap-3">
                  <span className="inline-flex size-10 items-center justify-center rounded-full bg-success-soft text-success-text">
                    <Phone aria-hidden="true" className="size-5" />
                  </span>
                  <div>
                    <p className="text-sm font-semibold">Incoming call</p>
                    <p className="text-xs text-muted-foreground">Answered by your AI agent</p>
                  </div>
                </div>
                <span className="inline-flex items-center gap-1.5 rounded-full bg-success-soft px-2.5 py-1 text-xs font-medium text-success-text">
                  <span aria-hidden="true" className="size-1.5 rounded-full bg-success" />
                  Live
                </span>
              </div>
              <div className="space-y-3 pt-4 text-sm">
                <p className="max-w-[85%] rounded-xl rounded-tl-sm bg-surface-raised px-3.5 py-2.5">
                  Hi, are you open this Sunday?
                </p>
                <p className="ml-auto max-w-[85%] rounded-xl rounded-tr-sm bg-primary px-3.5 py-2.5 text-primary-foreground">
                  Yes, we're open from 11 AM to 10 PM. Would you like me to take a reservation?
                </p>
                <p className="max-w-[85%] rounded-xl rounded-tl-sm bg-surface-raised px-3.5 py-2.5">
                  Please, a table for four at 7.
                </p>
              </div>
            </div>
            <figcaption className="mt-3 text-center text-xs text-faint-foreground">
              An example call
            </figcaption>
          </figure>
        </section>

        <section
          id="features"
          aria-labelledby="features-heading"
          className="scroll-mt-20 border-y border-border/60 bg-surface/40"
        >
          <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
            <div className="mx-auto max-w-2xl text-center">
              <h2
                id="features-heading"
                ref={featuresHeadingRef}
                tabIndex={-1}
                className="text-3xl font-bold tracking-tight outline-none sm:text-4xl"
              >
                Everything your phone line needs
              </h2>
              <p className="mt-4 text-muted-foreground">
                A real number, an agent that knows your business, and a setup you finish in one sitting.
              </p>
            </div>
            <ul className="mt-12 grid gap-6 md:grid-cols-3">
              {FEATURES.map(({ title, description, icon: Icon, ...feature }) => (
                <li
                  key={title}
                  className="group rounded-xl border border-border bg-surface p-6 transition-colors hover:border-primary/50"
                >
                  <span className="inline-flex size-12 items-center justify-center rounded-lg bg-linear-to-br from-primary/25 to-violet/20 text-primary-text">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <h3 className="mt-5 text-lg font-semibold">{title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
                  {"link" in feature ? (
                    <Link
                      href={feature.link.href}
                      className="mt-3 inline-block text-sm font-medium text-primary-text underline"
                    >
                      {feature.link.label}
                    </Link>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="steps-heading" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
          <h2 id="steps-heading" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
            Live in three steps
          </h2>
          <ol className="mt-12 grid gap-6 md:grid-cols-3">
            {STEPS.map(({ title, description }, index) => (
              <li key={title} className="flex gap-4 rounded-xl p-2">
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-primary/50 bg-primary-soft font-semibold text-primary-text tabular-nums"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{description}</p>
                </div>
              </li>
            ))}
          </ol>
          <ul className="mt-12 flex flex-wrap items-center justify-center gap-x-8 gap-y-3 text-sm text-muted-foreground">
            <li className="inline-flex items-center gap-2">
              <Globe aria-hidden="true" className="size-4 text-primary-text" />
              United States, United Kingdom and Australia
            </li>
            <li className="inline-flex items-center gap-2">
              <MessageSquareText aria-hidden="true" className="size-4 text-primary-text" />
              English and Spanish
            </li>
            <li className="inline-flex items-center gap-2">
              <CircleCheck aria-hidden="true" className="size-4 text-primary-text" />
              Usage billed to a prepaid balance
            </li>
          </ul>
        </section>

        <section aria-labelledby="cta-heading" className="px-4 pb-24 sm:px-6">
          <div className="relative mx-auto max-w-4xl overflow-hidden rounded-2xl border border-primary/40 bg-linear-to-br from-primary/25 via-surface to-violet/20 px-6 py-14 text-center">
            <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              Ready to answer every call?
            </h2>
            <p className="mx-auto mt-4 max-w-xl text-muted-foreground">
              Set up your agent today and let it pick up while you focus on your customers.
            </p>
            <Link
              href="/pricing"
              className={buttonClasses({ variant: "primary", size: "lg", className: "mt-8" })}
            >
              Create Your First Agent
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        </section>
      </main>

      {/* Room below the links for the floating agent button, so it never covers one. */}
      <footer className="border-t border-border/60">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-4 pt-8 pb-24 text-center text-sm text-faint-foreground sm:px-6 md:flex-row md:justify-between md:text-left">
          <div className="flex flex-col items-center gap-2 md:items-start">
            <Logo className="scale-90" />
            {/* The year was the build's when the page was rendered ahead (decision 0030). */}
            <p suppressHydrationWarning>
              © {new Date().getFullYear()} Switchboard. AI agents for business phone calls.
            </p>
          </div>
          <nav aria-label="Footer">
            <ul className="flex flex-wrap justify-center gap-x-1 gap-y-1 md:justify-end">
              {FOOTER_LINKS.map(({ href, label }) => (
                <li key={href}>
                  <Link
                    href={href}
                    className="inline-flex min-h-10 items-center rounded-md px-2.5 text-muted-foreground hover:text-foreground"
                  >
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </footer>

      <AgentGreeting keepClearOf={exampleCallRef} />
    </div>
  );
}
