import { Link } from "wouter";
import { formatDollars, LICENCE_PRICE_CENTS, MIN_TOP_UP_DOLLARS } from "../../../shared/catalog/billing";
import { Accordion, type AccordionItem } from "../../ui/accordion";
import { HeadedRegion } from "../../ui/headed-region";
import { BRING_YOUR_NUMBER_GUIDE } from "../documentation/documentation-sections";
import { USAGE_RATE_LINES } from "./usage-rates";

const FAQ_ENTRIES: readonly AccordionItem[] = [
  {
    question: "How does billing work?",
    answer: (
      <p>
        You pay a {formatDollars(LICENCE_PRICE_CENTS.plus)} platform licence once a year. Everything your
        agents use is drawn from a prepaid balance that you top up from ${MIN_TOP_UP_DOLLARS}, so there are no
        surprise invoices.
      </p>
    ),
  },
  {
    question: "Which countries are supported?",
    answer: (
      <p>
        The United States, the United Kingdom and Australia. Get a new number in any of the three, or keep
        your existing business number:{" "}
        <Link href={BRING_YOUR_NUMBER_GUIDE} className="font-medium text-primary-text underline">
          forward its calls to your agent, or move it to us
        </Link>
        .
      </p>
    ),
  },
  {
    question: "What does the licence include?",
    answer: (
      <p>
        A year of access to the platform: the chat assistant that sets up your agents, phone numbers, call
        handling in English and Spanish, call history and your account settings. Renew it each year to keep
        your agents answering.
      </p>
    ),
  },
  {
    question: "What does the balance pay for?",
    answer: (
      <>
        <p>Usage is charged to your balance at these rates:</p>
        <dl className="divide-y divide-border rounded-md border border-border">
          {USAGE_RATE_LINES.map(({ item, rate }) => (
            <div key={item} className="flex items-center justify-between gap-4 px-3 py-2">
              <dt>{item}</dt>
              <dd className="text-right font-medium text-foreground tabular-nums">{rate}</dd>
            </div>
          ))}
        </dl>
      </>
    ),
  },
  {
    question: "What happens if my balance runs out?",
    answer: (
      <p>
        Your bots pause until you add balance, and they pick up calls again as soon as you top up. Turn on
        auto-recharge in Payment & Settings to top up automatically before that happens.
      </p>
    ),
  },
];

/** The pricing page's questions, one answer open at a time. */
export function PricingFaq() {
  return (
    <HeadedRegion
      title="Frequently asked questions"
      className="mx-auto mt-20 max-w-3xl"
      headingClassName="text-center text-2xl font-bold tracking-tight sm:text-3xl"
    >
      <Accordion name="pricing-faq" items={FAQ_ENTRIES} className="mt-8" />
    </HeadedRegion>
  );
}
