import type { PublicUser } from "../../src/shared/api/auth";

/** The owner a signed-in page carries: Ana, on the Plus plan, with the names given. */
export function signedInOwner({
  firstName = "Ana",
  lastName = "Ríos",
}: Partial<Pick<PublicUser, "firstName" | "lastName">> = {}): PublicUser {
  return {
    username: "ana.m",
    email: "ana@example.com",
    firstName,
    lastName,
    profilePicture: null,
    subscriptionPlan: "plus",
    licenceExpiresAt: null,
  };
}
