import { defineContract } from "../contract";
import { ApiErrorSchema } from "../errors";
import {
  LicenceCheckoutRequestSchema,
  LicencePaymentRequestSchema,
  LicenceStatusSchema,
  RenewLicenceRequestSchema,
  RenewLicenceResponseSchema,
  UpdateLicenceRequestSchema,
} from "../licence";
import { ClientSecretResponseSchema } from "../payments";
import { visitorEndpoints } from "./visitor-endpoints";

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  402: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};

export const getLicence = defineContract({
  method: "GET",
  path: "/api/licence",
  auth: "owner",
  tags: ["licence"],
  summary: "The owner's licence: plan, end date, automatic renewal",
  response: { 200: LicenceStatusSchema, 401: ApiErrorSchema },
});

export const setLicenceAutoRenew = defineContract({
  method: "PATCH",
  path: "/api/licence",
  auth: "owner",
  tags: ["licence"],
  summary: "Turn automatic renewal of the licence on or off",
  body: UpdateLicenceRequestSchema,
  response: { 200: LicenceStatusSchema, ...errors },
});

export const startLicenceCheckout = defineContract({
  ...visitorEndpoints.startLicenceCheckout,
  auth: "owner",
  tags: ["licence"],
  summary: "Start a signed-in owner's licence payment; the payment belongs to the account",
  body: LicenceCheckoutRequestSchema,
  response: { 200: ClientSecretResponseSchema, ...errors },
});

export const completeLicence = defineContract({
  ...visitorEndpoints.completeLicence,
  auth: "owner",
  tags: ["licence"],
  summary: "Apply the owner's succeeded licence or renewal payment (the processor's event does otherwise)",
  body: LicencePaymentRequestSchema,
  response: { 200: LicenceStatusSchema, ...errors },
});

export const renewLicence = defineContract({
  method: "POST",
  path: "/api/licence/renew",
  auth: "owner",
  tags: ["licence"],
  summary: "Renew the licence by hand for a year: from the balance now, or start a card payment",
  body: RenewLicenceRequestSchema,
  response: { 200: RenewLicenceResponseSchema, ...errors },
});
