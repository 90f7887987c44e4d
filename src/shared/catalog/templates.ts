import * as z from "zod/mini";
import type { KnowledgeFactInput } from "../api/knowledge";
import {
  type AgentLanguage,
  type AgentVoice,
  BUSINESS_CATEGORIES,
  type BusinessCategory,
  LANGUAGES,
  TIMEZONE_IDS,
  type TimezoneId,
  VOICES,
} from "./agents";
import { TEMPLATE_FACTS } from "./template-facts";

// The 12 built-in agent templates of /agent-templates, and the prepared agent
// configuration the chat screen loads from browser storage.

export const AGENT_TEMPLATE_IDS = [
  "restaurant",
  "retail",
  "healthcare",
  "legal",
  "automotive",
  "realestate",
  "education",
  "beauty",
  "homeservices",
  "professional",
  "fitness",
  "consulting",
] as const;
export type AgentTemplateId = (typeof AGENT_TEMPLATE_IDS)[number];

// The healthcare template is also known by the older id "medical".
export const AGENT_TEMPLATE_ID_ALIASES: Readonly<Record<string, AgentTemplateId>> = { medical: "healthcare" };

/** The text in a template's introduction that the owner's business name replaces. */
export const BUSINESS_NAME_PLACEHOLDER = "[Business Name]";

// The prepared configuration is kept in local storage under this key.
export const PREPARED_TEMPLATE_STORAGE_KEY = "agentTemplate";

export type AgentTemplate = {
  id: AgentTemplateId;
  category: BusinessCategory;
  /** A lucide-react icon name, rendered by the gallery. */
  icon: string;
  title: string;
  description: string;
  agentPurpose: string;
  agentIntroduction: string;
  operatingHours: { enabled: boolean; hours: string };
  language: AgentLanguage;
  voice: AgentVoice;
  timezone: TimezoneId;
  reputationManagement: boolean;
  workflowMode: boolean;
  /** Example facts the agent's knowledge starts with (template-facts.ts), for the owner to review. */
  facts: KnowledgeFactInput[];
};

type TemplateDetails = Omit<AgentTemplate, "operatingHours" | "language" | "timezone" | "facts"> & {
  hours: string;
};

// Every template speaks English on US Eastern time with its hours on.
const template = ({ hours, ...details }: TemplateDetails): AgentTemplate => ({
  ...details,
  operatingHours: { enabled: true, hours },
  language: "english",
  timezone: "America/New_York",
  facts: TEMPLATE_FACTS[details.id],
});

