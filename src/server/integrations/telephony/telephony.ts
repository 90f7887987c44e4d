import type { CountryCode } from "../../../shared/api/phone";

/** A call's status as the carrier knows it (Twilio's Call resource). */
export type PhoneCallStatus = {
  status: "queued" | "ringing" | "in-progress" | "completed" | "busy" | "failed" | "no-answer" | "canceled";
  /** When the carrier answered the call; null before it was. */
  startedAt: Date | null;
  /** When it ended; null while it goes on. */
  endedAt: Date | null;
  /** Its length in whole seconds once it ended; null while it goes on or if it never connected. */
  durationSeconds: number | null;
};

/** The statuses after which a call is over (twilio.com/docs/voice/api/call-resource#call-status-values). */
export const FINAL_CALL_STATUSES: ReadonlySet<string> = new Set([
  "completed",
  "busy",
  "failed",
  "no-answer",
  "canceled",
]);

// The telephony seam: the built-in catalogue of
// fictional-range numbers offline, Twilio when its credentials are set.
export interface Telephony {
  /** Numbers in E.164 that can be taken in this area code, leaving out `taken`. */
  searchAvailableNumbers(input: {
    country: CountryCode;
    areaCode: string;
    taken: ReadonlySet<string>;
  }): Promise<string[]>;
  /** Takes the number for an agent; resolves once the carrier has assigned it. */
  provisionNumber(phoneNumber: string): Promise<void>;
  releaseNumber(phoneNumber: string): Promise<void>;
  /** Whether the account holds this number already: one the owner brought (ported or bought before). */
  holdsNumber(phoneNumber: string): Promise<boolean>;
  /**
   * Sends the calls of a number the account holds to this app, as a bought number's are; fails when
   * the account does not hold it.
   */
  connectHeldNumber(phoneNumber: string): Promise<void>;
  /** Texts a caller from an agent's number (the review link). */
  sendSms(message: { from: string; to: string; body: string }): Promise<void>;
  /**
   * What the carrier knows of a call, by its id (Twilio's CallSid), for a call whose end was never
   * reported; null when the carrier has no such call.
   */
  callStatus(providerCallSid: string): Promise<PhoneCallStatus | null>;
}

/** Why a brought number cannot be connected: the account does not hold it. */
export const notHeldSentence = (phoneNumber: string) =>
  `${phoneNumber} is not among the numbers in the Twilio account.`;
