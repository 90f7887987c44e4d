import {
  AccountExportSchema,
  AccountSessionParamsSchema,
  AccountSessionsResponseSchema,
  ChangePasswordRequestSchema,
  ChangePasswordResponseSchema,
  DeleteAccountRequestSchema,
  DeleteAccountResponseSchema,
  EndSessionResponseSchema,
} from "../account";
import { defineContract } from "../contract";
import { ApiErrorSchema } from "../errors";

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  404: ApiErrorSchema,
  429: ApiErrorSchema,
  503: ApiErrorSchema,
};

export const listAccountSessions = defineContract({
  method: "GET",
  path: "/api/account/sessions",
  auth: "owner",
  tags: ["account"],
  summary: "The owner's live sessions, most recently seen first; `current` marks this one",
  response: { 200: AccountSessionsResponseSchema, 401: ApiErrorSchema },
});

export const endAccountSession = defineContract({
  method: "DELETE",
  path: "/api/account/sessions/:id",
  auth: "owner",
  tags: ["account"],
  summary: "Sign out one of the owner's sessions",
  params: AccountSessionParamsSchema,
  response: { 200: EndSessionResponseSchema, ...errors },
});

export const endAllAccountSessions = defineContract({
  method: "POST",
  path: "/api/account/sessions/end-all",
  auth: "owner",
  tags: ["account"],
  summary: "Sign out everywhere, this browser included",
  response: { 200: EndSessionResponseSchema, 401: ApiErrorSchema },
});

export const changePassword = defineContract({
  method: "POST",
  path: "/api/account/password",
  auth: "owner",
  tags: ["account"],
  summary: "Change the password; every other session ends and a notice is mailed",
  body: ChangePasswordRequestSchema,
  response: { 200: ChangePasswordResponseSchema, ...errors },
});

export const exportAccount = defineContract({
  method: "GET",
  path: "/api/account/export",
  auth: "owner",
  tags: ["account"],
  summary: "Download everything the product keeps about the owner, as a JSON file",
  response: { 200: AccountExportSchema, 401: ApiErrorSchema },
});

export const deleteAccount = defineContract({
  method: "POST",
  path: "/api/account/delete",
  auth: "owner",
  tags: ["account"],
  summary: "Delete the account: agents stop, numbers are released, cards detached, personal data removed",
  body: DeleteAccountRequestSchema,
  response: { 200: DeleteAccountResponseSchema, ...errors },
});