// Hours and the two switches of each template: reputation management on for
// restaurant, retail, automotive, real estate, beauty, home services and fitness; workflow mode on
// for healthcare, legal, real estate, home services, professional and consulting.
export const AGENT_TEMPLATES: readonly AgentTemplate[] = [
  template({
    id: "restaurant",
    category: "restaurant",
    icon: "UtensilsCrossed",
    title: "Restaurant",
    description:
      "Takes reservations and takeout orders, and answers questions about the menu, hours and delivery.",
    agentPurpose:
      "Take table reservations and takeout orders, answer questions about the menu, opening hours, location and delivery, and note special requests such as allergies or large parties.",
    agentIntroduction: `Thank you for calling ${BUSINESS_NAME_PLACEHOLDER}! Would you like to make a reservation, place an order, or ask about our menu?`,
    hours: "11:00 AM - 10:00 PM",
    voice: "female",
    reputationManagement: true,
    workflowMode: false,
  }),
  template({
    id: "retail",
    category: "retail",
    icon: "ShoppingBag",
    title: "Retail Store",
    description: "Answers questions about products, stock, prices, returns and store hours.",
    agentPurpose:
      "Answer questions about products, stock availability and prices, explain the return and exchange policy, give store hours and directions, and take messages for special orders.",
    agentIntroduction: `Hi, thanks for calling ${BUSINESS_NAME_PLACEHOLDER}! How can I help you find what you're looking for today?`,
    hours: "9:00 AM - 9:00 PM",
    voice: "female",
    reputationManagement: true,
    workflowMode: false,
  }),
  template({
    id: "healthcare",
    category: "healthcare",
    icon: "Stethoscope",
    title: "Medical Practice",
    description: "Books and reschedules appointments, answers insurance questions and routes urgent calls.",
    agentPurpose:
      "Schedule, reschedule and cancel patient appointments, answer questions about services, insurance and office hours, take prescription refill requests, and tell callers with an emergency to hang up and dial 911.",
    agentIntroduction: `Thank you for calling ${BUSINESS_NAME_PLACEHOLDER}. If this is a medical emergency, please hang up and dial 911. How may I help you today?`,
    hours: "8:00 AM - 5:00 PM",
    voice: "female",
    reputationManagement: false,
    workflowMode: true,
  }),
  template({
    id: "legal",
    category: "legal",
    icon: "Scale",
    title: "Law Firm",
    description: "Screens new clients, books consultations and takes messages for attorneys.",
    agentPurpose:
      "Greet callers, collect the details of new inquiries (name, contact information and the type of legal matter), schedule consultations, and take messages for attorneys without giving legal advice.",
    agentIntroduction: `Thank you for calling ${BUSINESS_NAME_PLACEHOLDER}. How may I assist you with your legal matter today?`,
    hours: "9:00 AM - 6:00 PM",
    voice: "male",
    reputationManagement: false,
    workflowMode: true,
  }),
  template({
    id: "automotive",
    category: "automotive",
    icon: "Car",
    title: "Auto Repair Shop",
    description: "Books service appointments, gives repair status updates and answers pricing questions.",
    agentPurpose:
      "Book service and repair appointments, answer questions about services and estimated prices, give updates on vehicles in the shop, and take messages for the service advisors.",
    agentIntroduction: `Thanks for calling ${BUSINESS_NAME_PLACEHOLDER}! Are you looking to book a service or check on your vehicle?`,
    hours: "7:00 AM - 6:00 PM",
    voice: "male",
    reputationManagement: true,
    workflowMode: false,
  }),
  template({
    id: "realestate",
    category: "real-estate",
    icon: "House",
    title: "Real Estate Agency",
    description: "Qualifies buyers and sellers, answers listing questions and schedules showings.",
    agentPurpose:
      "Answer questions about property listings, qualify buyers and sellers (budget, location and timeline), schedule showings and valuations, and pass hot leads to an agent.",
    agentIntroduction: `Hello, thank you for calling ${BUSINESS_NAME_PLACEHOLDER}! Are you looking to buy, sell or rent a property?`,
    hours: "8:00 AM - 8:00 PM",
    voice: "female",
    reputationManagement: true,
    workflowMode: true,
  }),
  template({
    id: "education",
    category: "education",
    icon: "GraduationCap",
    title: "School or Tutoring Center",
    description: "Answers enrollment questions, shares class schedules and books visits.",
    agentPurpose:
      "Answer questions about programs, enrollment, tuition and class schedules, book campus visits and trial lessons, and take messages for teachers and staff.",
    agentIntroduction: `Thank you for calling ${BUSINESS_NAME_PLACEHOLDER}! How can I help you with our programs today?`,
    hours: "8:00 AM - 6:00 PM",
    voice: "female",
    reputationManagement: false,
    workflowMode: false,
  }),
  template({
    id: "beauty",
    category: "beauty",
    icon: "Scissors",
    title: "Salon & Spa",
    description: "Books, moves and cancels appointments and answers questions about services and prices.",
    agentPurpose:
      "Book, reschedule and cancel appointments with the right stylist or therapist, answer questions about services, prices and products, and keep a waiting list for busy days.",
    agentIntroduction: `Hi, thank you for calling ${BUSINESS_NAME_PLACEHOLDER}! Would you like to book an appointment?`,
    hours: "9:00 AM - 7:00 PM",
    voice: "female",
    reputationManagement: true,
    workflowMode: false,
  }),
  template({
    id: "homeservices",
    category: "construction",
    icon: "Hammer",
    title: "Home Services",
    description: "Books estimates and service calls for plumbers, electricians, roofers and contractors.",
    agentPurpose:
      "Collect the details of the job (type of work, address and urgency), book estimates and service visits, answer questions about service areas and pricing, and flag emergencies for a call back.",
    agentIntroduction: `Thanks for calling ${BUSINESS_NAME_PLACEHOLDER}! What can we help you with at your home today?`,
    hours: "7:00 AM - 6:00 PM",
    voice: "male",
    reputationManagement: true,
    workflowMode: true,
  }),
  template({
    // Accounting, tax and financial advisory offices; business consulting has its own template.
    id: "professional",
    category: "finance",
    icon: "BriefcaseBusiness",
    title: "Professional Services",
    description: "Schedules client meetings and collects documents for accounting, tax and advisory firms.",
    agentPurpose:
      "Schedule client meetings, answer questions about services and fees, collect the details of new client inquiries, and remind callers which documents to bring.",
    agentIntroduction: `Good day, thank you for calling ${BUSINESS_NAME_PLACEHOLDER}. How may I direct your call?`,
    hours: "9:00 AM - 5:00 PM",
    voice: "male",
    reputationManagement: false,
    workflowMode: true,
  }),
  template({
    id: "fitness",
    category: "fitness",
    icon: "Dumbbell",
    title: "Gym & Fitness Studio",
    description:
      "Answers membership questions, books classes and personal training, and handles trial passes.",
    agentPurpose:
      "Answer questions about memberships, prices and class schedules, book classes, personal training sessions and trial passes, and take messages about freezing or cancelling memberships.",
    agentIntroduction: `Hey, thanks for calling ${BUSINESS_NAME_PLACEHOLDER}! Are you interested in a membership or booking a class?`,
    hours: "5:00 AM - 11:00 PM",
    voice: "male",
    reputationManagement: true,
    workflowMode: false,
  }),
  template({
    id: "consulting",
    category: "consulting",
    icon: "Lightbulb",
    title: "Consulting Firm",
    description: "Qualifies prospects, books discovery calls and takes messages for consultants.",
    agentPurpose:
      "Qualify prospective clients (company, needs, budget and timeline), book discovery calls, answer questions about services, and take messages for the consultants.",
    agentIntroduction: `Thank you for calling ${BUSINESS_NAME_PLACEHOLDER}. How can we help your business today?`,
    hours: "9:00 AM - 6:00 PM",
    voice: "male",
    reputationManagement: false,
    workflowMode: true,
  }),
];

