import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

// 128-bit session ids from a CSPRNG.
export function newSessionToken(): string {
  return randomBytes(16).toString("base64url");
}

// 6-digit codes from a CSPRNG.
export function newVerificationCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, "0");
}

export function sha256Hex(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

export function equalHashes(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}
