import { z } from "zod";

// Cal.com's API v2, as its reference documents it: a bearer API key, a `cal-api-version` header
// naming the version of each endpoint's shapes, and answers wrapped as {status: "success", data}
// or {status: "error", error: {code, message}}. Every request has a timeout: a caller is waiting on
// the line, so a Cal.com that does not answer is told as one that failed. A request may also be given
// a signal for the caller's turn, which ends it sooner.

/** The versions whose request and answer shapes this client reads, per endpoint. */
export const CALCOM_API_VERSIONS = {
  slots: "2024-09-04",
  bookings: "2024-08-13",
  eventTypes: "2024-06-14",
} as const;

/**
 * Why Cal.com said no. `unauthorized`: the API key is wrong or revoked (401). `slotTaken`: the host
 * is not free then. `notFound`: no such booking or event type. `unavailable`: Cal.com failed,
 * was too slow or answered something this client cannot read. `rejected`: any other refusal.
 */
export type CalcomFailure = "unauthorized" | "slotTaken" | "notFound" | "unavailable" | "rejected";

export class CalcomError extends Error {
  constructor(
    readonly failure: CalcomFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export type CalcomEventType = { id: number; title: string; slug: string; lengthInMinutes: number };

export type CalcomBooking = {
  uid: string;
  status: "accepted" | "pending" | "cancelled" | "rejected";
  start: Date;
  end: Date;
  durationMinutes: number;
  eventTypeId: number;
  attendees: { name: string; phoneNumber?: string | undefined }[];
};

const Envelope = z.object({ status: z.literal("success"), data: z.unknown() });
const ErrorEnvelope = z.object({
  status: z.literal("error"),
  error: z.object({ code: z.string().optional(), message: z.string().optional() }).loose(),
});
const EventTypeShape = z
  .object({ id: z.number().int(), title: z.string(), slug: z.string(), lengthInMinutes: z.number().int() })
  .loose();
const SlotsShape = z.record(z.string(), z.array(z.object({ start: z.string() }).loose()));
const BookingShape = z
  .object({
    uid: z.string().min(1),
    status: z.enum(["accepted", "pending", "cancelled", "rejected"]),
    start: z.iso.datetime({ offset: true }),
    end: z.iso.datetime({ offset: true }),
    duration: z.number().int(),
    eventTypeId: z.number().int(),
    attendees: z.array(z.object({ name: z.string(), phoneNumber: z.string().optional() }).loose()),
  })
  .loose();

/** Cal.com answers a host who is not free then with a 400 naming it, or 409 for a taken slot. */
const SLOT_TAKEN =
  /no_available_users_found_error|already has booking|not available|slot.*(taken|unavailable)/i;

function bookingOf(data: unknown): CalcomBooking {
  const parsed = BookingShape.safeParse(data);
  if (!parsed.success)
    throw new CalcomError("unavailable", "Cal.com answered a booking this client cannot read.");
  const b = parsed.data;
  return {
    uid: b.uid,
    status: b.status,
    start: new Date(b.start),
    end: new Date(b.end),
    durationMinutes: b.duration,
    eventTypeId: b.eventTypeId,
    attendees: b.attendees.map((a) => ({ name: a.name, phoneNumber: a.phoneNumber })),
  };
}

export type CalcomClientOptions = {
  /** https://api.cal.com, or the local stand-in in tests. */
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
};

export function createCalcomClient({ baseUrl, apiKey, timeoutMs }: CalcomClientOptions) {
  async function call(
    method: "GET" | "POST",
    path: string,
    version: string,
    body?: unknown,
    query?: Record<string, string>,
    turnSignal?: AbortSignal,
  ): Promise<unknown> {
    const url = new URL(`${baseUrl}${path}`);
    for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, value);
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${apiKey}`,
          "cal-api-version": version,
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: turnSignal
          ? AbortSignal.any([AbortSignal.timeout(timeoutMs), turnSignal])
          : AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      if (turnSignal?.aborted) {
        throw new CalcomError("unavailable", "The call could not wait any longer for Cal.com.");
      }
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      throw new CalcomError(
        "unavailable",
        timedOut ? `Cal.com did not answer within ${timeoutMs} ms.` : "Cal.com could not be reached.",
      );
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (response.ok) {
      const parsed = Envelope.safeParse(json);
      if (!parsed.success)
        throw new CalcomError("unavailable", "Cal.com answered something that is not its API.");
      return parsed.data.data;
    }
    const said = ErrorEnvelope.safeParse(json);
    const message = said.success ? (said.data.error.message ?? said.data.error.code ?? "") : "";
    const status = response.status;
    if (status === 401) throw new CalcomError("unauthorized", "Cal.com refused the API key.", status);
    if (status === 404) throw new CalcomError("notFound", message || "Cal.com has no such thing.", status);
    if (status === 409 || (status === 400 && SLOT_TAKEN.test(message)))
      throw new CalcomError("slotTaken", message || "That time is no longer free.", status);
    if (status >= 500 || status === 429)
      throw new CalcomError("unavailable", `Cal.com failed (${status}).`, status);
    throw new CalcomError("rejected", message || `Cal.com refused the request (${status}).`, status);
  }

  return {
    /** The event types of the key's owner: what a caller may book. */
    async eventTypes(): Promise<CalcomEventType[]> {
      const data = await call("GET", "/v2/event-types", CALCOM_API_VERSIONS.eventTypes);
      const parsed = z.array(EventTypeShape).safeParse(data);
      if (!parsed.success)
        throw new CalcomError("unavailable", "Cal.com answered event types this client cannot read.");
      return parsed.data.map(({ id, title, slug, lengthInMinutes }) => ({
        id,
        title,
        slug,
        lengthInMinutes,
      }));
    },

    /** Free starts of the event type in [start, end), earliest first. */
    async slots(
      request: { eventTypeId: number; start: Date; end: Date; timeZone: string },
      signal?: AbortSignal,
    ): Promise<Date[]> {
      const query = {
        eventTypeId: String(request.eventTypeId),
        start: request.start.toISOString(),
        end: request.end.toISOString(),
        timeZone: request.timeZone,
      };
      const data = await call("GET", "/v2/slots", CALCOM_API_VERSIONS.slots, undefined, query, signal);
      const parsed = SlotsShape.safeParse(data);
      if (!parsed.success)
        throw new CalcomError("unavailable", "Cal.com answered slots this client cannot read.");
      const starts = Object.values(parsed.data)
        .flat()
        .map((slot) => new Date(slot.start))
        .filter((start) => !Number.isNaN(start.getTime()));
      return starts.sort((a, b) => a.getTime() - b.getTime());
    },

    async createBooking(
      request: {
        eventTypeId: number;
        start: Date;
        attendee: { name: string; timeZone: string; phoneNumber: string };
        metadata?: Record<string, string>;
      },
      signal?: AbortSignal,
    ): Promise<CalcomBooking> {
      const body = {
        start: request.start.toISOString(),
        eventTypeId: request.eventTypeId,
        attendee: request.attendee,
        ...(request.metadata ? { metadata: request.metadata } : {}),
      };
      return bookingOf(
        await call("POST", "/v2/bookings", CALCOM_API_VERSIONS.bookings, body, undefined, signal),
      );
    },

    async getBooking(uid: string, signal?: AbortSignal): Promise<CalcomBooking> {
      const path = `/v2/bookings/${encodeURIComponent(uid)}`;
      return bookingOf(await call("GET", path, CALCOM_API_VERSIONS.bookings, undefined, undefined, signal));
    },

    async cancelBooking(
      uid: string,
      cancellationReason: string,
      signal?: AbortSignal,
    ): Promise<CalcomBooking> {
      const path = `/v2/bookings/${encodeURIComponent(uid)}/cancel`;
      return bookingOf(
        await call("POST", path, CALCOM_API_VERSIONS.bookings, { cancellationReason }, undefined, signal),
      );
    },

    /** Cal.com makes a new booking (a new uid) at `start` and cancels the old one. */
    async rescheduleBooking(
      uid: string,
      start: Date,
      reschedulingReason: string,
      signal?: AbortSignal,
    ): Promise<CalcomBooking> {
      const path = `/v2/bookings/${encodeURIComponent(uid)}/reschedule`;
      const body = { start: start.toISOString(), reschedulingReason };
      return bookingOf(await call("POST", path, CALCOM_API_VERSIONS.bookings, body, undefined, signal));
    },
  };
}

export type CalcomClient = ReturnType<typeof createCalcomClient>;
