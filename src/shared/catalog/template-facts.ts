// Type-only: the templates reach pages that must not load a schema library for them.
import type { KnowledgeFactInput } from "../api/knowledge";
import type { PolicyTopic } from "./knowledge";
import type { AgentTemplateId } from "./templates";

// The example facts each template starts an agent's knowledge with: a few services or menu items
// with prices, a question or two, a policy. They are examples for the owner to replace with their
// own before saving; prices are in the business's currency.

const service = (
  name: string,
  from: number,
  to: number | null = null,
  more: { durationMinutes?: number; description?: string; availability?: string } = {},
): KnowledgeFactInput => ({ kind: "service", name, price: { from, to }, ...more });
const faq = (question: string, answer: string): KnowledgeFactInput => ({ kind: "faq", question, answer });
const policy = (topic: PolicyTopic, text: string): KnowledgeFactInput => ({ kind: "policy", topic, text });

export const TEMPLATE_FACTS: Record<AgentTemplateId, KnowledgeFactInput[]> = {
  restaurant: [
    service("Margherita pizza", 14, null, { description: "Tomato, mozzarella and fresh basil." }),
    service("Pepperoni pizza", 16),
    service("Caesar salad", 9.5),
    faq("Do you have gluten-free options?", "Yes, any pizza can be made on a gluten-free crust for $2 more."),
    policy("areas-served", "We deliver within 3 miles for a $4 delivery fee."),
    policy("payment", "We take cash and all major credit cards."),
  ],
  retail: [
    service("Gift wrapping", 5),
    service("Gift card", 25, 500, { description: "Any amount from $25 to $500." }),
    faq(
      "Can I order something that is out of stock?",
      "Yes, we can order it in; most items arrive within a week.",
    ),
    policy("other", "Returns within 30 days with a receipt, for a refund or an exchange."),
    policy("payment", "We accept cash, all major cards, Apple Pay and Google Pay."),
  ],
  healthcare: [
    service("New patient visit", 150, null, { durationMinutes: 45 }),
    service("Follow-up visit", 90, null, { durationMinutes: 20 }),
    service("Annual physical", 200, null, { durationMinutes: 60 }),
    faq(
      "Do I need a referral?",
      "No, you can book directly; some insurance plans ask for one, so check yours.",
    ),
    policy("insurance", "We accept most major plans, including Aetna, Cigna and Blue Cross Blue Shield."),
    policy(
      "cancellation",
      "Please give us 24 hours notice to cancel or reschedule; missed visits may be charged $50.",
    ),
  ],
  legal: [
    service("Initial consultation", 150, null, { durationMinutes: 30 }),
    service("Will preparation", 500, 1200),
    service("Uncontested divorce", 1500, null, { description: "Flat fee, court costs not included." }),
    faq(
      "Is the first consultation free?",
      "The first 30-minute consultation is $150, credited to your case if you hire us.",
    ),
    policy("payment", "We take cards and bank transfers; a retainer is due before work starts."),
  ],
  automotive: [
    service("Oil change", 49.99, null, { durationMinutes: 30 }),
    service("Brake pads (per axle)", 150, 250, { durationMinutes: 90 }),
    service("Tire rotation", 25, null, { durationMinutes: 30 }),
    service("Diagnostic check", 95, null, { description: "Credited toward the repair if you go ahead." }),
    faq(
      "Can I wait while my car is serviced?",
      "Yes, oil changes and rotations are done while you wait in our lounge.",
    ),
    policy("payment", "We accept cash and all major cards; payment is due when you pick up the car."),
  ],
  realestate: [
    service("Home valuation", 0, null, { description: "Free, with no obligation." }),
    {
      kind: "service",
      name: "Selling your home",
      description: "Commission agreed when you list, as a percentage of the sale price.",
    },
    faq("Do you help renters?", "Yes, our agents help with rentals as well as purchases."),
    policy("areas-served", "We cover the city and the surrounding county."),
  ],
  education: [
    service("Private tutoring", 60, null, { durationMinutes: 60, description: "Per one-hour session." }),
    service("SAT prep course", 900, null, { description: "Eight weeks, two classes a week." }),
    service("Trial lesson", 0, null, { durationMinutes: 30, description: "Free for new students." }),
    faq("What ages do you teach?", "Students from 6 to 18, in small groups or one to one."),
    policy("cancellation", "Lessons cancelled with less than 24 hours notice are charged in full."),
  ],
  beauty: [
    service("Women's haircut", 45, 65, { durationMinutes: 45 }),
    service("Men's haircut", 30, null, { durationMinutes: 30 }),
    service("Full color", 90, 150, { durationMinutes: 120 }),
    service("Manicure", 25, null, { durationMinutes: 30 }),
    faq("Do you take walk-ins?", "Yes, when a stylist is free; booking ahead is best on weekends."),
    policy("cancellation", "Please cancel at least 24 hours ahead; late cancellations may be charged 50%."),
  ],
  homeservices: [
    service("Service call", 89, null, { description: "Waived if you go ahead with the repair." }),
    service("Water heater installation", 1200, 2500),
    service("Drain cleaning", 150, 300, { durationMinutes: 60 }),
    faq("Do you give free estimates?", "Yes, estimates for larger jobs are free."),
    policy("areas-served", "We serve the city and towns within 25 miles."),
    policy("payment", "We accept cards and checks; payment is due when the job is done."),
  ],
  professional: [
    service("Individual tax return", 250, 450),
    service("Small business bookkeeping", 300, null, { description: "Per month." }),
    service("Financial planning session", 200, null, { durationMinutes: 60 }),
    faq(
      "What should I bring to my tax appointment?",
      "Your W-2s or 1099s, last year's return and a photo ID.",
    ),
    policy("payment", "Fees are due when your return is filed; we take cards and bank transfers."),
  ],
  fitness: [
    service("Monthly membership", 49, null, { description: "Unlimited gym access." }),
    service("Day pass", 15),
    service("Personal training session", 70, null, { durationMinutes: 60 }),
    service("Group class", 20, null, { durationMinutes: 45 }),
    faq("Is there a joining fee?", "No joining fee; the first month is paid when you sign up."),
    policy("cancellation", "Memberships can be cancelled with 30 days notice."),
    policy("parking", "Free parking in the lot behind the building."),
  ],
  consulting: [
    service("Discovery call", 0, null, { durationMinutes: 30, description: "Free." }),
    service("Strategy workshop", 2500, null, { description: "A half-day workshop with your team." }),
    service("Hourly consulting", 200, null, { description: "Per hour." }),
    faq("Do you work with small businesses?", "Yes, most of our clients have between 5 and 200 employees."),
    policy("payment", "Projects are billed monthly; invoices are due within 30 days."),
  ],
};
