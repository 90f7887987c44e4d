import { foldForMatching, normalizeTypography } from "./text-folding";

// The built-in assistant answers in Spanish when the owner writes in Spanish, and in
// English otherwise (the product's two languages).
export type ChatLanguage = "english" | "spanish";

// Common words of one language that are not words of the other (no "a", "no", "me", "son").
// Names and numbers say nothing about the language, so neither list holds any.
const SPANISH_WORDS = new Set(
  [
    "el la los las un una unos unas del al de que y o en es somos soy eres esta estamos",
    "por para con sin mi mis su sus nuestro nuestra nuestros nuestras tu lo le les se nos",
    "hola gracias buenos buenas dias tardes noches si claro vale bueno perfecto",
    "quiero queremos necesito necesitamos tengo tenemos hacemos ofrecemos vendemos",
    "negocio empresa tienda llamadas llamada clientes citas pedidos horario abrimos abierto abierta cerramos",
    "como cuando donde cual quien pero tambien muy mas todo todos cada hay ser hacer puede pueden",
    "lunes martes miercoles jueves viernes sabado domingo manana tarde noche semana",
    "agente asistente nombre llama llamo ayuda ayudar responder contestar tomar preguntas",
  ]
    .join(" ")
    .split(" "),
);
const ENGLISH_WORDS = new Set(
  [
    "the and is are was were we we're our us i i'm i'd i've it it's its you your my this that these those",
    "of to in on at for with from by be been can could should would will have has had do does don't",
    "hello hi hey thanks thank yes yeah sure okay please",
    "want need like open opens close closes hours business company shop store calls call customers",
    "what when where which who how but also very all every there here just name called agent assistant",
    "monday tuesday wednesday thursday friday saturday sunday morning afternoon evening week",
  ]
    .join(" ")
    .split(" "),
);
// Letters and marks English does not use: á é í ó ú ñ ü ¿ ¡.
const SPANISH_MARKS = /[áéíóúñü¿¡]/giu;

/**
 * The language a message is written in, or undefined when it gives no sign (a name, a number,
 * "ok"). Every Spanish-only letter or mark counts as two signs, every word of a list as one.
 */
export function detectLanguage(text: string): ChatLanguage | undefined {
  const normalized = normalizeTypography(text);
  const words = foldForMatching(normalized).match(/[\p{L}']+/gu) ?? [];
  let spanish = (normalized.match(SPANISH_MARKS)?.length ?? 0) * 2;
  let english = 0;
  for (const word of words) {
    if (SPANISH_WORDS.has(word)) spanish++;
    if (ENGLISH_WORDS.has(word)) english++;
  }
  if (spanish > english) return "spanish";
  if (english > spanish) return "english";
  return undefined;
}

/** Sentences in one language, spoken by that language's voice. */
export type LanguageRun = { language: ChatLanguage; text: string };

// A word capitalised inside a sentence is a name ("José García", "Desert Sun Family Clinic"), whose
// letters say nothing about the language of the words around it; "I" is English's own.
const isNameWord = (word: string, index: number) => index > 0 && word !== "I" && /^[("'“]?\p{Lu}/u.test(word);

/**
 * `text` cut into runs of sentences of one language: a sentence is the other language than the
 * reply's `language` only when its words, names left out, say so; one that gives no sign ("Perfect.",
 * a number) stays with the run before it. Joined by spaces, the runs are `text` again.
 */
export function languageRunsOf(text: string, language: ChatLanguage): LanguageRun[] {
  const runs: LanguageRun[] = [];
  for (const sentence of text.match(/[^.!?…]+(?:[.!?…]+|$)\s*/g) ?? [text]) {
    const words = sentence.trim().split(/\s+/);
    const spoken =
      detectLanguage(words.filter((word, index) => !isNameWord(word, index)).join(" ")) ??
      runs.at(-1)?.language ??
      language;
    const last = runs.at(-1);
    if (last?.language === spoken) last.text += sentence;
    else runs.push({ language: spoken, text: sentence });
  }
  for (const run of runs) run.text = run.text.trimEnd();
  return runs;
}
