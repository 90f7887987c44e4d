import { AGENT_CREATION_FEE_CENTS, formatDollars } from "../../shared/catalog/billing";
import { LegalLink, LegalPage, type LegalSection } from "../features/legal/legal-sections";
import type { PageMetadata } from "../hooks/use-page-metadata";

const PAGE_METADATA: PageMetadata = {
  title: "Terms of Service | Switchboard",
  description: "The terms on which Switchboard provides AI agents that answer business phone calls.",
  keywords: "terms of service, terms",
};

const SECTIONS: readonly LegalSection[] = [
  {
    title: "The service",
    paragraphs: [
      "Switchboard lets a business create AI agents that answer its phone calls: an agent greets callers, answers questions about the business from what its owner told it, and takes messages. These terms apply to everyone who creates an account or uses an agent through it.",
    ],
  },
  {
    title: "Your account",
    paragraphs: [
      "You need an account with a verified email address to create agents. Keep your password to yourself; you are responsible for what is done with your account. Tell us through Help & Support if you believe someone else has used it.",
      "You can delete your account at any time from the Account page. Your agents stop answering calls when it is deleted.",
    ],
  },
  {
    title: "Plans, balance and payments",
    paragraphs: [
      <>
        A licence (the Simple or the Plus plan) lets your agents go live; its price and what it includes are
        on the <LegalLink href="/pricing">pricing page</LegalLink>. Creating an agent takes{" "}
        {formatDollars(AGENT_CREATION_FEE_CENTS)} from your prepaid balance, and the minutes your agents spend
        on calls are charged to that balance at the rates shown before you pay.
      </>,
      "When your balance reaches $0 your agents pause and stop answering calls until you add balance. Card payments are processed by our payment provider; we never see or store your full card number.",
    ],
  },
  {
    title: "How you may use agents",
    paragraphs: [
      "Use Switchboard only for your own lawful business. Do not set an agent up to mislead callers about who they are speaking to, to collect information you have no right to, or to make calls that harass anyone.",
      "You are responsible for what you tell your agents to say and for following the rules that apply where you and your callers are, including those about telling callers that a call is answered by an AI or recorded.",
    ],
  },
  {
    title: "What an AI agent can and cannot do",
    paragraphs: [
      "An agent answers from what you give it and can be wrong: it may misunderstand a caller or give an answer you did not intend. Review what your agents say in the call log, and do not rely on an agent for emergencies or for advice that needs a professional.",
    ],
  },
  {
    title: "Availability and changes",
    paragraphs: [
      "We work to keep Switchboard running at all hours, but calls can fail when a phone network, a provider we rely on or our own service has a problem. We may change or improve the service; when a change affects what you pay, we tell you before it applies.",
    ],
  },
  {
    title: "Liability",
    paragraphs: [
      "Switchboard is provided as it is. As far as the law allows, we are not liable for lost business or other indirect losses caused by a missed, failed or mishandled call, and our total liability is limited to what you paid us in the twelve months before the claim.",
    ],
  },
  {
    title: "Contact",
    paragraphs: [
      <>
        Questions about these terms are welcome through{" "}
        <LegalLink href="/help-support">Help & Support</LegalLink>. How we handle your data is described in
        the <LegalLink href="/privacy">privacy notice</LegalLink>.
      </>,
    ],
  },
];

/** The terms of service. */
export function TermsPage() {
  return (
    <LegalPage
      metadata={PAGE_METADATA}
      title="Terms of Service"
      description="The rules for using Switchboard, in plain words."
      sections={SECTIONS}
      updated="November 25, 2026"
    />
  );
}
