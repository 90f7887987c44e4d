import { describe, expect, it } from "vitest";
import { DomainError, type DomainErrorCode, type DomainErrorFacts } from "../services/domain-errors";
import { httpErrorFor } from "./domain-error-answers";

// One example of every code's facts: the type makes a new code fail to compile here until it has one.
const EXAMPLES: { [C in DomainErrorCode]: DomainErrorFacts[C] } = {
  SignInRequired: {},
  WrongCredentials: {},
  EmailNotVerified: { email: "owner@example.com" },
  EmailTaken: {},
  UsernameTaken: {},
  CommonPassword: { field: "password" },
  SamePassword: {},
  WrongCurrentPassword: { field: "currentPassword" },
  VerificationMailFailed: {},
  InvalidCode: {},
  CodeExpired: {},
  TooManyWrongCodes: {},
  SignupReplaced: {},
  AlreadyVerified: {},
  ResetLinkNotValid: {},
  ResetLinkExpired: {},
  AccountGone: {},
  SessionAlreadyEnded: {},
  OutsideServiceUnavailable: { service: "phoneCarrier" },
  NotOwnAddress: { email: "owner@example.com", field: "email" },
  RateLimited: { action: "supportRequests", retryAfterSeconds: 600 },
  AgentNotFound: {},
  LicenceRequired: {},
  PlanLimitReached: { limit: 3 },
  InsufficientBalanceForAgent: {},
  NumberTaken: {},
  NumberNotInAccount: { phoneNumber: "+12125550199" },
  NumberSetupFailed: { phoneNumber: "+12125550101", reason: "The carrier said no." },
  CallNotFound: {},
  CallEnded: {},
  TestCallWhilePaused: {},
  ConversationNotFound: {},
  BookingsOff: {},
  BookingNotFound: {},
  BookingCancelled: {},
  ServiceNotBookable: { service: "Haircut" },
  OutsideBookableHours: {},
  SlotTaken: {},
  BookingInCalcom: {},
  CalcomKeyRefused: {},
  CalcomUnavailable: {},
  CalcomEventTypeNotFound: {},
  TooManyFacts: { limit: 500 },
  TooManyDocuments: { limit: 20 },
  DocumentNotFound: {},
  DocumentTooLarge: {},
  DocumentTypeNotAccepted: {},
  DocumentTypeMismatch: { type: "pdf" },
  DocumentEmpty: {},
  DocumentNotText: {},
  DocumentEncrypted: {},
  DocumentHasNoText: {},
  DocumentUnreadable: { type: "docx" },
  DocumentTooComplex: {},
  DocumentTextTooLong: {},
  PaymentNotFound: {},
  AmountMismatch: {},
  PaymentNotSucceeded: {},
  NoLicencePaymentForEmail: {},
  AlreadyPlus: {},
  UpgradeNeedsLicence: {},
  InsufficientBalanceForUpgrade: {},
  CardNotSaved: {},
  NoSavedCard: {},
  WrongCvc: {},
  CardRefused: { reason: "Your card was declined." },
  NoLicenceToRenew: {},
  RenewalNotOpenYet: { licenceEndsAt: new Date("2027-03-01T00:00:00Z") },
  RenewalFailed: { reason: "Your balance of $3.00 does not cover the $39.00 renewal." },
  ApiAccessNeedsPlus: {},
  PlusLicenceEnded: {},
  ApiKeyNotFound: {},
  ApiKeyInvalid: {},
  ApiKeyReadOnly: {},
  WebhooksNeedPlus: { licenceEnded: false },
  TooManyWebhookEndpoints: { limit: 10 },
  WebhookUrlNotHttps: {},
  WebhookUrlUnresolvable: { host: "hooks.example.com" },
  WebhookUrlPrivate: { host: "hooks.example.com" },
  WebhookEndpointNotFound: {},
};

// Every code at once, so the facts go in untyped; EXAMPLES keeps each code's facts right.
const AnyDomainError = DomainError as new (code: DomainErrorCode, facts: object) => DomainError;
const answerTo = (code: DomainErrorCode) => httpErrorFor(new AnyDomainError(code, EXAMPLES[code]));

describe("the answer to each domain error", () => {
  it.each(Object.keys(EXAMPLES) as DomainErrorCode[])("%s has an error status and a sentence", (code) => {
    const answer = answerTo(code);
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    expect(answer.statusCode).toBeLessThan(600);
    expect(answer.message.trim().length).toBeGreaterThan(10);
    // The sentence is the product's, never the code's name.
    expect(answer.message).not.toContain(code);
  });

  it("puts the facts into the sentence and the details the client reads", () => {
    expect(answerTo("PlanLimitReached")).toMatchObject({
      statusCode: 403,
      message:
        "The Simple plan includes up to 3 agents. Upgrade to Plus for unlimited agents, or delete an agent first.",
    });
    expect(answerTo("EmailNotVerified")).toMatchObject({
      statusCode: 403,
      message: "Please verify your email first. We sent a new code to owner@example.com.",
      details: { code: "email_not_verified", email: "owner@example.com" },
    });
    expect(answerTo("LicenceRequired")).toMatchObject({
      statusCode: 402,
      details: { code: "licence_required" },
    });
    expect(answerTo("NumberTaken")).toMatchObject({ statusCode: 409, details: { field: "phoneNumber" } });
    expect(answerTo("RateLimited")).toMatchObject({
      statusCode: 429,
      message:
        "You have sent several support requests in the last hour. Try again in 10 minutes, or reply to our last email.",
      details: { code: "rate_limited", retryAfterSeconds: 600 },
    });
    expect(answerTo("RenewalNotOpenYet").message).toBe(
      "Your licence runs until 2027-03-01. You can renew it in its last 30 days.",
    );
  });
});
