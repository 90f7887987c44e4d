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
    [
      "HTTP_HEADERS_TIMEOUT_MS",
      "0",
      'HTTP_HEADERS_TIMEOUT_MS is invalid (got "0"): it accepts a whole number of milliseconds from 100 to 600000.',
    ],
    [
      "HTTP_MAX_CONNECTIONS",
      "lots",
      'HTTP_MAX_CONNECTIONS is invalid (got "lots"): it accepts a whole number from 1 to 1000000.',
    ],
    [
      "AI_BASE_URL",
      "api.openai.com/v1",
      'AI_BASE_URL is invalid (got "api.openai.com/v1"): it accepts an http:// or https:// URL of an OpenAI-compatible API, such as https://api.openai.com/v1.',
    ],
    [
      "TWILIO_ACCOUNT_SID",
      "SK0123",
      'TWILIO_ACCOUNT_SID is invalid (got "SK0123"): it accepts a Twilio Account SID: "AC" followed by 32 hexadecimal digits.',
    ],
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

  it("closes slow and idle connections after 10 s of headers, 30 s of request or 72 s kept alive, and caps them at 10000", () => {
    expect(loadConfig({}).http).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 72_000,
      maxConnections: 10_000,
    });
    expect(
      loadConfig({
        HTTP_HEADERS_TIMEOUT_MS: "500",
        HTTP_REQUEST_TIMEOUT_MS: "1000",
        HTTP_KEEP_ALIVE_TIMEOUT_MS: "2000",
        HTTP_MAX_CONNECTIONS: "50",
      }).http,
    ).toEqual({
      headersTimeoutMs: 500,
      requestTimeoutMs: 1000,
      keepAliveTimeoutMs: 2000,
      maxConnections: 50,
    });
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: "40000" })).toThrow(
      new ConfigError(
        "HTTP_HEADERS_TIMEOUT_MS (40000) is longer than HTTP_REQUEST_TIMEOUT_MS (30000): the headers are part of the request, so their time cannot be longer.",
      ),
    );
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" })).toMatchObject({ port: 5000, databaseUrl: undefined });
  });

  it("uses the built-in assistant and number catalogue when no AI or Twilio settings are given", () => {
    const config = loadConfig({});
    expect(config.ai).toEqual({ baseUrl: undefined, apiKey: undefined, model: "gpt-4o-mini" });
    expect(config.twilio).toBeUndefined();
  });

  it("reads the AI server's URL (without a trailing slash), key and model", () => {
    const config = loadConfig({
      AI_BASE_URL: "http://localhost:11434/v1/",
      AI_API_KEY: "sk-test",
      AI_MODEL: "llama3.1",
    });
    expect(config.ai).toEqual({ baseUrl: "http://localhost:11434/v1", apiKey: "sk-test", model: "llama3.1" });
  });

  it("reads the embeddings model asked on the same AI server, and refuses one without the server", () => {
    const config = loadConfig({
      AI_BASE_URL: "https://api.openai.com/v1",
      AI_EMBEDDING_MODEL: "text-embedding-3-small",
    });
    expect(config.ai.embeddingModel).toBe("text-embedding-3-small");
    expect(loadConfig({}).ai.embeddingModel).toBeUndefined();
    expect(() => loadConfig({ AI_EMBEDDING_MODEL: "text-embedding-3-small" })).toThrow(
      /AI_EMBEDDING_MODEL is set without AI_BASE_URL/,
    );
  });

  it("refuses an AI key without the server it belongs to", () => {
    expect(() => loadConfig({ AI_API_KEY: "sk-test" })).toThrow(/AI_API_KEY is set without AI_BASE_URL/);
  });

  it("never repeats a rejected credential in the error", () => {
    expect(() =>
      loadConfig({ TWILIO_ACCOUNT_SID: `AC${"0".repeat(32)}`, TWILIO_AUTH_TOKEN: "s3cr3t" }),
    ).toThrow(
      new ConfigError(
        "TWILIO_AUTH_TOKEN is invalid (got a value hidden here): it accepts a Twilio auth token (16 to 128 characters).",
      ),
    );
  });

  it("reads Twilio's account SID and auth token together, and refuses one without the other", () => {
    const accountSid = `AC${"0123456789abcdef".repeat(2)}`;
    const authToken = "f".repeat(32);
    expect(loadConfig({ TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken }).twilio).toEqual({
      accountSid,
      authToken,
    });
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: accountSid })).toThrow(/go together/);
    expect(() => loadConfig({ TWILIO_AUTH_TOKEN: authToken })).toThrow(/go together/);
  });
});
