import { LegalLink, LegalPage, type LegalSection } from "../features/legal/legal-sections";
import type { PageMetadata } from "../hooks/use-page-metadata";

const PAGE_METADATA: PageMetadata = {
  title: "Privacy Notice | Switchboard",
  description: "What Switchboard stores about you and your callers, why, and how to have it deleted.",
  keywords: "privacy, privacy policy, data protection",
};

const SECTIONS: readonly LegalSection[] = [
  {
    title: "What we store about you",
    paragraphs: [
      "Your username, email address and password (kept only as a one-way hash we cannot read back), and, if you add them, your name and profile picture. We also keep your plan, your balance and a record of your payments and charges.",
    ],
  },
  {
    title: "What we store about your agents and calls",
    paragraphs: [
      "Each agent's configuration: its name, your business details, its purpose, its greeting, its hours and its phone number, and what you tell it about your business: services and prices, questions and answers, policies, staff, your address, and the documents you give it with the text read from them. It uses these only to answer your callers, and they are deleted with the agent. Your chats with the setup assistant are kept so you can come back to them from History until you clear it.",
      "For each call an agent answers we keep the caller's number, when the call took place, how long it lasted, what it cost, and a transcript of what the caller and the agent said, so you can read it in the call log.",
    ],
  },
  {
    title: "Who else handles it",
    paragraphs: [
      "Calls are carried by our telephony provider. What a caller says is turned into text and answered with the help of an AI language service, which receives the conversation and your agent's configuration to write each reply. Card payments go straight to our payment provider. Each handles the data only to provide its part of the service.",
      "We do not sell your data or your callers' data, and we do not use it for advertising.",
    ],
  },
  {
    title: "Email",
    paragraphs: [
      "We email you to verify your address, to reset your password, about payments and your balance, and about the calls and messages you chose to be told about in your notification settings.",
    ],
  },
  {
    title: "Cookies and browser storage",
    paragraphs: [
      "A cookie keeps you signed in, and is removed when you sign out; another remembers a signup until its email address is verified. Your browser also keeps the agent you are building, so it survives a reload. We use no advertising or tracking cookies.",
    ],
  },
  {
    title: "Your choices",
    paragraphs: [
      <>
        You can change your details on the Account page, clear your chat history from the sidebar, and delete
        an agent or your whole account at any time; deleting your account removes your agents, chats and call
        records with it. For anything else, write to us through{" "}
        <LegalLink href="/help-support">Help & Support</LegalLink>.
      </>,
    ],
  },
];

/** The privacy notice. */
export function PrivacyPage() {
  return (
    <LegalPage
      metadata={PAGE_METADATA}
      title="Privacy Notice"
      description="What we keep, why we keep it, and how to have it removed."
      sections={SECTIONS}
      updated="November 25, 2026"
    />
  );
}
