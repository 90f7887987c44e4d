import { Link } from "wouter";
import { VERIFICATION_CODE_LENGTH } from "../../../shared/catalog/accounts";
import {
  BUSINESS_CATEGORIES,
  BUSINESS_CATEGORY_LABELS,
  CHAT_MESSAGE_MAX,
  CONFIGURE_COMMANDS,
  CREATION_DELAY_MS,
  LANGUAGE_LABELS,
  LANGUAGES,
  TIMEZONES,
} from "../../../shared/catalog/agents";
import {
  ADD_BALANCE_PACKAGES_DOLLARS,
  AGENT_CREATION_FEE_CENTS,
  AUTO_RECHARGE_AMOUNT_CENTS,
  DEFAULT_AUTO_RECHARGE_LIMIT_DOLLARS,
  formatDollars,
  LICENCE_PRICE_CENTS,
  MIN_AUTO_RECHARGE_LIMIT_DOLLARS,
  MIN_TOP_UP_DOLLARS,
  MOST_POPULAR_PACKAGE_DOLLARS,
  PLAN_AGENT_LIMITS,
  PLUS_PLAN_YEARLY_CENTS,
  UPGRADE_FEE_CENTS,
  USAGE_RATES,
} from "../../../shared/catalog/billing";
import { AVAILABLE_NUMBERS_PAGE_SIZE, areaCodesFor, countries } from "../../../shared/catalog/phone-numbers";
import { SUPPORT_RESPONSE_HOURS } from "../../../shared/catalog/support";
import { AGENT_TEMPLATES, BUSINESS_NAME_PLACEHOLDER } from "../../../shared/catalog/templates";
import { CountryFlag } from "../../ui/country-flag";
import { UsageRateList } from "../billing/usage-rates";
import { ApiReference } from "./api-reference";
import { BringYourNumber } from "./bring-your-number";
import { DocumentationSection, FactList, LINK_CLASSES, Subheading } from "./documentation-parts";

// The documentation describes the product as it behaves, every figure read from the
// catalog modules. The quick start's minimum top-up is the product's $10 (seeds README: the stricter rule).

const dollars = (wholeDollars: number) => formatDollars(wholeDollars * 100);
const andList = (words: readonly string[]) =>
  new Intl.ListFormat("en-US", { type: "conjunction" }).format(words);
const orList = (words: readonly string[]) =>
  new Intl.ListFormat("en-US", { type: "disjunction" }).format(words);

const CREATION_FEE = formatDollars(AGENT_CREATION_FEE_CENTS);
const MIN_TOP_UP = dollars(MIN_TOP_UP_DOLLARS);
const CREATION_SECONDS = Math.round(CREATION_DELAY_MS / 1000);
const COUNTRIES = countries();

function GettingStarted() {
  return (
    <DocumentationSection id="getting-started">
      <p>
        Switchboard gives your business an AI agent that answers your phone calls. It greets callers with your
        business name, answers their questions, takes messages and bookings, and speaks{" "}
        {orList(LANGUAGES.map((language) => LANGUAGE_LABELS[language]))}.
      </p>
      <ol className="flex list-decimal flex-col gap-2 pl-5 marker:text-faint-foreground">
        <li>
          Buy the platform licence, {formatDollars(LICENCE_PRICE_CENTS.plus)} a year, from the{" "}
          <Link href="/pricing" className={LINK_CLASSES}>
            pricing page
          </Link>
          .
        </li>
        <li>
          Create your account with a username, your email and a password, then enter the{" "}
          {VERIFICATION_CODE_LENGTH}-digit code we email you.
        </li>
        <li>
          Add balance. Top-ups start at {MIN_TOP_UP}; a new agent costs {CREATION_FEE}, so add at least{" "}
          {CREATION_FEE} before creating your first one.
        </li>
        <li>Pick your agent's phone number on the main screen: country, then area code, then number.</li>
        <li>
          Describe your business to the assistant in the chat, or start from a template, check the
          configuration form and press Create Agent. About {CREATION_SECONDS} seconds later your agent is
          live.
        </li>
      </ol>
    </DocumentationSection>
  );
}

