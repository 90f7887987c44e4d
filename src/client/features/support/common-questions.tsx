import { Link } from "wouter";
import {
  AGENT_CREATION_FEE_CENTS,
  formatDollars,
  LICENCE_PRICE_CENTS,
  MIN_TOP_UP_DOLLARS,
} from "../../../shared/catalog/billing";
import { countries } from "../../../shared/catalog/phone-numbers";
import { SUPPORT_RESPONSE_HOURS } from "../../../shared/catalog/support";
import { Accordion, type AccordionItem } from "../../ui/accordion";
import { HeadedRegion } from "../../ui/headed-region";
import { UsageRateList } from "../billing/usage-rates";

const INLINE_LINK_CLASSES =
  "font-medium text-primary-text underline underline-offset-2 hover:text-foreground";

const COUNTRY_NAMES = new Intl.ListFormat("en-US", { type: "disjunction" }).format(
  countries().map((country) => country.name),
);

// The questions owners ask most, answered with the catalog's real numbers.
const COMMON_QUESTIONS: readonly AccordionItem[] = [
  {
    question: "How do I set up a phone number?",
    answer: (
      <>
        <p>
          On the main screen, pick a country ({COUNTRY_NAMES}), then an area code, then one of the numbers
          available there. The number is your agent's as soon as the agent is created.
        </p>
        <p>
          Want to keep your existing business number? Ask your phone company to forward its calls to your
          agent's number; callers keep dialling the number they know.
        </p>
      </>
    ),
  },
  {
    question: "How do I change an agent?",
    answer: (
      <p>
        Open the agent from Active Agents in the sidebar of the main screen, change anything in its
        configuration form and save. Changing an agent is free: the {formatDollars(AGENT_CREATION_FEE_CENTS)}{" "}
        fee is charged only when a new agent is created.
      </p>
    ),
  },
  {
    question: "How does billing work?",
    answer: (
      <>
        <p>
          The platform licence is {formatDollars(LICENCE_PRICE_CENTS.plus)} a year. Everything else is paid
          from a prepaid balance that you top up from {formatDollars(MIN_TOP_UP_DOLLARS * 100)}:
        </p>
        <UsageRateList className="rounded-md" rowClassName="px-3 py-2" />
        <p>
          <Link href="/add-balance" className={INLINE_LINK_CLASSES}>
            Add balance
          </Link>{" "}
          at any time, or turn on auto-recharge in{" "}
          <a href="/settings" className={INLINE_LINK_CLASSES}>
            Payment &amp; Settings
          </a>
          .
        </p>
      </>
    ),
  },
  {
    question: "Why is my agent paused?",
    answer: (
      <p>
        Agents pause when your balance reaches {formatDollars(0)}, because their calls can no longer be paid
        for.{" "}
        <Link href="/add-balance" className={INLINE_LINK_CLASSES}>
          Add balance
        </Link>{" "}
        and they resume answering calls.
      </p>
    ),
  },
  {
    question: "How soon will I hear back?",
    answer: (
      <p>
        Within {SUPPORT_RESPONSE_HOURS} hours, by email to the address in the form. The confirmation we send
        you straight away carries your request's reference; mention it if you write again.
      </p>
    ),
  },
];

/** The help page's common questions, one open at a time. */
export function CommonQuestions() {
  return (
    <HeadedRegion title="Common questions">
      <Accordion name="common-questions" items={COMMON_QUESTIONS} className="mt-4" />
    </HeadedRegion>
  );
}
