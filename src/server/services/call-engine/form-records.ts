import { isCallableNumber } from "../../text/phone-numbers";
import { capitalizeFirst } from "../../text/text-folding";
import { nameEarlierRequests, offeredNumber } from "./caller-contact";
import { reasonFrom } from "./caller-details";
import { describesTrouble, isFinishing, prepareUtterance } from "./caller-intents";
import { findCueName } from "./caller-names";
import { correctionsIn, saidNumber, saysCorrection } from "./corrections";
import type { DialogueForm } from "./dialogue-memory";
import { CHANGED_IT, clockOf, say, type Turn } from "./engine-turn";
import { detailsIn, requestedReason } from "./form-details";
import { endsAsMessage, fieldsOfForm, intakeOf } from "./intake-dialogue";
import { CALLER_NOTES, callbackField, type FieldValues, nameField } from "./intake-fields";
import { findIntake } from "./intakes";
import { keysCovered, topicKeys } from "./knowledge-words";
import { askAnythingElse, closeCall } from "./offline-engine";
import { SLOT_KINDS } from "./slot-kinds";
import { agentLine, bilingual, lastDigitsSpoken } from "./spoken-words";
import { asSentence, asSentences, given, NOT_GIVEN, withEarlierMessage } from "./taken-message";
import type { DetailsSoFar, MissingDetail } from "./types";

// What a form leaves: the call's message, or a workflow item (workflow mode), once complete; what
// the caller gave so far while it is not.

/** The caller said yes to the read-back: the request is recorded, as the call's message or a workflow item. */
export function recordConfirmed(turn: Turn, form: DialogueForm): void {
  turn.dialogue.form = null;
  if (endsAsMessage(turn, form)) recordIntakeAsMessage(turn, form);
  else recordIntake(turn, form);
}

function recordIntakeAsMessage(turn: Turn, form: DialogueForm): void {
  const intake = intakeOf(turn, form);
  if (!intake) return;
  // The number is the message's own field: the reason does not say it again.
  const described = capitalizeFirst(intake.describe({ ...form.values, callbackNumber: "" }, turn.language));
  // "My kitchen sink is clogged and won't drain": what went wrong, in the caller's own words, comes
  // before the request's details, which name the job but not the trouble.
  // So do the words the details leave out: whom it is for ("for my dad, Harold Jensen"), what for
  // ("for my lower back").
  const request = requestWithoutContact(form);
  const inOwnWords =
    describesTrouble(prepareUtterance(form.request)) ||
    (request !== undefined && !retold(form) && leavesOut(described, request));
  const trouble = inOwnWords ? request : undefined;
  const notes = form.values[CALLER_NOTES];
  const said = [trouble, described, notes].filter((part): part is string => given(part));
  const reason = said.length > 1 ? asSentences(...said) : described;
  recordMessage(turn, { ...form.values, reason }, intake.noted);
}

/** The request's words less the name and number said in them, which the message keeps on their own. */
function requestWithoutContact(form: DialogueForm): string | undefined {
  if (requestedReason(form) === undefined) return undefined;
  const said = prepareUtterance(form.request);
  const taken = [findCueName(said), saidNumber(said)].flatMap((found) => found?.spans ?? []);
  return reasonFrom(said, taken);
}

// The read-back leaves the caller's request short when this many of its words are not in it.
const LEFT_OUT_WORDS = 2;

/**
 * The caller changed a detail in the words of the request ("Tuesday, actually make it Wednesday"):
 * they are not passed on. (A detail changed later leaves no request to pass on: see `corrected`.)
 */
const retold = (form: DialogueForm) => saysCorrection(prepareUtterance(form.request));

function leavesOut(described: string, request: string): boolean {
  const keys = topicKeys(request);
  return keys.length - keysCovered(keys, described).length >= LEFT_OUT_WORDS;
}

/** The form's details as the message's reason: an urgent visit's address follows what happened. */
function reasonOf(turn: Turn, values: FieldValues): string {
  const reason = values.reason ?? "";
  if (!values.address || values.address === NOT_GIVEN) return reason;
  const address = turn.language === "spanish" ? "Dirección" : "Address";
  return [reason, `${address}: ${values.address}`].filter(Boolean).map(asSentence).join(" ");
}

export function recordMessage(
  turn: Turn,
  values: FieldValues,
  passedOn = bilingual("your message", "su mensaje"),
  urgent = false,
): void {
  // A name the caller never gave is left empty: the owner sees the number instead.
  const callerName = given(values.name) ? values.name : "";
  if (callerName) nameEarlierRequests(turn, callerName);
  const callbackNumber = values.callbackNumber ?? "";
  const taken = { callerName, callbackNumber, reason: reasonOf(turn, values), ...(urgent ? { urgent } : {}) };
  turn.state.message = turn.state.message
    ? withEarlierMessage(turn.state.message, taken, turn.context.callerNumber)
    : taken;
  turn.state.soFar = null;
  turn.state.endedWell = true;
  const business = turn.agent.businessName;
  const digits = isCallableNumber(callbackNumber, turn.context.callerNumber)
    ? lastDigitsSpoken(callbackNumber)
    : "";
  const named = callerName ? `, ${callerName}` : "";
  say(turn, agentLine("thanks", { named }));
  if (urgent) {
    sayUrgentMessageTaken(turn, digits);
    followUpAfterNeedMet(turn);
    return;
  }
  say(turn, agentLine(digits ? "passedOnWithNumber" : "passedOn", { passedOn, business, digits }));
  followUpAfterNeedMet(turn);
}

