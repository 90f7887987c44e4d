import { describe, expect, it } from "vitest";
import { correctGrammarOffline } from "./grammar-correction";

describe("correctGrammarOffline", () => {
  it.each([
    ["collapses spaces", "hello    world  again", "Hello world again."],
    ["capitalises the pronoun I", "i think i'm ready and i will call", "I think I'm ready and I will call."],
    [
      "expands gonna and wanna",
      "we're gonna open soon and we wanna hire",
      "We're going to open soon and we want to hire.",
    ],
    ["writes you for u", "can u call me back tomorrow", "Can you call me back tomorrow?"],
    ["drops a repeated word", "the the store opens at nine", "The store opens at nine."],
    ["splits alot", "thanks alot for the help", "Thanks a lot for the help."],
    [
      "puts back apostrophes",
      "i dont know, im not sure we cant do it",
      "I don't know, I'm not sure we can't do it.",
    ],
    ["removes spaces before punctuation", "hello , how are you ?", "Hello, how are you?"],
    [
      "adds a space after a comma",
      "we open at 9,close at 5,every day",
      "We open at 9, close at 5, every day.",
    ],
    [
      "starts each sentence with a capital",
      "first we cook. then we deliver!is it hot? yes",
      "First we cook. Then we deliver! Is it hot? Yes.",
    ],
    [
      "puts a space after a full stop run into the next sentence",
      "We cook.Then we deliver",
      "We cook. Then we deliver.",
    ],
    ["keeps a capital on a corrected first word", "Gonna be late", "Going to be late."],
    [
      "leaves thousands, decimals and websites alone",
      "it costs 1,000 or 2.5 dollars at www.tonyspizza.com",
      "It costs 1,000 or 2.5 dollars at www.tonyspizza.com.",
    ],
    [
      "keeps doubled words that can be right",
      "i had had enough of that that day",
      "I had had enough of that that day.",
    ],
    [
      "keeps the U.S. and i.e.",
      "we ship in the U.S. only, i.e. not abroad",
      "We ship in the U.S. only, i.e. not abroad.",
    ],
    ["keeps an existing full stop or exclamation", "Done!", "Done!"],
    [
      "keeps Spanish words and opens Spanish questions",
      "¿tenemos siete u ocho mesas libres",
      "¿Tenemos siete u ocho mesas libres?",
    ],
    ["capitalises Spanish sentences", "hola. quiero  abrir  una cuenta", "Hola. Quiero abrir una cuenta."],
  ])("%s", (_rule, dictated, corrected) => {
    expect(correctGrammarOffline(dictated)).toBe(corrected);
  });

  it("leaves text that is already right exactly as it was", () => {
    const text = "Thank you for calling Tony's Pizza. How can I help you today?";
    expect(correctGrammarOffline(text)).toBe(text);
  });
});
