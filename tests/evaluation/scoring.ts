import {
  type Business,
  type CallOutcome,
  CHECK_CATEGORIES,
  type Check,
  type CheckCategory,
  type Reply,
  type ScriptedCall,
  type SpokenLanguage,
} from "./evaluation-types";

export type CheckResult = { id: string; category: CheckCategory; passed: boolean; why: string };

/** Each check's id: the call's id, its category and kind, numbered when a call repeats one. */
export function checkIds(call: ScriptedCall): string[] {
  const seen = new Map<string, number>();
  return call.checks.map((check) => {
    const base = `${call.id}/${check.category}:${check.kind}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}#${count}`;
  });
}

const normalName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[.,!?]+$/g, "")
    .replace(/\s+/g, " ")
    .trim();
const digitsOf = (text: string) => text.replace(/\D/g, "");

/** Every detail the business kept from the call: the message's and the workflow items'. */
function keptTexts(outcome: CallOutcome): string[] {
  const texts: string[] = [];
  if (outcome.message) texts.push(outcome.message.callerName, outcome.message.reason);
  for (const item of outcome.workflowItems) texts.push(item.summary, ...Object.values(item.details));
  return texts;
}

// Words frequent in one language and rare in the other, to tell which one a reply is in.
const ENGLISH_WORDS = new Set(
  "the and you your is are what when will can we our for with please thank thanks that this have would to of".split(
    " ",
  ),
);
const SPANISH_WORDS = new Set(
  "el la los las y usted su es qué cuándo puede podemos nuestro para con por favor gracias que este tiene del de un una le lo".split(
    " ",
  ),
);
const LOCALES = { english: "en-US", spanish: "es-US" } as const;

const other = (spoken: SpokenLanguage): SpokenLanguage => (spoken === "english" ? "spanish" : "english");
const sentencesOf = (text: string) =>
  text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.trim() !== "");

/** The reply to the caller's `turn`-th turn, or every reply (the greeting first) when none is given. */
const repliesTo = (replies: readonly Reply[], turn: number | undefined) =>
  turn === undefined ? replies : replies.slice(turn + 1, turn + 2);

function languageOf(text: string): SpokenLanguage | "unknown" {
  const words = text.toLowerCase().match(/[a-záéíóúñü]+/g) ?? [];
  let english = 0;
  let spanish = /[¿¡ñáéíóú]/i.test(text) ? 2 : 0;
  for (const word of words) {
    if (ENGLISH_WORDS.has(word)) english++;
    if (SPANISH_WORDS.has(word)) spanish++;
  }
  if (english === spanish) return "unknown";
  return english > spanish ? "english" : "spanish";
}

// A price, fee or other amount of money or percentage, as the agent would say it.
const AMOUNT =
  /[$£€]\s?\d[\d,.]*|\b\d[\d,.]*\s*(?:dollars?|bucks|pounds?|quid|euros?|d[oó]lares|pesos|percent|per cent|por ciento|%)/gi;

