import { createHmac, randomBytes } from "node:crypto";
import { isSealed, type SecretBox } from "./secret-box";

/** A new endpoint's signing secret, shown to the owner once. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}

/**
 * The Switchboard-Signature header: the time of this attempt and the HMAC-SHA256 of
 * "<time>.<body>", so a receiver can refuse a replayed delivery as well as a forged one.
 */
export function webhookSignature(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");
  return `t=${t},v1=${v1}`;
}

/**
 * The signing secret as stored: sealed by the secret box, or (an endpoint registered before secrets
 * were sealed, until the startup step seals it) the plain "whsec_…" it was made as.
 */
export function signingSecretOf(stored: string, secrets: SecretBox): string {
  return isSealed(stored) ? secrets.open(stored) : stored;
}
