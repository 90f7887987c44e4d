const CALL_PARAMETER = "call";

export const CALLS_PATH = "/calls";

/** The call log with one call's details open: the link at the end of a test call. */
export function callLogPath(callId: string): string {
  return `${CALLS_PATH}?${new URLSearchParams({ [CALL_PARAMETER]: callId })}`;
}

/** The call whose details the address asks for, if any. */
export function openCallIdFrom(search: string): string | null {
  return new URLSearchParams(search).get(CALL_PARAMETER) || null;
}
