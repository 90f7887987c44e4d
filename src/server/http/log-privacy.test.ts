import { describe, expect, it } from "vitest";
import { errorForLog, redactLogText } from "./log-privacy";

describe("redactLogText", () => {
  it("leaves out emails, codes, client secrets, API keys and query strings", () => {
    expect(
      redactLogText(
        'mail to dana@example.com "Your Switchboard verification code: 123456" for GET /upgrade-success?payment_intent_client_secret=pi_1_secret_2 with sb_key_abc123 and pi_3Ab_secret_Cd',
      ),
    ).toBe(
      'mail to [email] "Your Switchboard verification code: [code]" for GET /upgrade-success with [api key] and [client secret]',
    );
  });
});

describe("errorForLog", () => {
  it("keeps a failed query's statement and the database's reason, never its parameters or other fields", () => {
    const cause = Object.assign(new Error('relation "rate_limits" does not exist'), {
      code: "42P01",
      detail: "Key (email)=(dana@example.com) already exists.",
    });
    const failed = Object.assign(
      new Error(
        'Failed query: select * from "users" where "email" = $1\nparams: dana@example.com,hunter2hunter2',
      ),
      { params: ["dana@example.com", "hunter2hunter2"], cause },
    );
    const logged = errorForLog(failed);
    expect(logged).toMatchObject({
      type: "Error",
      message: 'Failed query: select * from "users" where "email" = $1',
      cause: { message: 'relation "rate_limits" does not exist', code: "42P01" },
    });
    expect(logged.stack.split("\n")[0]).toBe('Error: Failed query: select * from "users" where "email" = $1');
    expect(JSON.stringify(logged)).not.toMatch(/dana@example\.com|hunter2/);
  });
});
