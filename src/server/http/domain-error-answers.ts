import { API_KEY_REQUESTS_PER_MINUTE } from "../../shared/api/calls";
import { ERROR_CODES } from "../../shared/api/error-codes";
import { RESET_LINK_VALID_MINUTES } from "../../shared/catalog/accounts";
import {
  KNOWLEDGE_DOCUMENT_BYTES_MAX,
  KNOWLEDGE_DOCUMENT_TEXT_MAX,
  type KnowledgeFileType,
} from "../../shared/catalog/knowledge";
import { formatInternationalNumber } from "../../shared/phone/phone-number-format";
import type {
  DomainError,
  DomainErrorCode,
  DomainErrorFacts,
  LimitedAction,
} from "../services/domain-errors";
import { minutesSentence } from "../services/rate-limiter";
import { badRequest, conflict, HttpError, notFound, tooManyRequests, unauthorized } from "./http-error";

const OUTSIDE_FAILURE =
  "could not be reached, so nothing was deleted. Please try again in a moment; if it keeps failing, contact support.";
const OUTSIDE_SERVICE_NAMES = {
  paymentProcessor: "The payment processor",
  phoneCarrier: "The phone carrier",
};

// What each rate limit says before "Try again …"; the forms that mail us also point to our last email.
const TOO_MANY: Record<LimitedAction, { sentence: string; orElse?: string }> = {
  codeSends: { sentence: "Too many codes were sent to this email." },
  signups: { sentence: "Too many sign-ups from this address." },
  signIns: { sentence: "Too many failed sign-in attempts." },
  resetRequests: { sentence: "Too many password reset requests." },
  resetAttempts: { sentence: "Too many password reset attempts." },
  passwordConfirmations: { sentence: "Too many wrong passwords." },
  cvcChecks: { sentence: "Too many security code checks." },
  supportRequests: {
    sentence: "You have sent several support requests in the last hour.",
    orElse: "or reply to our last email",
  },
  agentRequests: {
    sentence: "You have sent several agent requests in the last hour.",
    orElse: "or reply to our last email",
  },
  documentUploads: { sentence: "You have added many documents in the last hour." },
  apiRequests: {
    sentence: `This API key has made ${API_KEY_REQUESTS_PER_MINUTE} requests in the last minute.`,
  },
};

const FILE_TYPE_NAMES: Record<KnowledgeFileType, string> = {
  txt: "a text file",
  md: "a Markdown file",
  pdf: "a PDF",
  docx: "a Word document (.docx)",
};
export const ACCEPTED_FILES = "Upload a text (.txt), Markdown (.md), PDF (.pdf) or Word (.docx) file.";
const unsupportedFile = (message: string) => new HttpError(415, message, { field: "file" });

const paymentRequired = (message: string, details?: { code: string }) => new HttpError(402, message, details);
const forbidden = (message: string) => new HttpError(403, message);
const unavailable = (message: string) => new HttpError(503, message);

