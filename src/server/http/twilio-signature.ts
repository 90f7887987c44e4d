import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Twilio's request signature (twilio.com/docs/usage/security): HMAC-SHA1 with the
 * auth token over the full URL Twilio requested followed by every POST parameter
 * name and value, sorted by name; base64.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const payload = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac("sha1", authToken).update(Buffer.from(payload, "utf8")).digest("base64");
}

export function isValidTwilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string>,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
