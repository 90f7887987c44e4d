import { ENGLISH_BUSINESS_KINDS } from "../../../shared/catalog/business-kinds";
import { englishAgentLines, englishCategoryServices, englishSpokenWords } from "./en-agent-lines";
import { englishAnswers } from "./en-answers";
import { englishOwnBooking } from "./en-bookings";
import { englishCallerDetails } from "./en-caller-details";
import { englishEmergencies } from "./en-emergencies";
import { englishKnowledgeFacts } from "./en-knowledge-facts";
import type { Phrases } from "./phrases";

export const english = {
  callerIntents: {
    yes: [
      "yes, yeah, yep, yup, sure, of course, ok, okay, correct, right, that's right, that is right, exactly",
      "absolutely, please do, sounds good, go ahead, perfect, great, that works, that's fine, fine",
    ],
    no: ["no, nope, nah, not really, not quite, that's wrong, wrong, incorrect, don't, do not"],
    goodbye: [
      "bye, goodbye, good bye, bye bye, bye-bye, see you, see ya, talk to you later, have a good day",
      "have a good one, have a nice day, good night, ta-ra, ta ra, tara, cheerio, catch you later",
    ],
    partings: ["good evening, good afternoon, good morning, take care, cheers, no worries"],
    finished: [
      "that's all, that is all, that's it, that is it, that's everything, that'll be all, that will be all",
      "nothing else, no thanks, no thank you, i'm good, i'm all set, all set, i'm done, we're done",
    ],
    confirmations: [
      "correct, that's correct, that is correct, that's right, that is right, that's all correct, all correct",
      "exactly, that sounds right, sounds right, spot on, yes it is, it is",
    ],
    personRequests: [
      "speak to, speak with, talk to, talk with, speaking to, speaking with, talking to, talking with",
      "real person, actual person, live person, real human, actual human, live human",
      "a human, the human, an operator, the operator, a receptionist, the receptionist",
      "a representative, the representative, a manager, the manager, an owner, the owner",
      "put me through, put me to, put me with, transfer me through, transfer me to, transfer me with",
      "connect me through, connect me to, connect me with",
    ],
    leaveMessage: [
      "leave a message, leave him a message, leave her a message, leave them a message, leave a voicemail",
      "leave my number, take a message, call me back, give me a call back, get back to me",
      "have someone call me, have somebody call me, have them call me",
      "this is a message for, a message for, message for, pass a message, pass on a message",
    ],
    cancel: ["cancel, cancel that, never mind, nevermind, forget it, forget about it, start over"],
    ownBooking: englishOwnBooking,
    greetings: [
      "hi, hello, hey, hiya, good morning, good afternoon, good evening, hi there, hello there, hey there",
      "hiya there, good morning there, good afternoon there, good evening there",
    ],
    trouble: [
      "broke, broken, quit, died, stopped working, not working, isn't working, won't start, won't turn on",
      "leaking, leak, flooded, cracked, stuck, noise, grinding, smoking, problem, issue, trouble, hurt, hurts",
      "pain, sick, hasn't eaten, won't eat, lost, damaged, stolen, went out, keeps calling, worried",
      "clogged, blocked, backed up, won't drain, overflowing, dripping, no hot water",
    ],
    thanks: [
      "thanks, thank you, thanks a lot, thank you so much, thanks so much, thank you very much, thanks very much",
      "cheers, ta, much appreciated, appreciate it, i appreciate it",
    ],
    hesitations: [
      "let me think, hold on, hang on, one second, one sec, just a second, give me a second, wait a minute",
      "let me see, let me check, just a moment, one moment, bear with me",
    ],
    lineChecks: [
      "are you there, you there, are you still there, still there, can you hear me, can you hear me ok",
      "is anyone there, anyone there, is anybody there, anybody there, is someone there, hello",
    ],
    askToRepeat: [
      "sorry, pardon, pardon me, what, excuse me, come again, say that again, say again, repeat that",
      "can you repeat that, could you repeat that, can you say that again, could you say that again",
      "what was that, what did you say, say it again, one more time, i didn't catch that, i missed that",
      "i didn't hear that, i didn't hear you, i can't hear you",
    ],
    questionStarts: [
      "what, what's, when, where, how, why, who, which, are you, is it, is there, do you, does, can you tell",
      "could you tell, is the, are the, is your, are your, do they, are they, is that, can i bring",
    ],
    questionAsides: [
      "and, but, um, so, oh, wait, actually, sorry, great, okay, ok, alright, cool, also, well",
    ],
    questions: {
      "time-now": [
        "what time is it, what's the time, what is the time, the time now, time is it there",
        "do you have the time",
      ],
      "closing-time": [
        "when do you close, what time do you close, when are you closing, what time are you closing",
        "when does it close, when do you guys close, closing time, how late are you open, how late",
        "until what time, till what time, open until, open till",
      ],
      "opening-time": [
        "when do you open, what time do you open, when are you opening, when does it open",
        "when do you guys open, opening time, what time do you start",
      ],
      hours: [
        "hours, opening hours, business hours, opening times, when are you open, what days are you open",
        "days are you open, open on, open at, open this, open next, open tomorrow, open today",
        "open on weekends, open on the weekend, your schedule, open monday, open tuesday, open wednesday",
        "open thursday, open friday, open saturday, open sunday, open over, open during, open for, open christmas",
        "open mondays, open tuesdays, open wednesdays, open thursdays, open fridays, open saturdays, open sundays",
        "open on saturdays, open on sundays, open weekends, open at weekends",
        "open new year's, open thanksgiving, open tonight, are you closed, closed on, closed this, closed today",
        "closed tomorrow, closed for, closed over, closed christmas",
      ],
      location: [
        "where are you, where is it, where's the, where is the, where you're located, where are you located",
        "are you located, you located, your address, what's the address, what is the address",
        "the address please, your location, what's the location, directions, how do i get there",
        "how do i find you, what area",
      ],
      website: ["website, web site, web page, webpage, url, order online"],
      services: [
        "what do you do, what do you offer, what services, which services, your services, services do you",
        "what can you help, what can you do, what kind of business, what type of business",
        "what do you guys do, what do you sell, tell me about your, tell me about the business",
      ],
      "business-name": [
        "what business is this, what company is this, which business is this, which company is this",
        "who did i call, who have i called, what's the name of the business",
        "what is the name of the business, name of your business, name of the company, what place is this",
        "is this the right number",
      ],
      "agent-identity": [
        "who am i speaking to, who am i speaking with, who am i talking to, who am i talking with",
        "who is this, who's this, who are you, what's your name, what is your name, are you a robot",
        "are you a bot, are you a real person, are you human, are you a human, are you a person",
        "are you an ai, are you a machine",
      ],
      "speaks-spanish": ["speak spanish, speaks spanish, speak in spanish, in spanish please"],
      "speaks-english": ["speak english, speaks english, speak in english, in english please"],
    },
  },
  knowledgeQuestions: {
    askingAbout: [
      "how much, how long, i was wondering, i'm wondering, wondering if, i'd like to know, i want to know",
      "i wanted to know, do you have, do you do, do you offer, do you sell, do you take, do you accept",
      "do you guys, do y'all, is there, are there, can i get, can i pay, can i park, any idea",
    ],
    requestStarts: [
      "can i, could i, may i, can we, could we, may we, can you, could you, would you, will you, i'd like",
      "i would like, i want, i need, please",
    ],
    questionStarts: [
      "what, what's, when, where, where's, how, who, who's, which, is, are, do, does, did, can you tell",
      "hi what, yeah what, ok what, so what, and what, hi how, yeah how, ok how, so how, and how",
    ],
    yesNoStarts: [
      "do you, do you guys, do y'all, does, is there, are there, can i get, can you do, can you make",
      "can you fix, do they, is it possible, you take, you guys take, y'all take, you accept, you guys accept",
      "you have, you guys have, y'all have, you offer, you guys offer, you sell, you carry, there is, there are",
    ],
    yesNoLeads: ["if, whether"],
    price: [
      "how much, price, prices, pricing, cost, costs, charge, charges, rate, rates, fee, fees, quote",
      "what do you charge, what does it cost, what's the damage",
    ],
    duration: ["how long, take long, duration, how many minutes, how many hours, how much time"],
    directions: [
      "directions, how do i get, how to get, get there, find you, find the place, park, parking, entrance",
    ],
    topicless: [
      "a, an, the, and, or, but, so, um, uh, oh, hi, hello, hey, yeah, yes, ok, okay, well, just, also, too, please",
      "thanks, thank, you, your, yours, you're, y'all, guys, we, i, i'm, i'd, i've, me, my, mine, it, it's, its",
      "is, are, was, were, be, been, do, does, did, done, doing, have, has, had, having, can, could, would",
      "will, should, may, might, what, what's, when, where, where's, which, who, who's, whom, how, why, much",
      "many, approximately, new, our, ours, us, bring, allowed, alright",
      "happen, happens, happened, haven't, been, while, ago, last, ever, never, i've, these, days",
      "long, time, there, here, this, that, these, those, of, for, to, in, on, at, by, with, about, from",
      "any, some, anything, something, get, got, take, takes, make, makes, offer, offers, need, needs",
      "want, wanted, like, know, wondering, wonder, question, quick, tell, say, said, calling",
      "price, prices, pricing, cost, costs, charge, charges, rate, rates, quote, damage, if, then, than",
      "not, no, don't, doesn't, up, out, kind, sort, type, sell, sells, possible, available, today",
      "tomorrow, usually, actually, really, maybe, exactly, around, roughly, still, more, less",
      "one, ones, thing, things, way, go, going, come, let, let's, see, look, looking, bit, lot, right",
      "minutes, hours, hour, per, each, own, other, else, daughter, son, wife, husband, kid, kids, friend",
      "mom, dad, office, place, shop, business, service, services, currently, guess, think",
    ],
    purposeTasks: [
      "take, book, schedule, answer, ask, tell, give, offer, say, send, mark, collect, get, help, transfer",
      "forward, put, if, when, whenever, always, never, don't, do, please, make, let, keep, greet, be, use",
      "handle, direct, refer, for, after, during, only, note, confirm, remind, explain, inform, pass, find",
    ],
    aboutTheCall: ["caller, callers, the agent, you should, your job"],
    serviceVerbs: [
      "do, does, handle, fix, repair, offer, provide, accept, take, service, work, sell, carry, treat, see",
      "help, deal, install, replace, clean, teach, prepare, file",
    ],
    negations: ["not, don't, doesn't, never, no, cannot, can't, won't"],
    notice: ["notice, in advance, ahead of time, advance, beforehand"],
    objectEnds: ["and, or, who, which"],
    listJoins: ["and, or"],
    narrowing: ["for, with, in, on, at, from"],
    sameCharges: {
      callOut: ["come out, coming out, call out, call-out, callout, service call, trip charge, trip fee"],
    },
    sameThings: {
      catering: ["catering, caterer, caterers, event catering, party platters"],
      delivery: ["delivery, deliveries, home delivery"],
      takeout: ["takeout, takeaway, take-out, carryout"],
      haircut: ["haircut, haircuts, hair cut"],
      repair: ["repair, repairs"],
      estimate: ["estimate, estimates, quote, quotes"],
      parking: ["parking, car park, parking lot"],
      giftCard: ["gift card, gift cards, gift certificate, gift certificates, gift voucher"],
      cleaning: ["cleaning, cleanings"],
      wedding: ["wedding, weddings"],
      accessibility: ["wheelchair, wheelchair access, accessible, accessibility"],
      pets: ["pet, pets"],
    },
  },
  businessCategories: ENGLISH_BUSINESS_KINDS,
  tradeWords: {
    medicalReasons: [
      "check-up, checkup, check up, annual physical, annual exam, cleaning, follow-up, follow up",
      "vaccination, vaccine, flu shot, blood test, blood work, prescription, refill, consultation",
      "back pain, pain, fever, cough, rash, toothache, injury",
      "lower back, knee, shoulder, ankle, hip, neck, wrist, sprain, strain, physio, physiotherapy, rehab",
    ],
    carServices: [
      "oil change, brakes, brake pads, brake job, tires, tyres, new tires, tire rotation, alignment",
      "wheel alignment, inspection, state inspection, mot, battery, tune-up, tune up, service, full service",
      "check engine light, transmission, air conditioning, ac repair, a noise, strange noise, diagnostic",
      "diagnostics",
    ],
    carMakes: [
      "toyota, honda, ford, chevy, chevrolet, nissan, bmw, mercedes, mercedes-benz, audi, volkswagen, vw, subaru",
      "hyundai, kia, mazda, jeep, dodge, ram, gmc, tesla, lexus, volvo, porsche, fiat, mini, buick, cadillac",
      "chrysler, acura, infiniti, lincoln, mitsubishi, land rover, range rover, jaguar, seat, renault, peugeot",
      "citroen, skoda, suzuki, vauxhall, opel, dacia, alfa romeo, holden",
    ],
    carModels: [
      "corolla, camry, prius, rav4, yaris, tacoma, tundra, highlander, sienna, civic, accord, cr-v, pilot",
      "odyssey, jazz, f-150, f150, mustang, focus, fiesta, escape, explorer, kuga, silverado, malibu, equinox",
      "altima, sentra, rogue, qashqai, juke, micra, corsa, astra, golf, polo, passat, jetta, tiguan, clio",
      "megane, outback, forester, impreza, elantra, sonata, tucson, sportage, wrangler, cherokee, octavia",
      "fabia, ibiza, leon, model 3, model y, 3 series, a4, c-class, e-class, hilux, ranger, commodore",
    ],
    legalMatters: [
      "divorce, custody, child custody, child support, immigration, visa, green card, personal injury",
      "car accident, accident, will, wills, estate planning, estate, probate, trust, contract, business law",
      "employment, wrongful termination, criminal, dui, dwi, traffic ticket, bankruptcy, real estate",
      "landlord, tenant, eviction, family law",
    ],
    propertyCues: [
      "the house, the home, the apartment, the condo, the flat, the property, the listing, the place",
      "the unit, the townhouse, a house, an apartment, a condo, a property",
    ],
    staffCues: ["with, see, seeing"],
    staffTitles: ["dr, doctor, nurse, attorney, mr, mrs, ms, miss, coach"],
    beautyServices: [
      "haircut, hair cut, cut and color, cut and colour, trim, color, colour, highlights, balayage",
      "blow dry, blowout, manicure, pedicure, mani-pedi, nails, gel nails, massage, facial, waxing, brows",
      "eyebrows, lashes, makeup, perm, keratin",
    ],
    fitnessClasses: [
      "yoga, hot yoga, spin, spin class, spinning, pilates, hiit, boxing, kickboxing, zumba, crossfit",
      "bootcamp, boot camp, barre, cycling, personal training, strength, stretching, aerobics, aqua",
    ],
    membershipTypes: [
      "monthly, annual, yearly, student, family, couples, day pass, week pass, trial, free trial, corporate",
      "senior, off-peak, off peak",
    ],
    programs: [
      "math, maths, english, science, reading, writing, spanish, french, piano, guitar, music, art, coding",
      "programming, sat prep, act prep, test prep, tutoring, preschool, kindergarten, after-school",
      "after school, summer camp",
    ],
    productCues: [
      "do you have, have you got, do you sell, do you carry, do you stock, looking for, is there any",
      "are there any, order",
    ],
    financeServices: [
      "tax return, taxes, tax, bookkeeping, payroll, accounting, audit, financial planning, retirement",
      "investment, investments, insurance, mortgage, loan, budget",
    ],
    techProblemCues: ["help with, problem with, problems with, issue with, issues with, trouble with"],
    techThings: [
      "website, app, computer, laptop, network, wifi, wi-fi, internet, email, server, printer, password",
      "software, virus, backup, it support, cloud",
    ],
    buildingJobs: [
      "plumbing, a leak, leak, leaking, burst pipe, roof, roofing, electrical, wiring, painting, renovation",
      "remodel, kitchen, bathroom, flooring, tiling, drywall, fence, deck, windows, window, door, hvac",
      "heating, boiler, water heater, gutters, concrete, extension, ev charger, car charger, charging point",
      "fuse box, consumer unit, rewire, rewiring, lighting, sockets, outlets",
    ],
    destinationCues: [
      "trip to, flight to, flights to, travel to, traveling to, travelling to, vacation in, vacation to",
      "holiday in, holiday to, cruise to, package to",
    ],
    consultingTopics: [
      "strategy, marketing, operations, growth, sales, hr, human resources, finance, digital transformation",
      "branding, process improvement, business plan",
    ],
    orderItemCues: [
      "to order, i'll order, order, place an order for, an order of, an order for, i'll have, i'll take",
      "can i get, could i get, can i have, could i have, i'd like, i would like, i want",
    ],
    generalRequestCues: ["i need, i'd like, i would like, i want, i'm looking for, looking for"],
  },
  intakeTriggers: {
    anyAppointment: ["appointment, book, booking, schedule, reschedule, come in"],
    plainRequest: [
      "book, booking, appointment, reserve, reservation, order, schedule, quote, estimate, enrol, enroll",
      "sign up, i'd like to, i would like to, i want to, can i, could i",
    ],
    earlierRequest: [
      "order i placed, order that i placed, order i made, booking i made, reservation i made",
      "appointment i had, placed an order, made an order, already ordered, already booked, i ordered",
      "about my order, about my booking, about my reservation, about my appointment, about my table",
      "regarding my order, regarding my appointment, my order from, my order hasn't, my order never",
      "my order was, my appointment from, my appointment yesterday, my appointment last",
    ],
    purposeRequests: {
      bookings: [
        "book, booking, bookings, appointment, appointments, consultation, consultations, reserve",
        "reservation, reservations, schedule, scheduling",
      ],
      orders: ["order, orders"],
      quotes: ["quote, quotes, estimate, estimates"],
    },
    byIntake: {
      financeMeeting: ["meeting, meet, consultation"],
      technologyRequest: ["support, help with, problem, issue, broken, not working, quote, project"],
      quoteVisit: ["quote, estimate, visit, come out, come and look, someone to come, repair, fix, install"],
      roomStay: [
        "room, rooms, a night, nights, stay, stay with you, suite, cabin, accommodation, vacancy, vacancies",
      ],
      tripEnquiry: ["book, booking, trip, travel, holiday, vacation, flight, flights, package, cruise"],
      consultingConsultation: ["consultation, consult, meeting, discovery call, call with, help with"],
      generalRequest: [
        "request, appointment, book, booking, schedule, order, quote, i need, i'd like, i would like",
        "can you help",
      ],
      takeawayOrder: [
        "order, takeout, take-out, take out, takeaway, take away, to go, pick up, pickup, collection",
      ],
      tableBooking: ["table, tables, reservation, reservations, reserve, book, booking"],
      medicalAppointment: ["see the doctor, see a doctor, see dr, see the dentist, checkup, check-up"],
      carService: ["service, repair, fix, oil change, bring my car, bring the car, bring it in, drop off"],
      legalConsultation: ["consultation, consult, meet with, lawyer, attorney, legal advice, case"],
      propertyViewing: [
        "viewing, view, showing, see the house, see the property, see the apartment, see the place, tour",
        "visit, look at",
      ],
      beautyAppointment: ["haircut, manicure, pedicure, massage, facial"],
      membershipEnquiry: ["membership, memberships, join, sign up, member"],
      classBooking: ["class, classes, session"],
      schoolTour: ["tour, visit, come and see, open day"],
      enrolmentEnquiry: [
        "enrol, enroll, enrolment, enrollment, register, registration, sign up, admission, admissions",
        "classes, courses, program, programs, tutoring",
      ],
      stockEnquiry: [
        "in stock, do you have, have you got, do you sell, do you carry, do you stock, looking for, order",
        "available",
      ],
    },
  },
  askedDays: {
    today: ["today, tonight"],
    tomorrow: ["tomorrow"],
    weekend: ["weekend"],
    christmasEve: ["christmas eve"],
    christmas: ["christmas, xmas"],
    newYearsEve: ["new year's eve, new years eve"],
    newYear: ["new year's, new years, new year"],
    independenceDay: ["fourth of july, 4th of july, july 4th, july fourth, independence day"],
    thanksgiving: ["thanksgiving"],
  },
  callerDetails: englishCallerDetails,
  ownerReplies: {
    yes: [
      "yes, yeah, yep, yup, sure, ok, okay, sounds good, perfect, great, fine, that works, it works",
      "correct, good, love it, keep it",
    ],
    no: ["no, nope, nah, not really, not yet"],
    createRequest: ["create it, create the agent, create my agent, go ahead, make it live"],
    nonAnswers: [
      "hmm, hm, um, uh, er, idk, i don't know, not sure, ok, okay, yes, no, thanks, thank you, hello, hi",
    ],
    languageRequests: ["in english, in spanish, speak english, speak spanish"],
    priceQuestions: ["how much"],
    priceWords: ["cost, costs, price, prices, pricing, fee, fees"],
  },
  businessFacts: {
    wordsAfterAName: [
      "in, on, at, located, based, open, opens, opening, we, we're, which, that, who, where, since, serving",
      "near, with, from, is, are, was",
    ],
    notANameStart: [
      "a, an, it, this, that, we, i, you, he, she, they, my, our, your, his, her, its, their, here, there",
      "not, also, now, open, closed, located, based, sure, yes, no, ok, okay, thanks, thank, hi, hello, hey",
      "please, us, me, him, them, back, ahead",
    ],
    businessNameCues: ["called, named"],
    ownBusinessCues: [
      "we are, we're, i own, i run, i manage, we own, we run, welcome to, owner of, owners of, manager of",
      "founder of",
    ],
    agentNameCues: [
      "call it, call the agent, call the assistant, call my agent, call our agent, call him, call her",
      "name it, name the agent, name the assistant, agent's name is, agent name is, agent's name should be",
      "agent name should be, it should be called, it will be called, the agent should be called",
      "introduce itself as, introduce herself as, introduce himself as",
    ],
  },
  knowledgeFacts: englishKnowledgeFacts,
  openingHours: {
    hoursCues: ["open, opens, opening, hours, from, between, daily, every day"],
    roundTheClock: ["24/7, 24 / 7, 24 hours a day, open 24 hours, open 24 hrs, around the clock"],
  },
  emergencies: englishEmergencies,
  numberWords: {
    units: ["zero, one, two, three, four, five, six, seven, eight, nine"],
    teens: ["ten, eleven, twelve, thirteen, fourteen, fifteen, sixteen, seventeen, eighteen, nineteen"],
    tens: ["twenty, thirty, forty, fifty, sixty, seventy, eighty, ninety"],
    hundreds: ["hundred"],
    thousand: ["thousand"],
    countedAfterOne: ["hundred, thousand, dollar, dollars, euro, euros, pound, pounds, percent, hour, hours"],
    half: ["half"],
    figureUnits: [
      "minute, minutes, min, mins, hour, hours, hr, hrs, day, days, week, weeks",
      "dollar, dollars, bucks, euro, euros, pound, pounds, cent, cents, percent, usd, eur, gbp",
    ],
  },
  categoryServices: englishCategoryServices,
  spokenWords: englishSpokenWords,
  agentLines: englishAgentLines,
  answerLines: englishAnswers,
} satisfies Phrases;
