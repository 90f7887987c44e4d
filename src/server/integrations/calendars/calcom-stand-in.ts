import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { dateAfter, instantAt, localTimeIn } from "../../services/wall-clock";
import { CALCOM_API_VERSIONS, type CalcomEventType } from "./calcom-client";

// A local Cal.com for tests and offline work: a real HTTP server on 127.0.0.1 that answers the
// API v2 endpoints this product uses as Cal.com's reference documents them (the success and error
// envelopes, 401 for an unknown key, 400 for a host who is not free then, 201 for a booking made),
// with each key's event types and bookings held in memory. Its hosts are free from `opens` to
// `closes` every day on their own clock, in slots as long as the event type.
//
// It is stricter than Cal.com in one way: a request without the `cal-api-version` this product
// reads is refused, where Cal.com would answer in an older shape; so a client that forgets the
// header fails here as it would misread there.

export type StandInAccount = { apiKey: string; timeZone: string; eventTypes: CalcomEventType[] };

/**
 * How the stand-in fails, for tests: `error`, every request answers 500; `slow`, no request is
 * answered until the stand-in closes; `unreadable`, bookings are made but reading one back answers
 * 404, as a booking lost between Cal.com's write and its read would.
 */
export type StandInFailure = "error" | "slow" | "unreadable" | undefined;

type StoredBooking = {
  id: number;
  uid: string;
  apiKey: string;
  status: "accepted" | "cancelled";
  start: Date;
  end: Date;
  eventType: CalcomEventType;
  attendees: { name: string; timeZone: string; email?: string; phoneNumber?: string }[];
  metadata: Record<string, string>;
  rescheduledFromUid?: string;
};

type Answer = { status: number; body: unknown };

const MINUTE_MS = 60_000;

const success = (data: unknown, status = 200): Answer => ({ status, body: { status: "success", data } });
const failure = (status: number, code: string, message: string, path: string): Answer => ({
  status,
  body: { status: "error", timestamp: new Date().toISOString(), path, error: { code, message } },
});

function bookingOut(b: StoredBooking) {
  return {
    id: b.id,
    uid: b.uid,
    title: `${b.eventType.title} between host and ${b.attendees[0]?.name ?? "attendee"}`,
    description: "",
    hosts: [{ id: 1, name: "Host", timeZone: "UTC" }],
    status: b.status,
    ...(b.rescheduledFromUid ? { rescheduledFromUid: b.rescheduledFromUid } : {}),
    start: b.start.toISOString(),
    end: b.end.toISOString(),
    duration: Math.round((b.end.getTime() - b.start.getTime()) / MINUTE_MS),
    eventTypeId: b.eventType.id,
    eventType: { id: b.eventType.id, slug: b.eventType.slug },
    location: "",
    absentHost: false,
    attendees: b.attendees.map((a) => ({ ...a, absent: false, language: "en" })),
    guests: [],
    bookingFieldsResponses: {},
    metadata: b.metadata,
    createdAt: new Date().toISOString(),
  };
}

