import { type QueryClient, useQuery } from "@tanstack/react-query";
import type { PublicUser, UserResponse } from "../../shared/api/auth";
import type { currentUser } from "../../shared/api/contracts/auth";
import { visitorEndpoints } from "../../shared/api/contracts/visitor-endpoints";
import { PAGE_SESSION_ELEMENT_ID, SUBSCRIPTION_PLANS } from "../../shared/catalog/accounts";
import { ApiError, callEndpoint, queryKeyOf } from "./request";

export const SESSION_QUERY_KEY = queryKeyOf(visitorEndpoints.currentUser);

/**
 * The server serializes this response through UserResponseSchema; the client checks only what it relies
 * on, because the session lookup and the login forms run on pages whose bundle carries no schema library.
 */
export function isUserResponse(body: unknown): body is UserResponse {
  if (typeof body !== "object" || body === null || !("user" in body)) return false;
  const { user } = body;
  return (
    typeof user === "object" &&
    user !== null &&
    "username" in user &&
    typeof user.username === "string" &&
    "email" in user &&
    typeof user.email === "string" &&
    "subscriptionPlan" in user &&
    (SUBSCRIPTION_PLANS as readonly unknown[]).includes(user.subscriptionPlan)
  );
}

function readUserResponse(body: unknown): UserResponse {
  if (!isUserResponse(body)) throw new Error("The session response does not describe a user.");
  return body;
}

/** The signed-in owner as the server sees them now; null when signed out (a 401 means no user). */
export async function fetchSessionOrNull({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<UserResponse | null> {
  try {
    return await callEndpoint<typeof currentUser>(visitorEndpoints.currentUser, readUserResponse, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * Decision 0013: the session the server saw when it sent this page, so the first render need not wait
 * for the lookup; undefined when the page carries none or one this client cannot read.
 */
export function sessionSentWithPage(): UserResponse | null | undefined {
  const text = document.getElementById(PAGE_SESSION_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === "object" && body !== null && "user" in body && body.user === null) return null;
    return isUserResponse(body) ? body : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the session query still holds only the visitor answer the page was sent with. */
function isVisitorAnswerFromPage(state: { data: UserResponse | null | undefined; dataUpdateCount: number }) {
  return state.data === null && state.dataUpdateCount === 0;
}

export interface Session {
  user: PublicUser | null;
  isLoading: boolean;
}

/** Signed in or not, derived from GET /api/auth/me; a 401 means no user. */
export function useSession(): Session {
  const { data, isLoading } = useQuery<UserResponse | null>({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchSessionOrNull,
    // Shown at once; being stale, it is looked up again as the page starts, like any first lookup.
    initialData: sessionSentWithPage,
    // The session lookup is always stale and never retried.
    staleTime: 0,
    retry: false,
    // A visitor's page was sent with the server's own answer, "no one is signed in", so asking again
    // could only bring the 401 that means the same and that the browser logs as a failed request.
    // An owner's page still asks: it is sent without the profile picture.
    refetchOnMount: (query) => !isVisitorAnswerFromPage(query.state),
    refetchOnWindowFocus: (query) => !isVisitorAnswerFromPage(query.state),
  });
  return { user: data?.user ?? null, isLoading };
}

/** Stores a freshly signed-in user and asks the server to confirm it (login refreshes the session). */
export function storeSignedInUser(client: QueryClient, user: PublicUser): void {
  const session: UserResponse = { user };
  client.setQueryData<UserResponse | null>(SESSION_QUERY_KEY, session);
  void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
}

/** Signing out empties the cached session and refetches it. */
export function clearSession(client: QueryClient): void {
  client.setQueryData<UserResponse | null>(SESSION_QUERY_KEY, null);
  void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
}