/** A template by id, accepting the older "medical" for "healthcare". */
export function findAgentTemplate(id: string): AgentTemplate | undefined {
  const canonical = AGENT_TEMPLATE_ID_ALIASES[id] ?? id;
  return AGENT_TEMPLATES.find((candidate) => candidate.id === canonical);
}

// The prepared agent configuration. Browser storage is outside our control, so the
// chat screen parses what it reads with this schema.
export const PreparedAgentConfigSchema = z.object({
  businessName: z.string(),
  businessCategory: z.enum(BUSINESS_CATEGORIES),
  agentName: z.string(),
  agentPurpose: z.string(),
  agentIntroduction: z.string(),
  language: z.enum(LANGUAGES),
  voice: z.enum(VOICES),
  timezone: z.enum(TIMEZONE_IDS),
  operatingHours: z.boolean(),
  customHours: z.string(),
  reputationManagement: z.boolean(),
  workflowMode: z.boolean(),
  templateId: z.enum(AGENT_TEMPLATE_IDS),
  fromTemplate: z.literal(true),
});
export type PreparedAgentConfig = z.infer<typeof PreparedAgentConfigSchema>;

/** What the customise form lets the owner change before using a template. */
export type TemplateOverrides = Partial<
  Pick<
    PreparedAgentConfig,
    | "agentName"
    | "agentPurpose"
    | "agentIntroduction"
    | "language"
    | "voice"
    | "timezone"
    | "operatingHours"
    | "customHours"
    | "reputationManagement"
    | "workflowMode"
  >
>;

// The business name is required, trimmed.
export const MISSING_BUSINESS_NAME_MESSAGE = "Please fill in business name.";

/**
 * The configuration stored for the chat screen when the owner uses a template. The
 * agent is named "{business name} AI Assistant" and every [Business Name] in the introduction
 * becomes the business name, including in an introduction the owner edited.
 */
export function prepareTemplateConfig(
  template: AgentTemplate,
  { businessName, ...overrides }: { businessName: string } & TemplateOverrides,
): PreparedAgentConfig {
  const name = businessName.trim();
  if (!name) throw new Error(MISSING_BUSINESS_NAME_MESSAGE);
  const agentName = overrides.agentName?.trim() || `${name} AI Assistant`;
  const introduction = overrides.agentIntroduction ?? template.agentIntroduction;
  return {
    businessName: name,
    businessCategory: template.category,
    agentName,
    agentPurpose: overrides.agentPurpose ?? template.agentPurpose,
    agentIntroduction: introduction.replaceAll(BUSINESS_NAME_PLACEHOLDER, name),
    language: overrides.language ?? template.language,
    voice: overrides.voice ?? template.voice,
    timezone: overrides.timezone ?? template.timezone,
    operatingHours: overrides.operatingHours ?? template.operatingHours.enabled,
    customHours: overrides.customHours ?? template.operatingHours.hours,
    reputationManagement: overrides.reputationManagement ?? template.reputationManagement,
    workflowMode: overrides.workflowMode ?? template.workflowMode,
    templateId: template.id,
    fromTemplate: true,
  };
}
