import { describe, expect, it } from "vitest";
import { LoginRequestSchema, SignupRequestSchema, VerifyEmailRequestSchema } from "../../shared/api/auth";
import { CreatePaymentIntentRequestSchema } from "../../shared/api/payments";
import { ApiError } from "../api/request";
import {
  checkForm,
  fieldErrorsOf,
  fieldProblemOf,
  LazySchema,
  maxLengthOf,
  serverFieldError,
} from "./form-validation";

const SIGNUP_FIELDS = ["username", "email", "password"] as const;

describe("a form checked with its shared request schema", () => {
  it("sends the request the schema makes of the values: trimmed, the email lower-cased", () => {
    const values = { username: " Ada.L ", email: " Ada@Example.COM ", password: "a quiet evening" };
    expect(checkForm(SignupRequestSchema, values, SIGNUP_FIELDS)).toEqual({
      ok: true,
      request: { username: "Ada.L", email: "ada@example.com", password: "a quiet evening" },
    });
  });

  it("shows the first broken rule of each field under that field, in the schema's sentences", () => {
    expect(
      checkForm(SignupRequestSchema, { username: "ab", email: "ada@", password: "short" }, SIGNUP_FIELDS),
    ).toEqual({
      ok: false,
      errors: {
        username: "Username must be at least 3 characters.",
        email: "Please enter a valid email address.",
        password: "Password must be at least 8 characters.",
      },
    });
    expect(
      checkForm(
        SignupRequestSchema,
        { username: "a b", email: "ada@example.com", password: "x".repeat(129) },
        SIGNUP_FIELDS,
      ),
    ).toEqual({
      ok: false,
      errors: {
        username: "Username may contain only letters, digits, '_', '.' and '-'.",
        password: "Password must be at most 128 characters.",
      },
    });
  });

  it("says what is missing on an empty login", () => {
    expect(checkForm(LoginRequestSchema, { username: "  ", password: "" }, ["username", "password"])).toEqual(
      {
        ok: false,
        errors: { username: "Enter your username or email.", password: "Enter your password." },
      },
    );
  });

  it("shows an issue about a value the owner does not type under the form's first field", () => {
    const checked = checkForm(VerifyEmailRequestSchema, { email: "not an address", code: "123456" }, [
      "code",
    ]);
    expect(checked).toEqual({ ok: false, errors: { code: "Please enter a valid email address." } });
    expect(fieldErrorsOf([{ message: "Send at least one field.", path: [] }], ["name", "email"])).toEqual({
      name: "Send at least one field.",
    });
  });

  it("keeps each form's own sentence for the one email rule", () => {
    const checked = checkForm(CreatePaymentIntentRequestSchema, { plan: "plus", email: "ada@example" }, [
      "email",
    ]);
    expect(checked).toEqual({ ok: false, errors: { email: "Please enter a valid email address" } });
  });

  it("reads an input's maxLength from the schema", () => {
    expect(maxLengthOf(SignupRequestSchema.shape.password)).toBe(128);
    expect(maxLengthOf(SignupRequestSchema.shape.email)).toBeUndefined();
  });
});

describe("a server refusal", () => {
  const refusal = (body: unknown, status = 400) => new ApiError(status, `${status}: refused`, body);

  it("shows under the field it names when the form has that field", () => {
    expect(
      serverFieldError(refusal({ error: "That username is taken.", field: "username" }), SIGNUP_FIELDS),
    ).toEqual({
      field: "username",
      message: "That username is taken.",
    });
  });

  it("is for a toast when it names no field, a field the form lacks, or is no server answer", () => {
    expect(serverFieldError(refusal({ error: "Too many attempts." }, 429), SIGNUP_FIELDS)).toBeNull();
    expect(
      serverFieldError(refusal({ error: "This reset link expired.", field: "token" }), SIGNUP_FIELDS),
    ).toBeNull();
    expect(serverFieldError(new TypeError("Failed to fetch"), SIGNUP_FIELDS)).toBeNull();
  });
});

describe("a schema loaded after the page", () => {
  it("is imported once, and known once it has arrived", async () => {
    let imports = 0;
    const lazy = new LazySchema(async () => {
      imports += 1;
      return LoginRequestSchema;
    });
    expect(lazy.loaded).toBeUndefined();
    const [first, second] = await Promise.all([lazy.load(), lazy.load()]);
    expect(first).toBe(LoginRequestSchema);
    expect(second).toBe(LoginRequestSchema);
    expect(lazy.loaded).toBe(LoginRequestSchema);
    expect(imports).toBe(1);
  });

  it("is imported again after an import that failed", async () => {
    let imports = 0;
    const lazy = new LazySchema(async () => {
      imports += 1;
      if (imports === 1) throw new TypeError("Failed to fetch dynamically imported module");
      return LoginRequestSchema;
    });
    await expect(lazy.load()).rejects.toThrow("Failed to fetch");
    expect(lazy.loaded).toBeUndefined();
    await expect(lazy.load()).resolves.toBe(LoginRequestSchema);
    expect(imports).toBe(2);
  });
});

describe("a form whose fields are not the request's own keys", () => {
  it("shows an issue under the field its path names", () => {
    const issues = [
      { message: "Enter a price.", path: ["price", "from"] },
      { message: "The top of the range is below its start.", path: ["price", { key: "to" }] },
    ];
    const fieldOfPath = (path: readonly PropertyKey[]) => (path[1] === "to" ? "priceTo" : "priceFrom");
    expect(fieldErrorsOf(issues, ["name", "priceFrom", "priceTo"], fieldOfPath)).toEqual({
      priceFrom: "Enter a price.",
      priceTo: "The top of the range is below its start.",
    });
  });
});

describe("one field checked on its own", () => {
  it("says the field schema's first sentence, or nothing when the value passes", () => {
    const { username } = SignupRequestSchema.shape;
    expect(fieldProblemOf(username, "ab")).toBe("Username must be at least 3 characters.");
    expect(fieldProblemOf(username, "ada.l")).toBeNull();
  });
});
