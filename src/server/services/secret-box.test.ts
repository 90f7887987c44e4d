import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { createSecretBox, isSealed, MACHINE_KEY_FILE, SecretBoxError, secretsKeyOf } from "./secret-box";

const box = createSecretBox(randomBytes(32));

describe("the secret box", () => {
  it("opens what it sealed, and seals the same text differently each time", () => {
    const sealed = box.seal("cal_live_0123456789abcdef");
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain("cal_live");
    expect(box.open(sealed)).toBe("cal_live_0123456789abcdef");
    expect(box.seal("same")).not.toBe(box.seal("same"));
  });

  it("refuses a sealed value that was changed in any part", () => {
    const sealed = box.seal("whsec_secret");
    const parts = sealed.split(".");
    for (const index of [1, 2, 3]) {
      const changed = [...parts];
      const bytes = Buffer.from(changed[index]!, "base64url");
      bytes[0]! ^= 1;
      changed[index] = bytes.toString("base64url");
      expect(() => box.open(changed.join("."))).toThrow(SecretBoxError);
    }
    expect(() => box.open("whsec_plain")).toThrow(SecretBoxError);
    expect(() => box.open(`sb2.${parts.slice(1).join(".")}`)).toThrow(SecretBoxError);
  });

  it("refuses a value sealed with another key", () => {
    const other = createSecretBox(randomBytes(32));
    expect(() => other.open(box.seal("whsec_secret"))).toThrow(/another key/);
  });

  it("takes SECRETS_KEY as hex or base64, and production refuses to start without it", () => {
    const key = randomBytes(32);
    expect(loadConfig({ SECRETS_KEY: key.toString("hex") }).secretsKey).toEqual(key);
    expect(loadConfig({ SECRETS_KEY: key.toString("base64") }).secretsKey).toEqual(key);
    expect(() => loadConfig({ SECRETS_KEY: "too-short" })).toThrow(
      /SECRETS_KEY is invalid \(got a value hidden here\): it accepts 32 random bytes/,
    );
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
      /SECRETS_KEY is not set: production needs it/,
    );
    expect(loadConfig({ NODE_ENV: "production", SECRETS_KEY: key.toString("hex") }).secretsKey).toEqual(key);
  });

  it("keeps one key per machine in DATA_DIR when SECRETS_KEY is unset in development", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "secret-box-"));
    try {
      const config = { env: "development" as const, dataDir, secretsKey: undefined };
      const first = secretsKeyOf(config);
      expect(secretsKeyOf(config)).toEqual(first);
      const file = join(dataDir, MACHINE_KEY_FILE);
      expect(Buffer.from((await readFile(file, "utf8")).trim(), "base64")).toEqual(first);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(() => secretsKeyOf({ ...config, env: "production" })).toThrow(SecretBoxError);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