export async function startCalcomStandIn(options: {
  accounts: StandInAccount[];
  /** A fixed port (a browser test's server is told it before it starts); a free one otherwise. */
  port?: number;
  opens?: number;
  closes?: number;
  now?: () => Date;
}) {
  const opensMinute = (options.opens ?? 9) * 60;
  const closesMinute = (options.closes ?? 17) * 60;
  const now = options.now ?? (() => new Date());
  const bookings = new Map<string, StoredBooking>();
  const requests: { method: string; path: string; version: string | undefined }[] = [];
  const held = new Set<ServerResponse>();
  const late = new Set<NodeJS.Timeout>();
  let delayMs = 0;
  let nextId = 1000;
  let failing: StandInFailure;

  const accountOf = (request: IncomingMessage) => {
    const key = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    return options.accounts.find((account) => account.apiKey === key);
  };

  function isFree(account: StandInAccount, start: Date, end: Date, except?: string): boolean {
    for (const b of bookings.values()) {
      if (b.apiKey !== account.apiKey || b.status !== "accepted" || b.uid === except) continue;
      if (b.start < end && b.end > start) return false;
    }
    return true;
  }

  /** Every free start of the event type in [from, to), on the host's clock, after now. */
  function freeStarts(
    account: StandInAccount,
    eventType: CalcomEventType,
    from: Date,
    to: Date,
    except?: string,
  ) {
    const length = eventType.lengthInMinutes;
    const starts: Date[] = [];
    let date = dateAfter(localTimeIn(account.timeZone, from).date, -1);
    const lastDate = dateAfter(localTimeIn(account.timeZone, to).date, 1);
    for (; date <= lastDate; date = dateAfter(date, 1)) {
      for (let minute = opensMinute; minute + length <= closesMinute; minute += length) {
        const start = instantAt(account.timeZone, date, minute);
        const end = new Date(start.getTime() + length * MINUTE_MS);
        if (start < from || start >= to || start <= now()) continue;
        if (isFree(account, start, end, except)) starts.push(start);
      }
    }
    return starts;
  }

  /** Cal.com's refusal of a booking from `start` to `end` that is not one of the free starts (`except`: the booking being moved). */
  function refusalIfTaken(
    account: StandInAccount,
    eventType: CalcomEventType,
    start: Date,
    end: Date,
    path: string,
    except?: string,
  ): Answer | undefined {
    if (freeStarts(account, eventType, start, end, except).some((s) => s.getTime() === start.getTime()))
      return undefined;
    return failure(
      400,
      "BadRequestException",
      "User either already has booking at this time or is not available",
      path,
    );
  }

  function slots(account: StandInAccount, url: URL, path: string): Answer {
    const eventType = account.eventTypes.find((e) => String(e.id) === url.searchParams.get("eventTypeId"));
    if (!eventType) return failure(404, "NotFoundException", "Event type not found.", path);
    const from = new Date(url.searchParams.get("start") ?? "");
    const to = new Date(url.searchParams.get("end") ?? "");
    if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()))
      return failure(400, "BadRequestException", "start and end must be ISO 8601 dates.", path);
    const timeZone = url.searchParams.get("timeZone") ?? "UTC";
    const byDate: Record<string, { start: string }[]> = {};
    for (const start of freeStarts(account, eventType, from, to)) {
      const date = localTimeIn(timeZone, start).date;
      byDate[date] = [...(byDate[date] ?? []), { start: start.toISOString() }];
    }
    return success(byDate);
  }

  function book(account: StandInAccount, body: Record<string, unknown>, path: string): Answer {
    const eventType = account.eventTypes.find((e) => e.id === body.eventTypeId);
    if (!eventType)
      return failure(404, "NotFoundException", `Event type with id=${body.eventTypeId} not found.`, path);
    const attendee = body.attendee as StoredBooking["attendees"][number] | undefined;
    if (!attendee || typeof attendee.name !== "string" || typeof attendee.timeZone !== "string")
      return failure(400, "BadRequestException", "attendee.name and attendee.timeZone are required.", path);
    if (!attendee.email && !attendee.phoneNumber)
      return failure(
        400,
        "BadRequestException",
        "At least one contact method (email or phone number) must be provided",
        path,
      );
    const start = new Date(String(body.start));
    if (Number.isNaN(start.getTime()))
      return failure(400, "BadRequestException", "start must be an ISO 8601 date in UTC.", path);
    const end = new Date(start.getTime() + eventType.lengthInMinutes * MINUTE_MS);
    const taken = refusalIfTaken(account, eventType, start, end, path);
    if (taken) return taken;
    const made: StoredBooking = {
      id: nextId++,
      uid: randomBytes(11).toString("base64url"),
      apiKey: account.apiKey,
      status: "accepted",
      start,
      end,
      eventType,
      attendees: [attendee],
      metadata: (body.metadata as Record<string, string> | undefined) ?? {},
    };
    bookings.set(made.uid, made);
    return success(bookingOut(made), 201);
  }

  function answer(request: IncomingMessage, url: URL, body: Record<string, unknown>): Answer {
    const path = url.pathname;
    const version = request.headers["cal-api-version"];
    if (failing === "error")
      return failure(500, "InternalServerErrorException", "Internal server error", path);
    const account = accountOf(request);
    if (!account) return failure(401, "UnauthorizedException", "Invalid Access Token.", path);
    const needs = (wanted: string) =>
      version === wanted
        ? undefined
        : failure(400, "BadRequestException", `This stand-in answers cal-api-version ${wanted} here.`, path);
    const method = request.method ?? "GET";
    if (method === "GET" && path === "/v2/event-types")
      return needs(CALCOM_API_VERSIONS.eventTypes) ?? success(account.eventTypes);
    if (method === "GET" && path === "/v2/slots")
      return needs(CALCOM_API_VERSIONS.slots) ?? slots(account, url, path);
    const versionRefusal = needs(CALCOM_API_VERSIONS.bookings);
    if (method === "POST" && path === "/v2/bookings") return versionRefusal ?? book(account, body, path);
    const match = /^\/v2\/bookings\/([^/]+)(\/cancel|\/reschedule)?$/.exec(path);
    const found = match ? bookings.get(decodeURIComponent(match[1]!)) : undefined;
    if (!match) return failure(404, "NotFoundException", `Cannot ${method} ${path}`, path);
    if (versionRefusal) return versionRefusal;
    const unreadable = failing === "unreadable" && method === "GET";
    if (!found || found.apiKey !== account.apiKey || unreadable)
      return failure(404, "NotFoundException", `Booking with uid=${match[1]} was not found.`, path);
    if (method === "GET" && !match[2]) return success(bookingOut(found));
    if (method === "POST" && match[2] === "/cancel") {
      if (found.status === "cancelled")
        return failure(400, "BadRequestException", "This booking has already been cancelled.", path);
      found.status = "cancelled";
      return success(bookingOut(found));
    }
    if (method === "POST" && match[2] === "/reschedule") {
      if (found.status === "cancelled")
        return failure(400, "BadRequestException", "Can't reschedule a cancelled booking.", path);
      const start = new Date(String(body.start));
      const end = new Date(start.getTime() + found.eventType.lengthInMinutes * MINUTE_MS);
      const taken = refusalIfTaken(account, found.eventType, start, end, path, found.uid);
      if (taken) return taken;
      found.status = "cancelled";
      const moved: StoredBooking = {
        ...found,
        id: nextId++,
        uid: randomBytes(11).toString("base64url"),
        status: "accepted",
        start,
        end,
        rescheduledFromUid: found.uid,
      };
      bookings.set(moved.uid, moved);
      return success(bookingOut(moved), 201);
    }
    return failure(404, "NotFoundException", `Cannot ${method} ${path}`, path);
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://127.0.0.1");
      const version = request.headers["cal-api-version"];
      requests.push({
        method: request.method ?? "GET",
        path: url.pathname,
        version: typeof version === "string" ? version : undefined,
      });
      if (failing === "slow") {
        held.add(response);
        return;
      }
      let body: Record<string, unknown> = {};
      try {
        const text = Buffer.concat(chunks).toString("utf8");
        body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        const refused = failure(400, "BadRequestException", "The body is not JSON.", url.pathname);
        response
          .writeHead(refused.status, { "content-type": "application/json" })
          .end(JSON.stringify(refused.body));
        return;
      }
      const respond = () => {
        const { status, body: out } = answer(request, url, body);
        response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(out));
      };
      if (delayMs === 0) return respond();
      // Cal.com does what was asked when it gets to it, whether or not the client still waits.
      const timer = setTimeout(() => {
        late.delete(timer);
        respond();
      }, delayMs);
      late.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    /** The bookings it holds, as GET /v2/bookings/{uid} would answer each. */
    bookings: () => [...bookings.values()].map(bookingOut),
    fail(mode: StandInFailure) {
      failing = mode;
    },
    /** Every request is answered this long after it came (0: at once), as a slow Cal.com does. */
    answerAfter(ms: number) {
      delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of held) response.destroy();
        for (const timer of late) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type CalcomStandIn = Awaited<ReturnType<typeof startCalcomStandIn>>;