function PhoneNumberSetup() {
  return (
    <DocumentationSection id="phone-number-setup">
      <p>Your agent answers on a local number in one of these countries:</p>
      <ul className="grid gap-2 sm:grid-cols-3">
        {COUNTRIES.map((country) => (
          <li key={country.code} className="rounded-lg border border-border bg-surface px-4 py-3 text-sm">
            <span className="flex items-center gap-2 font-medium text-foreground">
              <CountryFlag code={country.code} />
              {country.name}
            </span>
            <span className="block text-xs">{areaCodesFor(country.code).length} area codes</span>
          </li>
        ))}
      </ul>
      <ol className="flex list-decimal flex-col gap-2 pl-5 marker:text-faint-foreground">
        <li>On the main screen, choose the country.</li>
        <li>Choose the area code; each one lists the places it serves.</li>
        <li>
          Choose one of the numbers available there (up to {AVAILABLE_NUMBERS_PAGE_SIZE} are offered at a
          time).
        </li>
      </ol>
      <p>
        Changing the country clears the area code and the number; changing the area code clears the number.
        The number becomes your agent's when the agent is created, and is released when you delete the agent.
      </p>
      <p>
        To keep the number your callers know, see{" "}
        <a href="#bring-your-number" className={LINK_CLASSES}>
          Bring Your Own Number
        </a>
        .
      </p>
    </DocumentationSection>
  );
}

function AgentCreation() {
  const commands = CONFIGURE_COMMANDS.map((command) => `“${command}”`);
  return (
    <DocumentationSection id="agent-creation">
      <p>
        Tell the assistant on the main screen about your business: what you do, when you are open and what
        callers should hear. It fills in the configuration form as you talk. Messages can be up to{" "}
        {CHAT_MESSAGE_MAX.toLocaleString("en-US")} characters, and you can dictate them with the microphone in
        browsers that support speech recognition. Type {orList(commands)} to open the form yourself.
      </p>
      <Subheading>The configuration form</Subheading>
      <p>
        Business category, agent purpose, business name and agent name are required; the introduction and your
        website are optional. There are {BUSINESS_CATEGORIES.length} business categories:{" "}
        {andList(BUSINESS_CATEGORIES.map((category) => BUSINESS_CATEGORY_LABELS[category]))}.
      </p>
      <Subheading>Creating the agent</Subheading>
      <p>
        Create Agent appears once the form and the phone number are complete. Your balance must hold at least{" "}
        {CREATION_FEE}: creating a new agent charges {CREATION_FEE} from it, and it takes about{" "}
        {CREATION_SECONDS} seconds. Changing an agent later is free.
      </p>
      <p>The Simple plan runs up to {PLAN_AGENT_LIMITS.simple} agents; Plus runs as many as you need.</p>
    </DocumentationSection>
  );
}

function ConfigurationOptions() {
  return (
    <DocumentationSection id="configuration-options">
      <p>Every agent has these settings, on the main screen and in each agent's configuration form.</p>
      <FactList
        facts={[
          { term: "Language", detail: orList(LANGUAGES.map((language) => LANGUAGE_LABELS[language])) },
          { term: "Voice", detail: "Male or female." },
          {
            term: "Timezone",
            detail: (
              <details>
                <summary className="cursor-pointer rounded-sm focus-visible:outline-2 focus-visible:outline-ring">
                  {TIMEZONES.length} time zones: the agent's clock for your opening hours
                </summary>
                <p className="mt-2 text-xs">{andList(TIMEZONES.map((zone) => zone.label))}.</p>
              </details>
            ),
          },
          {
            term: "Custom hours",
            detail:
              "Your opening hours in your own words, such as “Mon–Fri 9:00 AM – 5:00 PM”. With them on, the agent tells callers whether you are open, by the clock of your timezone.",
          },
          { term: "Reputation management", detail: "The agent asks satisfied callers to leave a review." },
          {
            term: "Workflow mode",
            detail: `The agent follows step-by-step workflows such as bookings and intake; each workflow item costs ${formatDollars(USAGE_RATES.workflowItemCents)}.`,
          },
          {
            term: "Introduction",
            detail: `The greeting callers hear first; optional. Templates write it with ${BUSINESS_NAME_PLACEHOLDER}, which becomes your business name.`,
          },
        ]}
      />
    </DocumentationSection>
  );
}

