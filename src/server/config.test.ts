import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("needs no settings: port 5000, data under ./data, offline mail", () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.dataDir).toBe(`${process.cwd()}/data`);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.mail.smtpUrl).toBeUndefined();
  });

  it("reads PORT, DATA_DIR, DATABASE_URL and SMTP_URL", () => {
    const config = loadConfig({
      PORT: "8080",
      DATA_DIR: "/tmp/sb",
      DATABASE_URL: "postgres://u@h/db",
      SMTP_URL: "smtp://mail:25",
    });
    expect(config).toMatchObject({ port: 8080, dataDir: "/tmp/sb", databaseUrl: "postgres://u@h/db" });
    expect(config.mail.smtpUrl).toBe("smtp://mail:25");
  });

  it.each([
    ["PORT", "eighty", 'PORT is invalid (got "eighty"): it accepts a port number from 0 to 65535.'],
    ["PORT", "70000", 'PORT is invalid (got "70000"): it accepts a port number from 0 to 65535.'],
    [
      "DATABASE_URL",
      "mysql://x",
      'DATABASE_URL is invalid (got "mysql://x"): it accepts a postgres:// or postgresql:// connection URL.',
    ],
    [
      "SMTP_URL",
      "mail.example.com",
      'SMTP_URL is invalid (got "mail.example.com"): it accepts an smtp:// or smtps:// URL.',
    ],
    ["TRUST_PROXY", "yes", 'TRUST_PROXY is invalid (got "yes"): it accepts true or false.'],
  ])("stops on a bad %s with one sentence naming it", (name, value, sentence) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new ConfigError(sentence));
  });

  it("never lets production lower the password hashing cost", () => {
    expect(() => loadConfig({ NODE_ENV: "production", PASSWORD_HASH_MEMORY_KIB: "1024" })).toThrow(
      ConfigError,
    );
    expect(loadConfig({ NODE_ENV: "test", PASSWORD_HASH_MEMORY_KIB: "1024" }).passwordHashMemoryKiB).toBe(
      1024,
    );
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" })).toMatchObject({ port: 5000, databaseUrl: undefined });
  });
});
