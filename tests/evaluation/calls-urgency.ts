import {
  BOOKING_QUESTION,
  kept,
  language,
  mailedUrgent,
  name,
  neverSays,
  number,
  says,
} from "./check-builders";
import type { ScriptedCall } from "./evaluation-types";

// Emergencies as callers report them to businesses whose purpose gives no instruction for them (a
// tenant's flood, an arrest at night, a child's broken tooth in Spanish) or gives one (a tow), and
// callers who only mention an emergency: a question about the emergency fee, "it's not an emergency".

export const URGENCY_CALLS: readonly ScriptedCall[] = [
  {
    id: "realty-tenant-laundry-flooded",
    business: "realty",
    clock: "open",
    from: "+15125550139",
    turns: [
      "Hi, I'm renting one of your properties on Cedar Lane and the water heater burst, the whole laundry room is flooded.",
      "Carlos Mendez, 512-555-0139.",
      "88 Cedar Lane, unit B.",
      "Thanks, bye.",
    ],
    ending: "goodbye",
    checks: [
      says(/urgent/i, "urgency", 0),
      neverSays(BOOKING_QUESTION, "urgency"),
      mailedUrgent(),
      name("Carlos Mendez"),
      number("+15125550139"),
      kept(/cedar lane/i),
    ],
  },
  {
    id: "law-brother-arrested-at-night",
    business: "law",
    clock: "closed",
    from: "+12155550193",
    turns: [
      "Hi, sorry it's so late, my brother just got arrested and they won't tell us anything, we need a lawyer tonight.",
      "Yes, it's Tamika Johnson, two one five, five five five, oh one nine three.",
      "Thank you.",
    ],
    ending: "goodbye",
    checks: [
      says(/urgent/i, "urgency", 0),
      neverSays(BOOKING_QUESTION, "urgency"),
      mailedUrgent(),
      name("Tamika Johnson"),
      number("+12155550193"),
    ],
  },
  {
    id: "clinic-spanish-broken-tooth",
    business: "clinic",
    clock: "closed",
    from: "+16025550152",
    turns: [
      "Hola, mi hija se cayó de la bicicleta y se le rompió un diente, le está sangrando la boca.",
      "Soy Lucía Torres, mi número es 602 555 0152.",
      "Gracias.",
    ],
    ending: "goodbye",
    checks: [
      says(/urgente/i, "urgency", 0),
      neverSays(/\b911\b/, "urgency", 0),
      neverSays(BOOKING_QUESTION, "urgency"),
      mailedUrgent(),
      name("Lucía Torres"),
      number("+16025550152"),
      language("spanish"),
    ],
  },
  {
    id: "garage-brakes-went-out",
    business: "garage",
    clock: "open",
    from: "+13135550124",
    turns: [
      "Hey, my brakes just went out, I managed to pull over on the side of the road, I need a tow.",
      "Rick Olsen.",
      "Yeah, that's my cell.",
      "Okay, thanks.",
    ],
    ending: "goodbye",
    checks: [
      says(/313.?555.?0177|3 1 3, 5 5 5|dale'?s|aaa/i, "urgency", 0),
      neverSays(BOOKING_QUESTION, "urgency"),
      mailedUrgent(),
      name("Rick Olsen"),
      number("+13135550124"),
    ],
  },
  {
    id: "plumber-emergency-fee-question",
    business: "plumber",
    clock: "open",
    from: "+13035550137",
    turns: ["Hi, do you charge extra for emergency call-outs on weekends?", "Okay, thanks, bye."],
    ending: "goodbye",
    checks: [neverSays(/urgent|main water valve/i, "urgency")],
  },
  {
    id: "dental-not-an-emergency",
    business: "dental",
    clock: "open",
    from: "+16175550186",
    turns: ["Hi, it's not an emergency, I'd just like to book a cleaning for my son."],
    ending: "hang-up",
    checks: [neverSays(/urgent|emergency line/i, "urgency")],
  },
];