function BillingPayments() {
  const packages = ADD_BALANCE_PACKAGES_DOLLARS.map((amount) =>
    amount === MOST_POPULAR_PACKAGE_DOLLARS ? `${dollars(amount)} (most popular)` : dollars(amount),
  );
  return (
    <DocumentationSection id="billing-payments">
      <p>
        You pay a platform licence once a year, and your agents' usage from a prepaid balance. The licence is{" "}
        {formatDollars(LICENCE_PRICE_CENTS.plus)} a year.
      </p>
      <Subheading>Usage rates</Subheading>
      <UsageRateList className="rounded-lg bg-surface text-sm" rowClassName="px-4 py-2.5" />
      <Subheading>Adding balance</Subheading>
      <p>
        The minimum top-up is {MIN_TOP_UP}. Choose a package of {andList(packages)}, or enter any whole-dollar
        amount from {MIN_TOP_UP}; every dollar you pay is a dollar of balance. Pay by card on{" "}
        <Link href="/add-balance" className={LINK_CLASSES}>
          Add Balance
        </Link>
        .
      </p>
      <p>
        Auto-recharge keeps your agents answering: when your balance falls below your limit (at least{" "}
        {dollars(MIN_AUTO_RECHARGE_LIMIT_DOLLARS)}), {formatDollars(AUTO_RECHARGE_AMOUNT_CENTS)} is charged to
        your saved card and added to your balance. It starts on, with a limit of{" "}
        {dollars(DEFAULT_AUTO_RECHARGE_LIMIT_DOLLARS)}; change it in{" "}
        <a href="/settings" className={LINK_CLASSES}>
          Payment &amp; Settings
        </a>
        .
      </p>
      <p>
        When your balance reaches {formatDollars(0)}, your agents pause. Add balance and they resume answering
        calls.
      </p>
      <Subheading>Plans</Subheading>
      <FactList
        facts={[
          {
            term: "Simple",
            detail: `${formatDollars(LICENCE_PRICE_CENTS.simple)} a year, up to ${PLAN_AGENT_LIMITS.simple} agents.`,
          },
          {
            term: "Plus",
            detail: `${formatDollars(PLUS_PLAN_YEARLY_CENTS)} a year, unlimited agents and external API access. Upgrading from Simple costs ${formatDollars(UPGRADE_FEE_CENTS)}, paid by card or from your balance.`,
          },
        ]}
      />
      <p>
        We email a receipt for every top-up, auto-recharge and licence payment; choose which emails you get in{" "}
        <Link href="/notifications" className={LINK_CLASSES}>
          Notifications
        </Link>
        .
      </p>
    </DocumentationSection>
  );
}

function AgentTemplatesSection() {
  return (
    <DocumentationSection id="agent-templates">
      <p>
        {AGENT_TEMPLATES.length} ready-made agents give you a head start, each with its purpose, greeting and
        opening hours:
      </p>
      <ul className="grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {AGENT_TEMPLATES.map((template) => (
          <li key={template.id} className="text-foreground">
            {template.title}
          </li>
        ))}
      </ul>
      <p>
        Choose one on{" "}
        <Link href="/agent-templates" className={LINK_CLASSES}>
          Agent Templates
        </Link>{" "}
        and add your business name: it replaces {BUSINESS_NAME_PLACEHOLDER} in the greeting, and the agent is
        named after it. Adjust the purpose, hours, language, voice, timezone, reputation management and
        workflow mode, then use the template. The main screen opens with the form filled in; pick a number and
        create the agent.
      </p>
    </DocumentationSection>
  );
}

function Troubleshooting() {
  return (
    <DocumentationSection id="troubleshooting">
      <FactList
        facts={[
          {
            term: "My agent is paused",
            detail: `Your balance has reached ${formatDollars(0)}. Add balance and the agent resumes answering calls; turn on auto-recharge so it does not happen again.`,
          },
          {
            term: "Insufficient Balance when creating",
            detail: `Creating an agent needs ${CREATION_FEE} of balance. Add at least the difference and press Create Agent again.`,
          },
          {
            term: "I cannot add another agent",
            detail: `The Simple plan runs up to ${PLAN_AGENT_LIMITS.simple} agents. Upgrade to Plus for unlimited agents, or delete an agent you no longer need.`,
          },
          {
            term: "No number suits me",
            detail: "Try another area code in the same region; each area code offers its own numbers.",
          },
          {
            term: "My verification code fails",
            detail: `Codes are ${VERIFICATION_CODE_LENGTH} digits. Press Resend Code for a new one; the previous code then stops working.`,
          },
          {
            term: "I miss emails from us",
            detail: (
              <>
                Check your spam folder and your{" "}
                <Link href="/notifications" className={LINK_CLASSES}>
                  notification settings
                </Link>
                .
              </>
            ),
          },
          {
            term: "Still stuck",
            detail: (
              <>
                <Link href="/help-support" className={LINK_CLASSES}>
                  Send a support request
                </Link>
                ; we reply within {SUPPORT_RESPONSE_HOURS} hours.
              </>
            ),
          },
        ]}
      />
    </DocumentationSection>
  );
}

function ApiReferenceSection() {
  return (
    <DocumentationSection id="api-reference">
      <ApiReference />
    </DocumentationSection>
  );
}

/** The documentation's eight sections, in the sidebar's order. */
export function DocumentationContent() {
  return (
    <div className="flex min-w-0 flex-col gap-14">
      <GettingStarted />
      <PhoneNumberSetup />
      <BringYourNumber />
      <AgentCreation />
      <ConfigurationOptions />
      <BillingPayments />
      <AgentTemplatesSection />
      <Troubleshooting />
      <ApiReferenceSection />
    </div>
  );
}
