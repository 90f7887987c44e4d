import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { LoginRequestSchema, SignupRequestSchema, VerificationCodeSchema } from "../../../shared/api/auth";
import { EMAIL_MAX, PASSWORD_MAX } from "../../../shared/catalog/accounts";
import {
  checkLoginInput,
  checkSignupInput,
  checkVerificationCode,
  type InputCheck,
} from "./auth-input-checks";
import type { FieldErrors } from "./field-errors";

// The login screen checks its fields without zod (issue 7 §1); these properties hold the checks to the
// shared schemas the server validates with: the same verdict, the same request, the same first sentence.

/** What the forms did with the schema's answer before: the request, or the first issue of each field. */
function schemaVerdict<Request>(parsed: z.ZodSafeParseResult<Request>): InputCheck<Request> {
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof FieldErrors;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

// Text that exercises every rule: the username and email patterns, the lengths, trimming and case.
const formCharacter = fc.constantFrom(..."aZ09_.-@+' !é\t".split(""));
const formText = (maxLength: number) => fc.string({ unit: formCharacter, maxLength });
const textOf = (characters: string, minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...characters.split("")), minLength, maxLength });
const padded = (text: fc.Arbitrary<string>) =>
  fc.tuple(fc.constantFrom("", " ", "\t "), text, fc.constantFrom("", " ")).map((parts) => parts.join(""));
const username = fc.oneof(padded(textOf("aZ09_.-", 0, 36)), formText(40));
const emailOf = (localCharacters: string, domainCharacters: string) =>
  fc
    .tuple(textOf(localCharacters, 1, 12), textOf(domainCharacters, 1, 10), fc.constantFrom("com", "Co", "x"))
    .map(([local, domain, topLevel]) => `${local}@${domain}.${topLevel}`);
const email = fc.oneof(
  padded(emailOf("aZ09_+-", "aZ09")),
  emailOf("aZ09_.+-'", "aZ09-."),
  fc.emailAddress().map((address) => address.slice(0, EMAIL_MAX + 2)),
  formText(30),
);
const password = fc.oneof(textOf("ab 1", 6, 10), formText(PASSWORD_MAX + 4));

describe("the login screen's own checks agree with the shared schemas", () => {
  it("login: the same verdict as LoginRequestSchema within the fields' maximum lengths", () => {
    fc.assert(
      fc.property(formText(EMAIL_MAX), formText(PASSWORD_MAX), (username, password) => {
        const values = { username, password };
        expect(checkLoginInput(values)).toEqual(schemaVerdict(LoginRequestSchema.safeParse(values)));
      }),
      { numRuns: 500 },
    );
  });

  it("signup: the same verdict as SignupRequestSchema", () => {
    fc.assert(
      fc.property(username, email, password, (usernameValue, emailValue, passwordValue) => {
        const values = { username: usernameValue, email: emailValue, password: passwordValue };
        expect(checkSignupInput(values)).toEqual(schemaVerdict(SignupRequestSchema.safeParse(values)));
      }),
      { numRuns: 1000 },
    );
  });

  it("signup: the sentences of the edge cases", () => {
    const valid = { username: " Ada.L ", email: " Ada@Example.COM ", password: "a quiet evening" };
    expect(checkSignupInput(valid)).toEqual({
      ok: true,
      request: { username: "Ada.L", email: "ada@example.com", password: "a quiet evening" },
    });
    expect(checkSignupInput({ username: "ab", email: "ada@", password: "short" })).toEqual({
      ok: false,
      errors: {
        username: "Username must be at least 3 characters.",
        email: "Please enter a valid email address.",
        password: "Password must be at least 8 characters.",
      },
    });
    expect(checkSignupInput({ ...valid, username: "ada lovelace" })).toEqual(
      schemaVerdict(SignupRequestSchema.safeParse({ ...valid, username: "ada lovelace" })),
    );
  });

  it("verification code: the same verdict as VerificationCodeSchema", () => {
    const codeCharacter = fc.constantFrom(..."0123456789 a".split(""));
    fc.assert(
      fc.property(fc.string({ unit: codeCharacter, maxLength: 9 }), (code) => {
        const parsed = VerificationCodeSchema.safeParse(code);
        expect(checkVerificationCode(code)).toEqual(
          parsed.success
            ? { ok: true, request: { code: parsed.data } }
            : { ok: false, errors: { code: parsed.error.issues[0]?.message } },
        );
      }),
      { numRuns: 500 },
    );
  });
});