function evaluate(check: Check, outcome: CallOutcome, business: Business): { passed: boolean; why: string } {
  const replies = outcome.replies;
  const message = outcome.message;
  switch (check.kind) {
    case "name": {
      const kept = [
        message?.callerName ?? "",
        ...outcome.workflowItems.flatMap((item) => Object.values(item.details)),
      ];
      const passed = kept.some((text) => normalName(text) === normalName(check.expect));
      return {
        passed,
        why: `kept name ${JSON.stringify(message?.callerName ?? null)}, expected ${check.expect}`,
      };
    }
    case "number": {
      // The message keeps its call-back number in E.164; a workflow item's details are the caller's words.
      const expected = digitsOf(check.expect);
      const passed =
        message?.callbackNumber === check.expect ||
        outcome.workflowItems
          .flatMap((item) => Object.values(item.details))
          .some((text) => {
            const digits = digitsOf(text).replace(/^0/, "");
            return digits.length >= 7 && expected.endsWith(digits);
          });
      return {
        passed,
        why: `kept number ${JSON.stringify(message?.callbackNumber ?? null)}, expected ${check.expect}`,
      };
    }
    case "kept": {
      const passed = keptTexts(outcome).some((text) => check.pattern.test(text));
      return { passed, why: `nothing kept matches ${check.pattern}: ${JSON.stringify(keptTexts(outcome))}` };
    }
    case "not-kept": {
      const found = keptTexts(outcome).find((text) => check.pattern.test(text));
      return { passed: found === undefined, why: `kept ${JSON.stringify(found)}` };
    }
    case "name-not": {
      const kept = message?.callerName ?? "";
      return { passed: !check.pattern.test(kept), why: `kept name ${JSON.stringify(kept)}` };
    }
    case "mailed": {
      const subjects = outcome.mailSubjects;
      const passed =
        subjects.length > 0 && (!check.urgent || subjects.some((subject) => /urgent/i.test(subject)));
      return {
        passed,
        why: `mails: ${JSON.stringify(subjects)}${check.urgent ? " (expected URGENT in a subject)" : ""}`,
      };
    }
    case "says": {
      const heard = repliesTo(replies, check.turn);
      const passed = heard.some((reply) => check.pattern.test(reply.text));
      return {
        passed,
        why: `no reply matches ${check.pattern}: ${JSON.stringify(heard.map((r) => r.text))}`,
      };
    }
    case "never-says": {
      const found = repliesTo(replies, check.turn).find((reply) => check.pattern.test(reply.text));
      return { passed: found === undefined, why: `said ${JSON.stringify(found?.text)}` };
    }
    case "no-amounts": {
      const stated = new Set(business.statedAmounts.map(digitsOf));
      const invented = replies
        .flatMap((reply) => reply.text.match(AMOUNT) ?? [])
        .filter((amount) => !stated.has(digitsOf(amount)));
      return { passed: invented.length === 0, why: `quoted ${JSON.stringify(invented)}` };
    }
    case "language": {
      const locale = LOCALES[check.language];
      const wrong = replies
        .slice(1)
        .flatMap((reply) => reply.says)
        .find(
          (say) =>
            say.locale !== locale ||
            sentencesOf(say.text).some((s) => languageOf(s) === other(check.language)),
        );
      return { passed: wrong === undefined, why: `said in ${wrong?.locale}: ${JSON.stringify(wrong?.text)}` };
    }
    case "voices": {
      const wrong = replies
        .flatMap((reply) => reply.says)
        .flatMap((say) => sentencesOf(say.text).map((sentence) => ({ sentence, locale: say.locale })))
        .find(({ sentence, locale }) => {
          const spoken = languageOf(sentence);
          return spoken !== "unknown" && LOCALES[spoken] !== locale;
        });
      return {
        passed: wrong === undefined,
        why: `${JSON.stringify(wrong?.sentence)} spoken by the ${wrong?.locale} voice`,
      };
    }
  }
}

export function scoreCall(call: ScriptedCall, outcome: CallOutcome, business: Business): CheckResult[] {
  const ids = checkIds(call);
  return call.checks.map((check, index) => ({
    id: ids[index]!,
    category: check.category,
    ...evaluate(check, outcome, business),
  }));
}

/** The pass rate per category and overall, as a table to print. */
export function passRateTable(results: readonly CheckResult[]): string {
  const row = (label: string, of: readonly CheckResult[]) => {
    const passed = of.filter((result) => result.passed).length;
    const rate = of.length === 0 ? "-" : `${Math.round((100 * passed) / of.length)}%`;
    return `| ${label.padEnd(12)} | ${String(passed).padStart(6)} | ${String(of.length).padStart(6)} | ${rate.padStart(5)} |`;
  };
  return [
    "| Category     | Passed | Checks |  Rate |",
    "| ------------ | -----: | -----: | ----: |",
    ...CHECK_CATEGORIES.map((category) =>
      row(
        category,
        results.filter((result) => result.category === category),
      ),
    ),
    row("overall", results),
  ].join("\n");
}

/** A call as a reader checks it: the conversation, what was kept and mailed, and each check. */
export function callReport(
  call: ScriptedCall,
  outcome: CallOutcome,
  results: readonly CheckResult[],
): string {
  const lines = [`── ${call.id} (${call.business}, ${call.clock}, ends by ${call.ending})`];
  lines.push(`  agent: ${outcome.replies[0]?.text}`);
  call.turns.forEach((words, index) => {
    const reply = outcome.replies[index + 1];
    if (!reply) return;
    lines.push(`  caller: ${words === "" ? "(silence)" : words}`, `  agent: ${reply.text}`);
  });
  lines.push(`  kept: ${JSON.stringify(outcome.message)} ${JSON.stringify(outcome.workflowItems)}`);
  lines.push(`  mailed: ${JSON.stringify(outcome.mailSubjects)}`);
  for (const result of results)
    lines.push(`  ${result.passed ? "pass" : "FAIL"} ${result.id}${result.passed ? "" : `: ${result.why}`}`);
  return lines.join("\n");
}
