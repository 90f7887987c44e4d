// The knowledge set's questions, as callers ask them: chatty, two-part, in Spanish, some in the
// middle of a message. `says`: each figure or phrase the answer must say exactly; `absent`: the
// business's knowledge does not hold the answer, so the agent must say it does not know and keep
// the question for the owner.

export type KnowledgeQuestion = {
  id: string;
  business: string;
  /** What the caller says, the question last (the lines before it start a message, say). */
  lines: readonly string[];
} & ({ says: readonly (string | RegExp)[] } | { absent: true });

const asked = (
  id: string,
  business: string,
  line: string | readonly string[],
  says: readonly (string | RegExp)[],
): KnowledgeQuestion => ({ id, business, lines: typeof line === "string" ? [line] : line, says });
const absent = (id: string, business: string, line: string | readonly string[]): KnowledgeQuestion => ({
  id,
  business,
  lines: typeof line === "string" ? [line] : line,
  absent: true,
});

export const KNOWLEDGE_QUESTIONS: readonly KnowledgeQuestion[] = [
  // A pizzeria's menu, delivery and payment.
  asked("large-cheese", "pizzeria", "Hi, how much is a large cheese pizza?", ["$18"]),
  asked("garlic-knots", "pizzeria", "yeah what do you charge for the garlic knots", ["$5.50"]),
  asked("delivery-area", "pizzeria", "Do you guys deliver to my area? I'm like two miles away", ["3 miles"]),
  asked("delivery-fee", "pizzeria", "And how much is delivery?", ["$4"]),
  asked("apple-pay", "pizzeria", "Can I pay with Apple Pay?", ["Apple Pay"]),
  asked("two-part-menu", "pizzeria", "What's a pepperoni pizza and how much are the garlic knots?", [
    "$16",
    "$5.50",
  ]),
  asked("tiramisu", "pizzeria", "ok and um how much is the tiramisu", ["$7"]),
  asked("where-exactly", "pizzeria", "Where are you guys located exactly?", ["214 Court Street"]),
  asked("gluten-free", "pizzeria", "Do you have gluten free crust? My wife is celiac.", ["$3 extra"]),
  absent("vegan-cheese", "pizzeria", "Do you have vegan cheese?"),
  absent("beer", "pizzeria", "Do you sell beer or wine?"),
  absent("pizza-parking", "pizzeria", "Is there parking nearby?"),

  // A dental clinic's services, prices, insurance and staff.
  asked("cleaning", "dentist", "Hi there, how much is a cleaning? I haven't been in a while.", [
    "$80",
    "$120",
  ]),
  asked("delta", "dentist", "Do you take Delta Dental?", ["Delta Dental"]),
  asked("medicaid", "dentist", "Do you accept Medicaid?", [/do not accept Medicaid/]),
  asked("whitening-time", "dentist", "How long does teeth whitening take?", ["90 minutes"]),
  asked("whitening-cost", "dentist", "what does whitening cost these days", ["$350"]),
  asked("filling", "dentist", "I was wondering how much a filling costs", ["$150", "$250"]),
  asked("dentist-name", "dentist", "Who's the dentist there?", ["Dr. Priya Shah"]),
  asked("cancel-policy", "dentist", "What happens if I have to cancel my appointment?", ["24 hours", "$50"]),
  asked("dental-parking", "dentist", "Where do I park when I come in?", [/garage/]),
  asked(
    "cigna-mid-message",
    "dentist",
    ["I'd like to leave a message for the office", "Oh wait, before that, do you take Cigna?"],
    ["Cigna", /your name/],
  ),
  absent("implants", "dentist", "Do you do dental implants?"),
  absent("kids", "dentist", "Do you see kids? My son is six."),
  absent("sedation", "dentist", "Is sedation available for nervous patients?"),

  // A plumber's call-out fee, areas served and prices.
  asked("callout", "plumber", "What's your call-out fee?", ["$89"]),
  asked("berkeley", "plumber", "Do you come out to Berkeley?", ["Berkeley"]),
  asked("drain", "plumber", "how much to unclog a drain", ["$150", "$300"]),
  asked("water-heater", "plumber", "Roughly what would a new water heater cost me, installed?", [
    "$1,200",
    "$2,400",
  ]),
  asked("weekends", "plumber", "Do you charge more on weekends?", ["$149"]),
  asked("estimates", "plumber", "Are your estimates free?", ["$500"]),
  asked("check", "plumber", "Can I pay by check?", [/checks/]),
  absent("san-leandro", "plumber", "Do you serve San Leandro?"),
  absent("septic", "plumber", "Do you pump septic tanks?"),
  absent("licensed", "plumber", "Are you licensed and insured?"),

  // A hair salon in Leeds: services, durations, staff, in pounds.
  asked("mens-cut", "salon", "How much is a men's haircut?", ["£25"]),
  asked("balayage", "salon", "How long does a balayage take and what does it cost?", [
    "£120",
    "£180",
    "3 hours",
  ]),
  asked("tanya", "salon", "Is Tanya still working there? She did my colour last time.", ["Tanya Reed"]),
  asked("salon-cancel", "salon", "What happens if I need to cancel?", ["24 hours", "50%"]),
  asked("blow-dry", "salon", "How much for a blow dry?", ["£30"]),
  asked("gel-nails", "salon", "Do you do gel nails?", ["£28"]),
  asked("salon-where", "salon", "Where exactly are you? I've never been.", ["12 Park Row"]),
  absent("lashes", "salon", "Do you do eyelash extensions?"),
  absent("vouchers", "salon", "Do you sell gift vouchers?"),

  // A Spanish-speaking bakery with a pasted price list.
  asked("docena-conchas", "panaderia", "¿Cuánto cuesta la docena de conchas?", ["$15"]),
  asked("tres-leches", "panaderia", "Buenas, quería saber el precio del pastel de tres leches grande", [
    "$65",
  ]),
  asked("pan-de-muerto", "panaderia", "¿Tienen pan de muerto?", ["$12"]),
  asked("personalizados", "panaderia", "¿Hacen pasteles personalizados?", ["una semana"]),
  asked("tarjeta", "panaderia", "¿Aceptan tarjeta?", ["tarjetas"]),
  asked("tamales", "panaderia", "¿Cuánto cuestan los tamales y con cuánto tiempo hay que pedirlos?", [
    "$24",
    "2 días",
  ]),
  asked("donde", "panaderia", "¿Dónde están ubicados?", ["Calle Navigation 2315"]),
  absent("sin-gluten", "panaderia", "¿Tienen pan sin gluten?"),
  absent("domicilio", "panaderia", "¿Hacen entregas a domicilio?"),

  // Written after the engine was tuned on the questions above, and not tuned on: its failures are
  // the gaps in knowledge-gaps.json.
  asked("calzone-kinds", "pizzeria", "What kind of calzone do you have and how much is it?", ["$12.50"]),
  absent("amex", "pizzeria", "Do you guys take Amex?"),
  asked("emergency-visit", "dentist", "How much is an emergency visit if I come in today?", ["$95"]),
  asked("hygienist", "dentist", "Is there a hygienist who does the cleanings?", ["Maria Gomez"]),
  asked("just-to-come-out", "plumber", "What do you guys charge just to come out?", ["$89"]),
  asked("night-fee", "plumber", "Is the call-out fee higher at night?", ["$149"]),
  asked("womens-cut-time", "salon", "How long is a women's cut?", ["an hour"]),
  asked("nails-who", "salon", "Who does the nails there?", ["Jordan Blake"]),
  absent("wheelchair", "salon", "Do you have wheelchair access?"),
  asked("bolillos", "panaderia", "¿A cómo están los bolillos?", ["$0.75"]),
  asked("cafe-de-olla", "panaderia", "¿Cuánto sale un café de olla?", ["$2.50"]),
  absent("estacionamiento", "panaderia", "¿Tienen estacionamiento?"),
];
