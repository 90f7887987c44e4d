import type { KnowledgeFileType } from "../../shared/catalog/knowledge";

// Why a rule refuses, as a code with the facts its answer needs. Services throw these and know
// nothing of HTTP; http/domain-error-answers.ts gives each code its status and sentence.

type NoFacts = Record<never, never>;

/** What a rate limit counted when it refused; each has its own sentence. */
export type LimitedAction =
  | "codeSends"
  | "signups"
  | "signIns"
  | "resetRequests"
  | "resetAttempts"
  | "passwordConfirmations"
  | "cvcChecks"
  | "supportRequests"
  | "agentRequests"
  | "documentUploads"
  | "apiRequests";

/** Every code a service may refuse with, and the facts it carries. */
export interface DomainErrorFacts {
  // Accounts and sessions
  SignInRequired: NoFacts;
  WrongCredentials: NoFacts;
  EmailNotVerified: { email: string };
  EmailTaken: NoFacts;
  UsernameTaken: NoFacts;
  CommonPassword: { field: "password" | "newPassword" };
  SamePassword: NoFacts;
  WrongCurrentPassword: { field: "password" | "currentPassword" };
  VerificationMailFailed: NoFacts;
  InvalidCode: NoFacts;
  CodeExpired: NoFacts;
  TooManyWrongCodes: NoFacts;
  SignupReplaced: NoFacts;
  AlreadyVerified: NoFacts;
  ResetLinkNotValid: NoFacts;
  ResetLinkExpired: NoFacts;
  AccountGone: NoFacts;
  SessionAlreadyEnded: NoFacts;
  OutsideServiceUnavailable: { service: "paymentProcessor" | "phoneCarrier" };
  NotOwnAddress: { email: string; field: string };
  RateLimited: { action: LimitedAction; retryAfterSeconds: number };
  // Agents and calls
  AgentNotFound: NoFacts;
  LicenceRequired: NoFacts;
  PlanLimitReached: { limit: number };
  InsufficientBalanceForAgent: NoFacts;
  NumberTaken: NoFacts;
  NumberNotInAccount: { phoneNumber: string };
  NumberSetupFailed: { phoneNumber: string; reason: string };
  CallNotFound: NoFacts;
  CallEnded: NoFacts;
  TestCallWhilePaused: NoFacts;
  ConversationNotFound: NoFacts;
  // What an agent knows
  TooManyFacts: { limit: number };
  TooManyDocuments: { limit: number };
  DocumentNotFound: NoFacts;
  DocumentTooLarge: NoFacts;
  DocumentTypeNotAccepted: NoFacts;
  DocumentTypeMismatch: { type: KnowledgeFileType };
  DocumentEmpty: NoFacts;
  DocumentNotText: NoFacts;
  DocumentEncrypted: NoFacts;
  DocumentHasNoText: NoFacts;
  DocumentUnreadable: { type: KnowledgeFileType };
  DocumentTooComplex: NoFacts;
  DocumentTextTooLong: NoFacts;
  // The appointment book
  BookingsOff: NoFacts;
  BookingNotFound: NoFacts;
  BookingCancelled: NoFacts;
  ServiceNotBookable: { service: string };
  OutsideBookableHours: NoFacts;
  SlotTaken: NoFacts;
  BookingInCalcom: NoFacts;
  // Cal.com
  CalcomKeyRefused: NoFacts;
  CalcomUnavailable: NoFacts;
  CalcomEventTypeNotFound: NoFacts;
  // Payments, cards and the licence
  PaymentNotFound: NoFacts;
  AmountMismatch: NoFacts;
  PaymentNotSucceeded: NoFacts;
  NoLicencePaymentForEmail: NoFacts;
  AlreadyPlus: NoFacts;
  UpgradeNeedsLicence: NoFacts;
  InsufficientBalanceForUpgrade: NoFacts;
  CardNotSaved: NoFacts;
  NoSavedCard: NoFacts;
  WrongCvc: NoFacts;
  CardRefused: { reason: string };
  NoLicenceToRenew: NoFacts;
  RenewalNotOpenYet: { licenceEndsAt: Date };
  RenewalFailed: { reason: string };
  // API keys
  ApiAccessNeedsPlus: NoFacts;
  PlusLicenceEnded: NoFacts;
  ApiKeyNotFound: NoFacts;
  ApiKeyInvalid: NoFacts;
  ApiKeyReadOnly: NoFacts;
  // Webhooks
  WebhooksNeedPlus: { licenceEnded: boolean };
  TooManyWebhookEndpoints: { limit: number };
  WebhookUrlNotHttps: NoFacts;
  WebhookUrlUnresolvable: { host: string };
  WebhookUrlPrivate: { host: string };
  WebhookEndpointNotFound: NoFacts;
}

export type DomainErrorCode = keyof DomainErrorFacts;

type FactsArgument<C extends DomainErrorCode> = keyof DomainErrorFacts[C] extends never
  ? []
  : [facts: DomainErrorFacts[C]];

export class DomainError<C extends DomainErrorCode = DomainErrorCode> extends Error {
  readonly facts: DomainErrorFacts[C];

  constructor(
    readonly code: C,
    ...[facts]: FactsArgument<C>
  ) {
    super(code);
    this.name = "DomainError";
    this.facts = (facts ?? {}) as DomainErrorFacts[C];
  }
}
