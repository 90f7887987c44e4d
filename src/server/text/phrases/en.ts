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
      "have a good one, have a nice day, good night",
    ],
    finished: [
      "that's all, that is all, that's it, that is it, that's everything, that'll be all, that will be all",
      "nothing else, no thanks, no thank you, i'm good, i'm all set, all set, i'm done, we're done",
    ],
    leaveMessage: [
      "leave a message, leave him a message, leave her a message, leave them a message, leave a voicemail",
      "leave my number, take a message, call me back, give me a call back, get back to me",
      "have someone call me, have somebody call me, have them call me",
    ],
    cancel: ["cancel, cancel that, never mind, nevermind, forget it, forget about it, start over"],
    greetings: [
      "hi, hello, hey, hiya, good morning, good afternoon, good evening, hi there, hello there, hey there",
      "hiya there, good morning there, good afternoon there, good evening there",
    ],
    thanks: ["thanks, thank you, thanks a lot, thank you so much"],
    askToRepeat: [
      "sorry, pardon, pardon me, what, excuse me, come again, say that again, say again, repeat that",
      "can you repeat that, could you repeat that, can you say that again, could you say that again",
    ],
    questionStarts: [
      "what, what's, when, where, how, why, who, which, are you, is it, is there, do you, does, can you tell",
      "could you tell",
    ],
    questionAsides: ["and, but, um, so, oh, wait, actually, sorry"],
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
        "open on weekends, open on the weekend, your schedule",
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
    },
  },
  businessCategories: {
    restaurant: [
      "restaurant, pizza, pizzeria, cafe, coffee shop, coffee house, bakery, bistro, diner, eatery, grill, bar and grill, burger, sushi, taqueria, food truck, catering, deli, steakhouse, brewery, sports bar, wine bar",
    ],
    retail: [
      "shop, store, boutique, retail, retailer, florist, flower shop, bookstore, gift shop, grocery, supermarket, clothing, jewelry, jeweler, pet store, hardware store, outlet",
    ],
    healthcare: [
      "clinic, dentist, dental, doctor, medical, hospital, physician, pediatrician, pharmacy, chiropractor, chiropractic, physiotherapy, physical therapy, therapist, veterinary, veterinarian, vet clinic, optometrist, orthodontist, dermatologist, healthcare, health care",
    ],
    legal: ["law firm, lawyer, attorney, legal, law office, paralegal, notary, intellectual property"],
    "real-estate": [
      "realtor, real estate, realty, property, properties, property management, homes for sale, rentals, leasing office",
    ],
    automotive: [
      "garage, mechanic, auto repair, auto shop, auto body, body shop, car repair, car wash, car dealer, car dealership, dealership, tire, oil change, auto, automotive, transmission, cars, towing",
    ],
    beauty: [
      "salon, hair salon, nail salon, day spa, spa, barber, barbershop, nails, hair, beauty, cosmetic, makeup, lash, brow, massage, tattoo, esthetician",
    ],
    education: [
      "school, tutoring, tutor, academy, daycare, preschool, university, college, lesson, class, teaching, language school, driving school, music school, learning center",
    ],
    finance: [
      "accounting, accountant, bookkeeping, bookkeeper, bank, credit union, insurance, tax, cpa, financial, finance, mortgage, investment, wealth management, loan, payroll",
    ],
    technology: [
      "software, tech, technology, app, web design, web development, computer repair, it support, it services, managed it, saas, cybersecurity, startup, phone repair",
    ],
    construction: [
      "plumber, plumbing, contractor, builder, roofing, roofer, electrician, electrical, hvac, construction, renovation, remodeling, handyman, carpentry, carpenter, painter, landscaping, landscaper, flooring, garage door, home services, cleaning service, house cleaning, pest control, locksmith, pool service",
    ],
    travel: [
      "travel agency, travel, hotel, boutique hotel, motel, hostel, tour, tourism, vacation rental, bed and breakfast, resort, cruise",
    ],
    fitness: [
      "gym, yoga, pilates, crossfit, fitness, personal trainer, personal training, martial arts, karate, dance studio, dance, boxing, health club, yoga class, dance class",
    ],
    consulting: ["consulting, consultant, consultancy, advisory, marketing agency, marketing"],
  },
  tradeWords: {
    medicalReasons: [
      "check-up, checkup, check up, annual physical, annual exam, cleaning, follow-up, follow up",
      "vaccination, vaccine, flu shot, blood test, blood work, prescription, refill, consultation",
      "back pain, pain, fever, cough, rash, toothache, injury",
    ],
    carServices: [
      "oil change, brakes, brake pads, brake job, tires, tyres, new tires, tire rotation, alignment",
      "wheel alignment, inspection, state inspection, mot, battery, tune-up, tune up, service, full service",
      "check engine light, transmission, air conditioning, ac repair, a noise, strange noise, diagnostic",
      "diagnostics",
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
      "heating, boiler, water heater, gutters, concrete, extension",
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
      tripEnquiry: ["book, booking, trip, travel, holiday, vacation, flight, flights, package, cruise"],
      consultingConsultation: ["consultation, consult, meeting, discovery call, call with, help with"],
      generalRequest: [
        "request, appointment, book, booking, schedule, order, quote, i need, i'd like, i would like",
        "can you help",
      ],
      takeawayOrder: [
        "order, takeout, take-out, take out, takeaway, take away, to go, pick up, pickup, collection",
      ],
      tableBooking: ["table, reservation, reserve, book, booking"],
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
  callerDetails: {
    nameCues: [
      "my name is, my name's, name is, name's, the name is, under the name of, under the name, under",
      "in the name of",
    ],
    capitalisedNameCues: ["i'm, i am, this is, it's"],
    notNames: [
      "yes, yeah, no, not, ok, okay, sure, the, a, an, calling, looking, just, here, fine, good, great",
      "well, hi, hello, thanks, i, i'd, i'll, i'm, we, what, why, how, can, could, do, sorry, pardon, hmm",
      "me, you, it, that, this, today, tonight, tomorrow, monday, tuesday, wednesday, thursday, friday",
      "saturday, sunday",
    ],
    sameNumber: [
      "this number, this one, that number, that one, same number, the same, my number",
      "the number i'm calling from, the one i'm calling from, this phone, this line",
    ],
    looseTimeWords: [
      "whenever, any time, anytime, any day, any weekday, flexible, soon, as early as, weekend, weekday",
      "morning, afternoon, evening, night, early, late, next, this, week, month, first available",
      "asap, as soon as possible, right away, noon, lunchtime, lunch time, first thing, end of the day",
      "in a few minutes, in an hour, in half an hour, in a couple of hours, from now, now, right now",
    ],
    dayAndTimeLeads: [
      "the, on, at, around, about, by, after, before, in the, in, early, late, at around, at about, first thing",
    ],
    dayAndTimeJoins: ["at, around, about, in the, on, of"],
    hourLeads: ["at, around, about, by, after, before, at around, at about"],
    streetWords: [
      "street, st, avenue, ave, road, rd, drive, dr, lane, ln, boulevard, blvd, way, place, court",
    ],
    sentenceStarts: [
      "a, an, the, my, our, his, her, their, some, two, three, four, five, six, seven, eight, nine, ten",
      "just, only, he, she, it, they, we, there, this, that",
    ],
    saysNothing: [
      "yes, yeah, yep, yup, sure, ok, okay, alright, right, great, perfect, fine, good, please, thanks",
      "thank, hi, hello, hey, well, so, um, uh, er, oh, and, but, just, also, that's, it, it's, all",
      "everything, that, this, the, a, an, to, of, for, on, at, in, with, me, my, i, i'm, i'd, i'll, i've",
      "am, is, are, be, was, would, like, want, can, could, may, you, your, them, him, her, they, their",
      "someone, somebody, anyone, owner, manager, boss, pass, passed, along, forward, tell, let, know",
      "leave, take, message, voicemail, note, name, number, phone, cell, mobile, reach, calling, ringing",
      "about, regarding, here, speaking, again, go, ahead, same, as, said, told, already, same, one, line",
      "from",
    ],
    fillerLeads: ["yes, yeah, yep, sure, ok, okay, um, uh, er, well, so, oh, hi"],
    requestLeads: [
      "it's, it is, its, i need, i'd like, i would like, i want, i'm looking for, we need, we'd like",
      "i'm calling about, i'm calling for, calling about, it's about, it's for, about, for",
    ],
    politeEndings: ["please, thanks, thank you, that's it, that's all, that is all"],
  },
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
  openingHours: {
    hoursCues: ["open, opens, opening, hours, from, between, daily, every day"],
    roundTheClock: ["24/7, 24 / 7, 24 hours a day, open 24 hours, open 24 hrs, around the clock"],
  },
  agentLines: {
    oneMoment: "One moment, please.",
  },
} satisfies Phrases;