function recordIntake(turn: Turn, form: DialogueForm): void {
  const intake = intakeOf(turn, form);
  if (!intake) return;
  if (given(form.values.name)) nameEarlierRequests(turn, form.values.name);
  turn.state.workflowItems.push({
    kind: intake.kind,
    summary: capitalizeFirst(intake.describe(form.values, turn.language)),
    details: { ...form.values },
  });
  turn.state.soFar = null;
  turn.state.endedWell = true;
  say(turn, agentLine("requestNoted", { noted: intake.noted, business: turn.agent.businessName }));
  followUpAfterNeedMet(turn);
}

/** "Yes, that's all, bye" to the read-back: recorded, then the call ends instead of "anything else?". */
function followUpAfterNeedMet(turn: Turn): void {
  if (isFinishing(turn.utterance)) closeCall(turn);
  else askAnythingElse(turn);
}

/** An urgent message is passed on now, and the caller hears when and where to expect the call. */
function sayUrgentMessageTaken(turn: Turn, digits: string): void {
  say(turn, agentLine(digits ? "urgentWithNumber" : "urgent", { business: turn.agent.businessName, digits }));
}

/**
 * "Sorry, my number is actually…" once the request was taken: the workflow item just noted, or the
 * message's name and number, are changed, and the caller hears them as kept. False when the words
 * correct nothing taken.
 */
export function correctTaken(turn: Turn): boolean {
  const { state, utterance, language } = turn;
  if (!saysCorrection(utterance)) return false;
  const last = state.workflowItems.length - 1;
  const item = state.workflowItems[last];
  const intake =
    item && turn.agent.workflowMode ? findIntake(turn.agent.businessCategory, item.kind) : undefined;
  if (item && intake) {
    const changes = correctionsIn(intake.fields, item.details, utterance, clockOf(turn));
    if (Object.keys(changes).length === 0) return false;
    const details = { ...item.details, ...changes };
    const summary = capitalizeFirst(intake.describe(details, language));
    state.workflowItems[last] = { ...item, details, summary };
    say(turn, CHANGED_IT);
    const now = bilingual(intake.describe(details, "english"), intake.describe(details, "spanish"));
    say(turn, agentLine("requestNow", { details: now }));
    return true;
  }
  const message = state.message;
  if (!message) return false;
  const values = { name: message.callerName, callbackNumber: message.callbackNumber };
  const changes = correctionsIn([nameField, callbackField], values, utterance, clockOf(turn));
  if (Object.keys(changes).length === 0) return false;
  const callerName = changes.name ?? message.callerName;
  const callbackNumber = changes.callbackNumber ?? message.callbackNumber;
  state.message = { ...message, callerName, callbackNumber };
  const digits = lastDigitsSpoken(callbackNumber);
  say(turn, CHANGED_IT);
  // A message taken without the caller's name is read back by its number alone.
  say(
    turn,
    given(callerName)
      ? agentLine("messageUnder", { name: callerName, digits })
      : agentLine("messageOnNumber", { digits }),
  );
  return true;
}

/**
 * What the caller has given toward the form so far, for the call's end to keep if the call ends
 * before the form does (call-end.ts); null when they gave nothing yet. The number they call from
 * is the call-back number until they give or decline one: the network told it.
 */
export function detailsSoFar(turn: Turn, form: DialogueForm): DetailsSoFar | null {
  const fields = fieldsOfForm(turn, form) ?? [];
  const { values } = form;
  const ownNumber = turn.context.callerNumber;
  const callbackNumber = given(values.callbackNumber)
    ? values.callbackNumber
    : ((form.declinedOwnNumber ? undefined : offeredNumber(turn)?.number) ?? "");
  const request = requestedReason(form) ?? "";
  const intake = intakeOf(turn, form);
  // An intake's details the caller's first words said ("a table for four on Friday") are not said twice.
  const inRequest =
    intake && form.request ? detailsIn(turn, fields, prepareUtterance(form.request)).values : {};
  const detailsGiven = fields.filter(
    ({ key, kind }) =>
      kind !== "name" && kind !== "phone" && given(values[key]) && values[key] !== inRequest[key],
  );
  // The read-back's wording names the caller and every detail; with one missing, the owner gets the
  // details the caller gave, as they were said.
  const readBackComplete = fields.every(
    (field) => field.kind === "phone" || field.optional || given(values[field.key]),
  );
  const described =
    !intake || detailsGiven.length === 0
      ? ""
      : readBackComplete
        ? capitalizeFirst(intake.describe({ ...values, callbackNumber: "" }, turn.language))
        : detailsGiven.map(({ key }) => values[key]).join(", ");
  const said = [request, described, values[CALLER_NOTES]].filter(given);
  const reason = given(values.reason)
    ? values.reason
    : said.length > 1
      ? asSentences(...said)
      : (said[0] ?? "");
  if (!given(values.name) && !given(values.callbackNumber) && !reason) return null;
  const missing = new Set<MissingDetail>();
  for (const field of fields) {
    if (field.optional) continue;
    const has = field.kind === "phone" ? callbackNumber : field.inCallerWords ? reason : values[field.key];
    if (!given(has)) missing.add(SLOT_KINDS[field.kind].missing);
  }
  if (intake) missing.add("confirmation");
  const numberSaid = given(callbackNumber) && callbackNumber !== ownNumber;
  return {
    callerName: given(values.name) ? values.name : "",
    callbackNumber,
    numberSaid,
    reason,
    missing: [...missing],
    ...(form.urgent ? { urgent: true } : {}),
  };
}
