import type { Phrases } from "./phrases";

// English: the words around the details a caller gives (names, numbers, party sizes); en.ts includes them.
export const englishCallerDetails = {
  nameEnds: [
    "and, i, i'm, i'd, my, for, at, on, in, calling, from, here, speaking, please, thanks, thank, but, with, to",
    "the, is, a, an, number, phone, who, which, today, tomorrow, tonight, returning, regarding, about",
  ],
  nameAnswerOpeners: [
    "yes, yeah, sure, ok, okay, um, uh, er, well, hi, hello, oh, sorry, ugh, fine, alright",
  ],
  nameAnswerCues: [
    "it's for, it is for, it's, it is, its, this is, i'm, i am, call me, my name is, my name's, name's, the name is",
    "the name's, it's under, put it under, under, for",
  ],
  cuedValueEnds: [
    "for pickup, for pick up, for pick-up, for collection, for takeout, for take out, for later, for tonight",
    "for today, for tomorrow, for next, to pick up, to go, to take away, in stock, available, under, my name",
    "name is, please, thanks, thank you, because, and i, and i'll, and i'd, and we, and we'll, and my, and it",
  ],
  notAThing: [
    "to, if, whether, some information, information, info, a question, make, place, book, schedule, pickup",
    "pick up, takeout, take out, delivery, collection",
  ],
  partyNouns: ["table, party, reservation, booking, group"],
  partyCountCues: ["for, of"],
  peopleCounted: ["people, persons, guests, adults, of us, diners"],
  partyOfCues: ["we are, we're, there are, there will be, there'll be"],
  justOne: ["just me, only me, just myself, me alone"],
  phoneZeros: ["zero, oh"],
  nameCues: [
    "my name is, my name's, name is, name's, the name is, under the name of, under the name, under",
    "in the name of, my last name is, my surname is, last name is, surname is, my first name is",
    "his name is, her name is, their name is, he's called, she's called",
  ],
  someoneElses: ["her, his, their, its, the patient's, the pet's, the dog's, the cat's"],
  someoneElsesCues: ["his name is, her name is, their name is, he's called, she's called"],
  capitalisedNameCues: ["i'm, i am, this is, it's"],
  notNames: [
    "yes, yeah, no, not, ok, okay, sure, the, a, an, calling, looking, going, leaving, just, here, fine, good, great",
    "well, hi, hello, thanks, i, i'd, i'll, i'm, we, what, why, how, can, could, do, sorry, pardon, hmm",
    "me, you, it, that, this, today, tonight, tomorrow, monday, tuesday, wednesday, thursday, friday",
    "saturday, sunday, my, our, your, his, her, their, back, about, regarding, for, at, on, in",
    "alright, all, right, yep, yup, nope, cool, awesome, perfect, hey, bye, goodbye, nothing, anyway",
    "um, uh, er, oh, so, please, thank, uh-huh, mhm, ugh, ah, eh, huh, wow, and, but, or, also, actually",
    "that's, it's, there's, here's, what's, who's, he's, she's, they're, we're, you're, let's",
    "correct, exactly, absolutely, definitely, indeed, affirmative, nah, personal, both, neither",
  ],
  sameNumber: [
    "this number, this one, that number, that one, same number, the same, my number",
    "the number i'm calling from, the one i'm calling from, this phone, this line",
  ],
  pastTimeWords: ["yesterday, last night, since, ago, last week, the other day"],
  looseTimeWords: [
    "whenever, any time, anytime, any day, any weekday, flexible, soon, as early as, weekend, weekday",
    "morning, afternoon, evening, night, early, late, next, this, week, month, first available",
    "asap, as soon as possible, right away, noon, lunchtime, lunch time, first thing, end of the day",
    "in a few minutes, in an hour, in half an hour, in a couple of hours, from now, now, right now",
  ],
  dayAndTimeLeads: [
    "the, on, at, around, about, by, after, before, in the, in, early, late, at around, at about, first thing",
  ],
  notBeforeADay: ["in"],
  dayAndTimeJoins: ["at, around, about, in the, on, of"],
  hourLeads: ["at, around, about, by, after, before, at around, at about"],
  streetWords: ["street, st, avenue, ave, road, rd, drive, dr, lane, ln, boulevard, blvd, way, place, court"],
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
    "from, no, use, instead, actually, rather, sorry, pardon, number's, name's, phone's, cell's, mobile's",
    "much, lot, area, code, ugh, ah, eh, huh, hmm, correct, exactly",
  ],
  fillerLeads: ["yes, yeah, yep, sure, ok, okay, um, uh, er, well, so, oh, hi"],
  hesitationSounds: ["um, umm, uh, uhh, uhm, er, erm, ah, eh, hmm, mm"],
  requestLeads: [
    "it's, it is, its, i need, i'd like, i would like, i want, i'm looking for, we need, we'd like",
    "i'm calling about, i'm calling for, calling about, it's about, it's for, about, for",
  ],
  reasonOpeners: [
    "and, so, but, also, hi there, hello there, hey there, hi, hello, hey, yes, yeah, well, oh, um, uh",
    "good morning, good afternoon, good evening",
  ],
  callerSubjects: ["i'm, i am, we're, we are"],
  callAboutCues: [
    "calling about, calling regarding, calling because of, calling because, calling for, ringing about",
    "ringing regarding, ringing because of, ringing because, ringing for, phoning about, phoning regarding",
    "phoning because of, phoning because, phoning for, it's about, it is about, it's regarding, the reason is",
    "the message is",
  ],
  reasonOnlyLeads: ["regarding, about"],
  politeEndings: ["please, thanks, thank you, that's it, that's all, that is all"],
  correctionCues: [
    "no, actually, make that, make it, change that to, change it to, change it, i mean, i meant, sorry",
    "wait, scratch that, correction, rather, i mixed it up, my mistake, let me correct",
  ],
  takenBack: ["not, instead of, rather than"],
  detailNames: {
    name: ["name, first name, last name, surname, spelling"],
    phone: ["number, phone number, phone, cell"],
    when: ["time, day, date, hour"],
    "party-size": ["people, number of people, party size, guests, how many"],
  },
} satisfies Phrases["callerDetails"];
