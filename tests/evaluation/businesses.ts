import type { Business } from "./evaluation-types";

// Agents as owners write them in the builder: their own words for the purpose and the hours.
// Area codes are ones no other test file takes numbers from.

const agent = (
  fields: Partial<Business["agent"]> &
    Pick<
      Business["agent"],
      "businessName" | "businessCategory" | "agentPurpose" | "timezone" | "customHours"
    >,
): Business["agent"] => ({
  agentName: `${fields.businessName} Assistant`,
  language: "english",
  customHoursEnabled: true,
  workflowMode: false,
  ...fields,
});

export const BUSINESSES: readonly Business[] = [
  {
    key: "trattoria",
    country: "US",
    areaCode: "312",
    agent: agent({
      businessName: "Trattoria Bella Vista",
      businessCategory: "restaurant",
      agentPurpose:
        "Take table reservations and answer questions about the restaurant. We seat parties of up to 10; for larger groups take a message for the manager. We do not take reservations for the patio.",
      timezone: "America/Chicago",
      customHours:
        "Tuesday to Thursday 5pm-10pm, Friday and Saturday 5pm-11pm, Sunday 4pm-9pm, closed Monday",
    }),
    openAt: { hour: 18, minute: 30 },
    statedAmounts: [],
  },
  {
    key: "dental",
    country: "US",
    areaCode: "617",
    agent: agent({
      businessName: "Harbor Family Dental",
      businessCategory: "healthcare",
      agentPurpose:
        "Book cleanings and check-ups and take messages for the front desk. We accept Delta Dental, MetLife and Cigna. For a dental emergency after hours (knocked-out tooth, swelling, heavy bleeding) tell the caller to call Dr. Chen's emergency line at 617-555-0142.",
      timezone: "America/New_York",
      customHours: "Monday to Friday 8am to 5pm",
      workflowMode: true,
    }),
    statedAmounts: [],
  },
  {
    key: "plumber",
    country: "US",
    areaCode: "303",
    agent: agent({
      businessName: "Mile High Plumbing",
      businessCategory: "construction",
      agentPurpose:
        "Take service requests for repairs, leaks, water heaters and drains. Burst pipes, flooding, sewage backups and no water are emergencies: tell the caller to shut off the main water valve and that our on-call plumber will call back within 30 minutes, and mark the message urgent. Our service call fee is $89.",
      timezone: "America/Denver",
      customHours: "Monday to Friday 7:00-18:00, Saturday 8:00-12:00",
    }),
    statedAmounts: ["$89", "30"],
  },
  {
    key: "law",
    country: "US",
    areaCode: "215",
    agent: agent({
      businessName: "Okafor & Reyes Law",
      businessCategory: "legal",
      agentPurpose:
        "Take messages from new and existing clients for the attorneys. We handle family law, wills and estates, and personal injury. Do not give legal advice. First consultations are free for personal injury.",
      timezone: "America/New_York",
      customHours: "Monday to Friday 9am-5:30pm",
    }),
    statedAmounts: [],
  },
  {
    key: "salon",
    country: "US",
    areaCode: "619",
    agent: agent({
      businessName: "Glow Hair Studio",
      businessCategory: "beauty",
      agentPurpose:
        "Book haircuts, color and blowouts and take messages for the stylists. Ask which stylist they prefer if any (Jess, Marco or Tanya).",
      timezone: "America/Los_Angeles",
      customHours: "Tuesday to Saturday 10am-7pm",
      workflowMode: true,
    }),
    statedAmounts: [],
  },
  {
    key: "garage",
    country: "US",
    areaCode: "313",
    agent: agent({
      businessName: "Eastside Auto Repair",
      businessCategory: "automotive",
      agentPurpose:
        "Book repairs, oil changes, brake jobs and inspections, and take messages for the service desk. We do not quote repair prices over the phone; a mechanic calls back with an estimate. Towing: give the caller AAA or our partner Dale's Towing at 313-555-0177.",
      timezone: "America/New_York",
      customHours: "Mon-Fri 7:30am-6pm, Sat 8am-2pm",
    }),
    statedAmounts: [],
  },
  {
    key: "realty",
    country: "US",
    areaCode: "512",
    agent: agent({
      businessName: "Lone Star Realty Group",
      businessCategory: "real-estate",
      agentPurpose:
        "Take messages from buyers and sellers for our agents: showings, listings, valuations. Ask for the property address when they call about a listing. Do not discuss commission or prices; an agent will call back.",
      timezone: "America/Chicago",
      customHours: "Monday to Saturday 9am to 6pm",
    }),
    statedAmounts: [],
  },
  {
    key: "vet",
    country: "US",
    areaCode: "612",
    agent: agent({
      businessName: "Lakeside Veterinary Clinic",
      businessCategory: "healthcare",
      agentPurpose:
        "Book appointments for dogs and cats and take messages for the vets. If a pet is having trouble breathing, was hit by a car, ate something poisonous or is having a seizure, tell the caller to go straight to the Twin Cities Pet Emergency Center, 612-555-0163, open 24 hours.",
      timezone: "America/Chicago",
      customHours: "Monday to Friday 8-6; Saturday 9-1",
    }),
    statedAmounts: [],
  },
  {
    key: "panaderia",
    country: "US",
    areaCode: "713",
    agent: agent({
      businessName: "Panadería La Espiga",
      businessCategory: "restaurant",
      agentPurpose:
        "Tomar pedidos de pasteles y pan dulce para recoger, y tomar mensajes para la dueña, Rosa. Los pasteles por encargo necesitan 48 horas de anticipación.",
      timezone: "America/Chicago",
      customHours: "Monday to Saturday 6am-8pm, Sunday 7am-2pm",
      language: "spanish",
    }),
    statedAmounts: ["48"],
  },
  {
    key: "clinic",
    country: "US",
    areaCode: "602",
    agent: agent({
      businessName: "Desert Sun Family Clinic",
      businessCategory: "healthcare",
      agentPurpose:
        "Take appointment requests and messages for the doctors and nurses, in English or Spanish. For chest pain, trouble breathing, stroke signs or heavy bleeding, tell the caller to hang up and call 911. We accept AHCCCS and most major insurance.",
      timezone: "America/Phoenix",
      customHours: "Monday to Friday 7am-7pm, Saturday 8am-12pm",
      language: "multilingual",
    }),
    statedAmounts: [],
  },
  {
    key: "electrician",
    country: "GB",
    areaCode: "117",
    agent: agent({
      businessName: "Avon Electrical Services",
      businessCategory: "construction",
      agentPurpose:
        "Take call-out requests and quote requests for rewiring, fuse boards, EV chargers and fault finding. If the caller smells burning or sees sparks, tell them to switch off at the consumer unit if it is safe, and mark it urgent for Gareth, who is on call. We do not give prices over the phone.",
      timezone: "Europe/London",
      customHours: "Monday to Friday 8am-5pm",
      workflowMode: true,
    }),
    statedAmounts: [],
  },
  {
    key: "physio",
    country: "AU",
    areaCode: "3",
    agent: agent({
      businessName: "St Kilda Physio & Pilates",
      businessCategory: "fitness",
      agentPurpose:
        "Book physiotherapy appointments and Pilates classes and take messages for the physios. We bulk bill for DVA card holders only. Don't give medical advice.",
      timezone: "Australia/Sydney",
      customHours: "Mon-Fri 7am-7pm, Sat 8am-1pm",
    }),
    statedAmounts: [],
  },
  {
    key: "taqueria",
    country: "US",
    areaCode: "213",
    agent: agent({
      businessName: "Taquería El Güero",
      businessCategory: "restaurant",
      agentPurpose:
        "Answer questions and take catering orders and messages for the owner, Rubén, in English or Spanish. Catering orders need two days' notice.",
      timezone: "America/Los_Angeles",
      customHours: "Monday to Saturday 7am-9pm, Sunday 8am-3pm",
      language: "multilingual",
    }),
    statedAmounts: [],
  },
  {
    key: "hvac",
    country: "US",
    areaCode: "214",
    agent: agent({
      businessName: "Northwind Heating & Air",
      businessCategory: "construction",
      agentPurpose:
        "Schedule furnace, boiler and air conditioning repairs and tune-ups, and take messages for dispatch. If the caller smells gas or their carbon monoxide alarm is going off, tell them to get everyone out of the house and call 911 from outside. No heat or no AC with elderly people or babies in the home is urgent: mark it urgent for the on-call technician.",
      timezone: "America/Chicago",
      customHours: "Monday to Friday 7am-6pm, Saturday 8am-noon",
    }),
    statedAmounts: [],
  },
  {
    key: "cpa",
    country: "US",
    areaCode: "314",
    agent: agent({
      businessName: "Patel & Brooks CPA",
      businessCategory: "finance",
      agentPurpose:
        "Take appointment requests and messages for our accountants: personal and business tax returns, bookkeeping, payroll and IRS letters. Ask whether it is for personal or business taxes. We don't give tax advice over the phone.",
      timezone: "America/Chicago",
      customHours: "Monday to Friday 9am-5pm",
    }),
    statedAmounts: [],
  },
  {
    key: "tutoring",
    country: "US",
    areaCode: "404",
    agent: agent({
      businessName: "Bright Minds Learning Center",
      businessCategory: "education",
      agentPurpose:
        "Book free assessments for math, reading and SAT prep, grades 3 to 12, and take messages for the director, Ms. Alvarez.",
      timezone: "America/New_York",
      customHours: "Monday to Thursday 3pm-8pm, Saturday 9am-1pm",
    }),
    openAt: { hour: 16, minute: 0 },
    statedAmounts: [],
  },
  {
    key: "inn",
    country: "US",
    areaCode: "407",
    agent: agent({
      businessName: "Seaside Inn",
      businessCategory: "travel",
      agentPurpose:
        "Take room reservation requests and messages for the front desk, and answer questions about the inn. Check-in is from 3pm and check-out is by 11am. Dogs are welcome.",
      timezone: "America/New_York",
      customHours: "Every day 7am-11pm",
    }),
    statedAmounts: [],
  },
  {
    key: "dentista",
    country: "US",
    areaCode: "718",
    agent: agent({
      businessName: "Clínica Dental Sonrisa",
      businessCategory: "healthcare",
      agentPurpose:
        "Agendar citas de limpieza, ortodoncia y revisión, y tomar mensajes para la doctora Morales. Un diente roto con mucho dolor o la cara hinchada es urgente: marcar el mensaje como urgente para la doctora.",
      timezone: "America/New_York",
      customHours: "Lunes a viernes de 9am a 6pm, sábados de 9am a 1pm",
      language: "spanish",
    }),
    statedAmounts: [],
  },
  {
    key: "mot",
    country: "GB",
    areaCode: "161",
    agent: agent({
      businessName: "Mancunian Motors",
      businessCategory: "automotive",
      agentPurpose:
        "Book MOTs, services and repairs, and take messages for the workshop. We can't give repair quotes over the phone; a mechanic rings back.",
      timezone: "Europe/London",
      customHours: "Mon-Fri 8am-5:30pm, Sat 8:30am-12:30pm",
    }),
    statedAmounts: [],
  },
];

export function businessOf(key: string): Business {
  const business = BUSINESSES.find((candidate) => candidate.key === key);
  if (!business) throw new Error(`no business ${key} in the evaluation set`);
  return business;
}
