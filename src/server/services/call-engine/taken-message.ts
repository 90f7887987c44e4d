import { toE164 } from "../../text/phone-numbers";
import type { TakenMessage } from "./types";

/**
 * A message as it is stored with the call: its call-back number in E.164, read in the country of
 * the agent's number when the caller gave it without a country code. Words that are no number
 * stay as the caller said them.
 */
export function messageToStore(message: TakenMessage, agentNumber: string): TakenMessage {
  return {
    ...message,
    callbackNumber: toE164(message.callbackNumber, agentNumber) ?? message.callbackNumber,
  };
}
