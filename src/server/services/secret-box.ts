import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "../config";

// Secrets the product must read back to use (an owner's Cal.com API key, a webhook's signing
// secret) are kept encrypted with AES-256-GCM: a fresh 12-byte IV per value, and the tag makes any
// change to the stored text, or the wrong key, fail to open rather than give back garbage.
// A sealed value reads "sb1.<iv>.<ciphertext>.<tag>" (base64url); the version names the algorithm
// and key, so a later format can be told apart from this one (docs/decisions/0029).

const VERSION = "sb1";
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
/** Where a development or test machine keeps its own key when SECRETS_KEY is unset. */
export const MACHINE_KEY_FILE = "secrets.key";

export class SecretBoxError extends Error {}

export type SecretBox = {
  seal(plain: string): string;
  /** The plain text, or a SecretBoxError when the value was changed, is not sealed or another key sealed it. */
  open(sealed: string): string;
};

export function isSealed(value: string): boolean {
  return value.startsWith(`${VERSION}.`);
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== KEY_BYTES) throw new SecretBoxError(`the key must be ${KEY_BYTES} bytes`);
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      const parts = [iv, body, cipher.getAuthTag()].map((part) => part.toString("base64url"));
      return [VERSION, ...parts].join(".");
    },
    open(sealed) {
      const [version, iv, body, tag, ...rest] = sealed.split(".");
      if (version !== VERSION || iv === undefined || body === undefined || tag === undefined || rest.length)
        throw new SecretBoxError("not a sealed secret");
      const ivBytes = Buffer.from(iv, "base64url");
      const tagBytes = Buffer.from(tag, "base64url");
      if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES)
        throw new SecretBoxError("not a sealed secret");
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, ivBytes);
        decipher.setAuthTag(tagBytes);
        return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString(
          "utf8",
        );
      } catch {
        throw new SecretBoxError("the secret was changed or sealed with another key");
      }
    },
  };
}

/**
 * SECRETS_KEY, or (development and test only: config.ts refuses production without it) a key of
 * this machine kept in DATA_DIR/secrets.key, made on first use, readable by its owner alone.
 * Losing that file loses what it sealed, as losing SECRETS_KEY would.
 */
export function secretsKeyOf(config: Pick<Config, "secretsKey" | "dataDir" | "env">): Buffer {
  if (config.secretsKey) return config.secretsKey;
  if (config.env === "production") throw new SecretBoxError("SECRETS_KEY is required in production");
  const file = join(config.dataDir, MACHINE_KEY_FILE);
  const kept = keptKey(file);
  if (kept) return kept;
  const made = randomBytes(KEY_BYTES);
  mkdirSync(config.dataDir, { recursive: true });
  try {
    writeFileSync(file, `${made.toString("base64")}\n`, { mode: 0o600, flag: "wx" });
    return made;
  } catch (error) {
    // Another process of this machine made it first: theirs is the key.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const theirs = keptKey(file);
    if (!theirs) throw new SecretBoxError(`${file} does not hold a ${KEY_BYTES}-byte key`);
    return theirs;
  }
}

function keptKey(file: string): Buffer | undefined {
  try {
    const kept = Buffer.from(readFileSync(file, "utf8").trim(), "base64");
    if (kept.length !== KEY_BYTES) throw new SecretBoxError(`${file} does not hold a ${KEY_BYTES}-byte key`);
    return kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}