/** The one place a domain error becomes a status, a sentence and the details the client reads. */
const ANSWERS: { [C in DomainErrorCode]: (facts: DomainErrorFacts[C]) => HttpError } = {
  SignInRequired: () => unauthorized(),
  WrongCredentials: () => unauthorized("Incorrect username or password."),
  EmailNotVerified: ({ email }) =>
    new HttpError(403, `Please verify your email first. We sent a new code to ${email}.`, {
      code: ERROR_CODES.emailNotVerified,
      email,
    }),
  EmailTaken: () => conflict("An account with this email already exists. Sign in instead.", "email"),
  UsernameTaken: () => conflict("This username is taken. Please choose another one.", "username"),
  CommonPassword: ({ field }) => badRequest("This password is too common. Please choose another one.", field),
  SamePassword: () => badRequest("Choose a new password that differs from your current one.", "newPassword"),
  WrongCurrentPassword: ({ field }) => badRequest("Your current password is not correct.", field),
  VerificationMailFailed: () =>
    unavailable("We could not send the verification email. Please try again in a moment."),
  InvalidCode: () => badRequest("Invalid verification code", "code"),
  CodeExpired: () => badRequest("This code has expired. Use Resend Code to get a new one.", "code"),
  TooManyWrongCodes: () => badRequest("Too many wrong codes. Use Resend Code to get a new one.", "code"),
  SignupReplaced: () =>
    badRequest(
      "This email was signed up again since, in another browser or by someone else. Please sign up again to get a code for your own account.",
      "code",
    ),
  AlreadyVerified: () => badRequest("This email is already verified. Please sign in.", "code"),
  ResetLinkNotValid: () =>
    badRequest(
      "This reset link no longer works: it was used already, or a newer one was sent. Ask for a new one below.",
      "token",
    ),
  ResetLinkExpired: () =>
    badRequest(
      `This reset link has expired: links work for ${RESET_LINK_VALID_MINUTES} minutes. Ask for a new one below.`,
      "token",
    ),
  AccountGone: () => notFound("This account no longer exists."),
  SessionAlreadyEnded: () => notFound("This session has already ended."),
  OutsideServiceUnavailable: ({ service }) =>
    unavailable(`${OUTSIDE_SERVICE_NAMES[service]} ${OUTSIDE_FAILURE}`),
  NotOwnAddress: ({ email, field }) =>
    badRequest(`Use your account's email address, ${email}: our confirmation and reply go there.`, field),
  RateLimited: ({ action, retryAfterSeconds }) => {
    const { sentence, orElse } = TOO_MANY[action];
    const tryAgain = `Try again ${minutesSentence(retryAfterSeconds)}${orElse ? `, ${orElse}` : ""}.`;
    return tooManyRequests(`${sentence} ${tryAgain}`, retryAfterSeconds);
  },

  AgentNotFound: () => notFound("This agent does not exist."),
  LicenceRequired: () =>
    paymentRequired(
      "You need an active Switchboard licence to put an agent live. Get the licence ($39/year), then create your agent.",
      { code: ERROR_CODES.licenceRequired },
    ),
  PlanLimitReached: ({ limit }) =>
    forbidden(
      `The Simple plan includes up to ${limit} agents. Upgrade to Plus for unlimited agents, or delete an agent first.`,
    ),
  InsufficientBalanceForAgent: () =>
    paymentRequired("You don't have enough balance to create an agent. Please add more balance."),
  NumberTaken: () =>
    conflict("This phone number already answers for an agent. Please choose another number.", "phoneNumber"),
  NumberNotInAccount: ({ phoneNumber }) =>
    badRequest(
      `${formatInternationalNumber(phoneNumber)} is not in our Twilio account yet, so it cannot answer for an agent. Port it to Twilio first, or forward your line to a number you choose here. You were not charged.`,
      "phoneNumber",
    ),
  NumberSetupFailed: ({ phoneNumber, reason }) =>
    new HttpError(502, `We could not set up ${phoneNumber}: ${reason} You were not charged.`),
  CallNotFound: () => notFound("This call does not exist."),
  CallEnded: () => conflict("This call has ended."),
  TestCallWhilePaused: () =>
    paymentRequired("This agent is paused because your balance is $0. Add balance to test it."),
  ConversationNotFound: () => notFound("There is no saved conversation for this session."),

  BookingsOff: () => conflict("This agent's appointment book is off. Turn it on in its booking settings."),
  BookingNotFound: () => notFound("This booking does not exist."),
  BookingCancelled: () => conflict("This booking is cancelled. Book a new time instead."),
  ServiceNotBookable: ({ service }) =>
    badRequest(`"${service}" is not one of this agent's services. Choose one it offers.`, "service"),
  OutsideBookableHours: () =>
    badRequest(
      "That time is not one the book offers: it must start on a slot inside the opening hours, after the lead time and within the horizon.",
      "start",
    ),
  SlotTaken: () => conflict("That time has just been taken. Choose another free slot.", "start"),
  BookingInCalcom: () =>
    conflict("This booking is kept in Cal.com: cancel or move it there, and the caller hears from Cal.com."),
  CalcomKeyRefused: () =>
    badRequest(
      "Cal.com refused this API key. Copy a key from Cal.com (Settings, Developer, API keys) and paste it whole.",
      "apiKey",
    ),
  CalcomUnavailable: () =>
    new HttpError(502, "Cal.com could not be reached or failed. Nothing was changed; try again in a moment."),
  CalcomEventTypeNotFound: () =>
    badRequest("This event type is not in your Cal.com account. Choose one of those listed.", "eventTypeId"),

  TooManyFacts: ({ limit }) =>
    badRequest(`An agent can know at most ${limit} facts. Combine or remove some first.`, "facts"),
  TooManyDocuments: ({ limit }) =>
    conflict(`This agent already has ${limit} documents, the most it can have. Remove one to add another.`),
  DocumentNotFound: () => notFound("This document does not exist."),
  DocumentTooLarge: () =>
    new HttpError(
      413,
      `This file is larger than ${KNOWLEDGE_DOCUMENT_BYTES_MAX / 1024 / 1024} MB. Upload a smaller file, or paste the text that matters.`,
      { field: "file" },
    ),
  DocumentTypeNotAccepted: () =>
    unsupportedFile(`${ACCEPTED_FILES} The file's name must end in one of these.`),
  DocumentTypeMismatch: ({ type }) =>
    unsupportedFile(
      `This file's name ends in .${type}, but it is not ${FILE_TYPE_NAMES[type]}. ${ACCEPTED_FILES}`,
    ),
  DocumentEmpty: () =>
    badRequest("This file has no text in it. Choose another file, or paste the text.", "file"),
  DocumentNotText: () =>
    badRequest(
      "This file is not plain text: it holds characters that are not UTF-8 text. Save it as UTF-8 text, or paste the text.",
      "file",
    ),
  DocumentEncrypted: () =>
    badRequest(
      "This PDF is password-protected, so we cannot read it. Save a copy without the password and upload that, or paste the text.",
      "file",
    ),
  DocumentHasNoText: () =>
    badRequest(
      "This PDF has no text to read: its pages look like scanned images. Paste the text instead, or upload a PDF whose text you can select.",
      "file",
    ),
  DocumentUnreadable: ({ type }) =>
    badRequest(
      `We could not read this file as ${FILE_TYPE_NAMES[type]}: it may be damaged. Save it again and upload the copy, or paste the text.`,
      "file",
    ),
  DocumentTooComplex: () =>
    badRequest(
      "This file took too long to read. Upload a simpler or shorter file, or paste the text that matters.",
      "file",
    ),
  DocumentTextTooLong: () =>
    badRequest(
      `This file has more than ${KNOWLEDGE_DOCUMENT_TEXT_MAX.toLocaleString("en-US")} characters of text. Split it into smaller documents.`,
      "file",
    ),

  PaymentNotFound: () => notFound("This payment does not exist."),
  AmountMismatch: () => badRequest("The amount does not match the payment.", "amount"),
  PaymentNotSucceeded: () => paymentRequired("The payment has not succeeded."),
  NoLicencePaymentForEmail: () => paymentRequired("We found no licence payment for this email address."),
  AlreadyPlus: () => conflict("You are already on the Plus plan."),
  UpgradeNeedsLicence: () =>
    paymentRequired("The upgrade to Plus is for a running licence. Renew your licence first, then upgrade."),
  InsufficientBalanceForUpgrade: () => paymentRequired("Insufficient balance (need $25)"),
  CardNotSaved: () => notFound("This card is not saved on your account."),
  NoSavedCard: () => notFound("There is no saved card to check."),
  // "Invalid CVV - Please enter the correct CVV code."
  WrongCvc: () => badRequest("Please enter the correct CVV code.", "cvv"),
  CardRefused: ({ reason }) => new HttpError(422, reason),
  NoLicenceToRenew: () => conflict("You have no licence to renew yet. Get one at checkout first."),
  RenewalNotOpenYet: ({ licenceEndsAt }) =>
    conflict(
      `Your licence runs until ${licenceEndsAt.toISOString().slice(0, 10)}. You can renew it in its last 30 days.`,
    ),
  RenewalFailed: ({ reason }) => paymentRequired(reason),

  ApiAccessNeedsPlus: () => forbidden("API access is for Plus subscribers. Upgrade to Plus to use API keys."),
  PlusLicenceEnded: () =>
    forbidden(
      "Your Plus licence has ended, so its API keys are paused. Renew the licence on the Upgrade page to use them again.",
    ),
  ApiKeyNotFound: () => notFound("This API key does not exist."),
  ApiKeyInvalid: () => unauthorized("This API key is not valid."),
  ApiKeyReadOnly: () =>
    forbidden("This API key can only read. Create a key with write access in Settings to make changes."),

  WebhooksNeedPlus: ({ licenceEnded }) =>
    forbidden(
      licenceEnded
        ? "Your Plus licence has ended, so webhooks are paused. Renew the licence on the Upgrade page to use them again."
        : "Webhooks are for Plus subscribers. Upgrade to Plus to send events to your own systems.",
    ),
  TooManyWebhookEndpoints: ({ limit }) =>
    conflict(`You can register up to ${limit} webhook URLs. Remove one to add another.`),
  WebhookUrlNotHttps: () =>
    badRequest("A webhook URL must start with https:// and carry no user name or password.", "url"),
  WebhookUrlUnresolvable: ({ host }) =>
    badRequest(`The host name ${host} could not be found. Check the URL for typing mistakes.`, "url"),
  WebhookUrlPrivate: ({ host }) =>
    badRequest(
      `${host} points to a private, loopback or link-local address, which webhooks may not reach. Use a public address.`,
      "url",
    ),
  WebhookEndpointNotFound: () => notFound("This webhook endpoint does not exist."),
};

/** The answer a domain error gets: its status, its sentence and what the client reads besides. */
export function httpErrorFor<C extends DomainErrorCode>(error: DomainError<C>): HttpError {
  return ANSWERS[error.code](error.facts);
}
