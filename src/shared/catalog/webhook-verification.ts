// How a receiver checks that a delivery came from Switchboard. The documentation page shows this
// text, and a test runs the very same text against a signed delivery.
export const WEBHOOK_VERIFICATION_SNIPPET = `import { createHmac, timingSafeEqual } from "node:crypto";

// rawBody: the request's body exactly as received, before any JSON parsing.
// header: the Switchboard-Signature header; secret: the endpoint's signing secret.
export function verifySwitchboardSignature(rawBody, header, secret, toleranceSeconds = 300) {
  const parts = Object.fromEntries(header.split(",").map((part) => part.trim().split("=", 2)));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp)) return false;
  if (Math.abs(Date.now() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = createHmac("sha256", secret).update(\`\${parts.t}.\${rawBody}\`).digest();
  const given = Buffer.from(parts.v1 ?? "", "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
`;
