import type { Phrases } from "./phrases";

// English words of emergencies callers report, by kind, and of what an owner's purpose says to do in one.
export const englishEmergencies: Phrases["emergencies"] = {
  lifeThreatening: [
    "chest pain, chest pains, pain in his chest, pain in her chest, pain in my chest, chest hurts, heart attack",
    "cardiac arrest, can not breathe, can not breath, not breathing, trouble breathing, struggling to breathe",
    "hard to breathe, difficulty breathing, short of breath, stopped breathing, choking, turning blue",
    "lips are blue, lips are purple, unconscious, passed out, not answering me, will not wake up",
    // Said of a person: a ceiling collapses and a website stops responding too.
    "he/she/someone/somebody/person/lady/man/woman/guy/dad/mom/mum/father/mother/husband/wife/son/daughter/child/kid/baby ~ collapsed/unresponsive/not responding",
    "is not waking up, no pulse, bleeding heavily, heavy bleeding",
    "bleeding a lot, lots of blood, so much blood, will not stop bleeding, severe bleeding, bleeding badly",
    "losing blood, overdose, overdosed, too many pills, having a stroke, had a stroke, signs of a stroke",
    "face is drooping, face drooping, slurred speech, speech is slurred, arm is numb, having a seizure",
    "throat is closing, anaphylaxis, anaphylactic, electrocuted, got a shock off, got shocked, electric shock",
    "swallowed ~ poison/bleach/pills, ate ~ rat poison/poison, kill myself, end my life, suicidal",
  ],
  danger: [
    "there is a fire, on fire, caught fire, house is burning, kitchen fire, flames, smell ~ gas, gas ~ smell",
    "smells like gas, gas leak, leaking gas, carbon monoxide, co alarm",
  ],
  home: [
    "burst pipe, burst pipes, pipe ~ burst/broke/exploded/split, pipes ~ burst/broke, burst ~ pipe",
    "flooding, flooded, flood, water ~ everywhere/pouring/gushing/spraying/coming through/coming down",
    "pouring ~ water, water ~ ceiling, ceiling ~ water/leaking/collapsing/caving in/collapsed, sewage",
    "sewer ~ backing up/backed up/coming up, backing up ~ toilet/drain/basement, toilet ~ overflowing",
    "no water, water is off, no heat, no heating, heating is out, furnace is out, furnace ~ not working",
    "boiler ~ not working/broken ~ freezing, frozen pipe, frozen pipes, pipes ~ frozen, roof ~ caved in",
    "tree ~ fell on/fell through/came through",
    "furnace ~ quit/died/stopped/went out/gave out/broke/won't turn on/won't come on/isn't working",
    "heat ~ went out/quit/stopped working/isn't working/won't come on, heater ~ quit/died/broke",
  ],
  electrical: [
    "burning smell, smell ~ burning, smells like burning, sparks, sparking, sparked, smoke ~ outlet/socket",
    "smoke ~ fuse box/panel/switch/wall, outlet ~ smoking/melted/melting, socket ~ smoking/melted/melting",
    "exposed wires, live wire, wires ~ hanging/exposed, no power, power is out, power went out, lost power",
    "power cut",
  ],
  medical: [
    "knocked out ~ tooth/teeth, tooth ~ knocked out, teeth ~ knocked out, knocked ~ tooth/teeth ~ out",
    "face ~ swollen/swelling, swelling ~ face/jaw/eye, swollen ~ face/jaw/cheek",
    "severe swelling, abscess, severe pain, unbearable pain, excruciating, baby ~ fever, high fever",
    "broken ~ arm/leg/bone/wrist/ankle, broke ~ arm/leg/wrist/ankle, deep cut, needs stitches",
    "bad burn, badly burned, allergic reaction, bleeding ~ gum/gums/mouth/tooth, hit ~ head, head injury",
    "concussion",
  ],
  pet: [
    "ate ~ poison/rat poison/chocolate/antifreeze/grapes/raisins/xylitol/pills/ibuprofen/onions/lilies",
    "swallowed ~ poison/rat poison/chocolate/antifreeze/sock/toy/bone/pills, got into ~ poison/chocolate",
    "got into ~ antifreeze/rat poison/pills, poisoned, poisoning, hit by a car, run over, bloat, bloated",
    "stomach ~ swollen/twisted, trying to vomit, retching, dry heaving, not breathing, can not breathe",
    "trouble breathing, having a seizure, seizure, seizures, collapsed, unconscious, not moving",
    "bleeding ~ a lot/heavily/badly, attacked by, bitten by, choking, heatstroke, heat stroke, can not pee",
    "straining to pee",
  ],
  pets: [
    "dog, dogs, puppy, pup, cat, cats, kitty, kitten, pet, rabbit, bunny, horse, bird, parrot, hamster",
    "ferret, guinea pig",
  ],
  auto: [
    "broken down ~ highway/freeway/motorway/interstate/side of the road, broke down ~ highway/freeway",
    "broke down ~ motorway/interstate/side of the road, died on ~ highway/freeway/motorway/interstate",
    "stranded, stuck on the ~ highway/freeway/motorway/side of the road, brakes ~ failed/gone/went out",
    "brakes ~ not working/gave out/do not work, no brakes, lost ~ brakes, just had an accident",
    "just been in an accident, been in an accident, just crashed, accident ~ highway/freeway/motorway",
    "car ~ on fire/smoking, smoke ~ engine/hood/bonnet, steering ~ locked/failed/went out, blowout",
    "tire blew, tyre blew, blew a tire, blew a tyre",
    // An interstate as callers say it: "I-94" is matched as "i 94".
    "died on i, broke down on i, broken down on i, stuck on i, stranded on i",
  ],
  legal: [
    "arrested, in jail, in police custody, taken into custody, is in custody, being held, detained",
    "locked up, court ~ tomorrow/in the morning/today/this afternoon, hearing ~ tomorrow/today",
    "trial ~ tomorrow, served ~ papers/summons/eviction, got served, been served, eviction notice",
    "notice to vacate, restraining order, protective order, deadline ~ tomorrow/today, have to respond by",
    "warrant, deported, deportation, ice ~ detained/took/picked up",
  ],
  general: [
    "it is an emergency, this is an emergency, is an emergency, have an emergency, got an emergency",
    "there is an emergency, emergency situation, it is urgent, this is urgent, very urgent, really urgent",
    "urgent help",
  ],
  negations: ["no, not, never, nothing, without, none, no longer, nobody"],
  aboutTheService: [
    "how much, charge, charges, fee, fees, price, prices, cost, costs, do you fix, do you repair",
    "do you handle, do you deal with, do you do, do you offer, do you cover, do you treat, do you see",
    "can you fix, in case, what if, what happens if, if ever, what do you do if, insurance",
  ],
  purposeTopics: [
    "emergency, emergencies, urgent, urgently, after hours, after-hours, out of hours, out-of-hours, tow",
    "towing, breakdown, breakdowns, roadside",
  ],
  purposeTellCues: [
    "tell the caller to, tell callers to, tell them to, tell him to, tell her to, tell the customer to",
    "tell the client to, tell the owner to, ask the caller to, ask them to, advise the caller to",
    "advise them to, instruct the caller to, instruct them to, have them, tell the caller that",
    "tell them that, let them know that, let the caller know that, tell the caller, tell them",
  ],
  purposeSendCues: [
    "send emergencies to, send them to, send callers to, send the caller to, direct them to",
    "direct callers to, direct the caller to, refer them to, refer callers to, refer the caller to",
    "give the caller, give them, forward emergencies to, transfer emergencies to",
  ],
  purposeDirectVerbs: ["call, phone, ring, dial, go, head, take, bring, contact, text, page"],
  purposeAfterHours: [
    "after hours, after-hours, out of hours, out-of-hours, when we are closed, when we're closed",
    "outside business hours, outside of business hours, outside office hours, outside opening hours",
    "at night, overnight, on weekends",
  ],
  purposeAgentTasks: [
    "mark, take a message, take their, take the, note, flag, log, record, email, text me, page me",
  ],
  purposeToTheCaller: [
    "the caller=you, the customer=you, the client=you, themselves=yourself, them=you, their=your, they=you",
  ],
};
