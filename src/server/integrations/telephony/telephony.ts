import type { CountryCode } from "../../../shared/api/phone";

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
  /** Texts a caller from an agent's number (the review link). */
  sendSms(message: { from: string; to: string; body: string }): Promise<void>;
}
