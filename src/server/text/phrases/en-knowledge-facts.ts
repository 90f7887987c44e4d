import type { KnowledgeFactWords } from "./phrases";

// The words around the facts about a business that owners tell the assistant, in English.
export const englishKnowledgeFacts = {
  currencyWords: ["dollars, dollar, bucks, usd, euros, euro, eur, pounds, gbp, pesos, mxn"],
  openPriceLeads: ["from, starting at, starts at, start at, from just, from only, as low as"],
  rangeLeads: ["from"],
  betweenLeads: ["between"],
  betweenJoins: ["and"],
  rangeJoins: ["to, up to, through"],
  priceLinks: [
    "is, are, is just, is only, are just, are only, costs, cost, runs, run, goes for, go for, sells for",
    "priced at, at, for, will be, would be, 's",
  ],
  itemLeads: ["and, plus, also, then, a, an, the, our, one, each, while, whereas, or, &"],
  notBeforeBarePrice: ["at, until, till, to, by, around, about, open, opens, from, between, after, before"],
  chargeCues: ["we charge, charge, it's, it is, they're, they are, that's"],
  chargeFor: ["for"],
  priceUnits: [
    "an hour, per hour, per minute, a minute, /min, a hour, /hour, /hr, an hr, a session, per session, each, apiece, per person, a person",
    "a head, per head, a month, per month, /month, /mo, a week, per week, a night, per night, a visit",
    "per visit, a pound, per pound, a lb, per lb, a slice, per slice, a class, per class, a day, per day",
  ],
  offerCues: [
    "we also do, we also make, we also sell, we also offer, we also have, we also serve, we also carry",
    "we also fix, we also repair, we also provide, we offer, we sell, we carry, we provide",
  ],
  durationCues: [
    "takes, take, taking, lasts, last, about, around, approximately, roughly, usually, typically",
    "it takes, takes about, takes around, lasts about",
  ],
  durationOnes: ["a, an, one"],
  durationHalves: ["half an, half a"],
  durationAndAHalf: ["and a half"],
  availabilityWords: [
    "weekends only, only on weekends, on weekends, weekdays only, only on weekdays, on weekdays",
    "lunch only, dinner only, breakfast only, at lunch, at dinner, for lunch, for dinner, seasonal",
    "on mondays, on tuesdays, on wednesdays, on thursdays, on fridays, on saturdays, on sundays",
    "mondays only, tuesdays only, wednesdays only, thursdays only, fridays only, saturdays only",
    "sundays only, by appointment only, by appointment",
  ],
  acceptVerbs: [
    "take, takes, accept, accepts, we take, we accept, we don't take, we don't accept, we do not take, we do not accept, accepted",
  ],
  paymentWords: [
    "cash, card, cards, credit, credit card, credit cards, debit, debit card, debit cards, visa, mastercard",
    "amex, american express, discover, apple pay, google pay, check, checks, cheque, cheques, venmo, zelle",
    "paypal, contactless, tap to pay, bitcoin, crypto, ebt, snap, major cards, all major cards",
  ],
  paymentPolicies: [
    "cash only, card only, cards only, no checks, no cash, pay by, pay with, pay in, payment, payments",
    "paid in full, pay upfront, pay up front, pay at",
  ],
  insuranceWords: [
    "insurance, insurances, insurer, insurers, insurance plans, ppo, hmo, copay, copays, co-pay, medicare",
    "medicaid, in-network, in network, out of network, out-of-network",
  ],
  insurers: [
    "delta dental, aetna, cigna, metlife, guardian, humana, blue cross, blue shield, bcbs, anthem, kaiser",
    "united healthcare, unitedhealthcare, tricare, geico, state farm, allstate, progressive, usaa",
  ],
  parkingWords: [
    "parking, parking lot, parking garage, valet, park for free, park behind, park in the, park on the, park out front",
  ],
  cancellationWords: [
    "cancel, cancels, cancelled, canceled, cancelling, canceling, cancellation, cancellations, no-show",
    "no-shows, no show, no shows, reschedule, rescheduling, notice",
  ],
  areaWords: [
    "deliver, delivers, delivery, deliveries, we serve all, we serve the, serving all, service area",
    "service areas, areas we serve, we cover, we come to, we travel, miles, mile, km, kilometers, radius",
    "zip codes, county, counties",
  ],
  deliveryWords: ["deliver, delivers, delivery, deliveries"],
  otherPolicyWords: [
    "returns, refund, refunds, exchanges, warranty, guarantee, guaranteed, deposit",
    "walk-ins, walk ins, reservations required, no reservations, gratuity, byob, pets allowed",
    "dogs allowed, no pets",
  ],
  instructionWords: [
    "agent, assistant, ai, chatbot, bot, question, questions, ask about, asks about, asking about",
    "it should, it must, should answer, should take, should book, should handle, should help",
    "want it to, need it to, take orders, take bookings, take reservations, take messages, book appointments",
  ],
  clauseJoins: ["and, and also, plus, but, also, so, or"],
  clauseSubjects: [
    "we, we're, we've, we'll, i, i'm, i've, our, you, you're, they, it, it's, my, call, please, thanks",
    "open, hours, and we, but we, so we, prices, price, everything",
  ],
  locationCues: [
    "we're at, we are at, we're located at, we are located at, located at, we're on, we are on",
    "we're located on, located on, our address is, the address is, address is, address, find us at",
    "you can find us at, come see us at, visit us at",
  ],
  directionLeads: [
    "next to, across from, across the street from, behind, near, opposite, beside, between, above",
    "below, inside, on the corner of, at the corner of, around the corner from, in front of, right by",
    "just off, off of, past, upstairs from, downstairs from",
  ],
  staffRoles: [
    "manager, owner, co-owner, hygienist, dentist, doctor, physician, nurse, nurse practitioner",
    "receptionist, front desk, stylist, barber, colorist, chef, head chef, cook, baker, bartender",
    "server, mechanic, technician, tech, service advisor, attorney, lawyer, paralegal, partner",
    "accountant, bookkeeper, trainer, personal trainer, coach, instructor, teacher, tutor, therapist",
    "massage therapist, esthetician, aesthetician, nail tech, realtor, broker, director, supervisor",
    "coordinator, office manager, practice manager, optometrist, chiropractor, veterinarian, vet",
    "groomer, pharmacist, plumber, electrician, contractor, foreman, driver, consultant, advisor",
    "adviser, founder, ceo, president, principal, specialist, surgeon, orthodontist",
  ],
  askForCues: ["ask for, speak to, speak with, talk to, talk with"],
  faqAsks: [
    "if someone asks, if anyone asks, if a caller asks, if callers ask, if they ask, if people ask",
    "if customers ask, if a customer asks, when someone asks, when people ask, when they ask",
    "when callers ask, when customers ask",
  ],
  faqQuestionLabels: ["q, question"],
  faqAnswerLabels: ["a, answer"],
  faqAnswerStarts: [
    "yes, no, yep, nope, sure, of course, absolutely, we do, we don't, we can, we can't, only, not",
  ],
  faqTells: ["tell them, say, the answer is, just say, let them know, answer"],
} satisfies KnowledgeFactWords;
