import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingNotices, bookings, ledgerEntries } from "../../src/server/db/schema";
import type { Mailer } from "../../src/server/integrations/mail/mailer";
import type { Telephony } from "../../src/server/integrations/telephony/telephony";
import { BOOKING_NOTICE_ATTEMPTS } from "../../src/server/services/booking-notices";
import { smsCents } from "../../src/server/services/call-billing";
import {
  bookingNoticesOf,
  bookingServiceWith,
  dayAfterTomorrowAt,
  ownerWithBook,
  textsTo,
} from "../support/bookings";
import { readOutbox } from "../support/outbox";
import { type Owner, testAppForFile } from "../support/test-app";

// A new booking's text to the caller and mail to the owner go after the booking commits: the caller
// hears "you're booked" whatever the carrier or mail server does, each notice goes once, and the
// text is paid for once at the SMS rate.

const t = testAppForFile();

// This file's own area code, so test files sharing one PostgreSQL never race for a number.
const AREA_CODE = "615";
const balanceOf = async (owner: Owner) => (await owner.get("/api/balance")).json().balance as number;

/** A carrier and a mail server that answer only when the test opens the gate. */
function gated() {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const telephony: Telephony = {
    ...t.integrations.telephony,
    sendSms: async (message) => {
      await gate;
      await t.integrations.telephony.sendSms(message);
    },
  };
  const mailer: Mailer = {
    send: async (message) => {
      await gate;
      await t.integrations.mailer.send(message);
    },
  };
  return { telephony, mailer, open };
}

/** A carrier and a mail server that refuse everything. */
function failing() {
  const telephony: Telephony = {
    ...t.integrations.telephony,
    sendSms: async () => {
      throw new Error("the carrier is down");
    },
  };
  const mailer: Mailer = {
    send: async () => {
      throw new Error("the mail server is down");
    },
  };
  return { telephony, mailer };
}

async function noticesOf(bookingId: string) {
  const rows = await t.database.db
    .select()
    .from(bookingNotices)
    .where(eq(bookingNotices.bookingId, bookingId));
  return Object.fromEntries(rows.map((row) => [row.kind, row]));
}

/** The ledger rows of the booking's text: each attempt's charge, and the refund of one refused. */
async function bookingTextCharges(bookingId: string) {
  const textId = (await noticesOf(bookingId)).caller_text!.id;
  return t.database.db
    .select({ kind: ledgerEntries.kind, amountCents: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .where(like(ledgerEntries.reference, `%notice:${textId}:%`));
}

const mailsAbout = async (owner: Owner, caller: string) =>
  (await readOutbox(t.outboxDir)).filter(
    (mail) =>
      mail.to === owner.email && mail.subject.startsWith("New booking") && mail.subject.includes(caller),
  );

describe("a new booking's text and mail", () => {
  it("answers the booking before a slow carrier and mail server have taken its text and mail", async () => {
    const { owner, agentId, userId } = await ownerWithBook(t, { areaCode: AREA_CODE });
    const slow = gated();
    const notices = bookingNoticesOf(t, slow);
    const caller = "+16155550101";
    const booked = await bookingServiceWith(t, notices).book({
      agentId,
      callerName: "Ana Slow",
      callerPhone: caller,
      start: dayAfterTomorrowAt(t, 10),
    });
    // The booking stands and is answered while the text and mail still wait on their servers.
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booked.id));
    expect(row?.status).toBe("booked");
    expect(await textsTo(t, caller)).toEqual([]);
    // The background sender has claimed both and waits on the servers.
    await expect
      .poll(async () => Object.values(await noticesOf(booked.id)).map((notice) => notice.status))
      .toEqual(["sending", "sending"]);
    // Another worker finds nothing to send meanwhile.
    expect(await bookingNoticesOf(t).deliverDue({ userId })).toBe(0);
    slow.open();
    await notices.backgroundSent();
    const texts = await textsTo(t, caller);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(/^Bella Hair: you're booked for Appointment on /);
    expect(await mailsAbout(owner, "Ana Slow")).toHaveLength(1);
    const sent = await noticesOf(booked.id);
    expect(sent.caller_text).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(sent.owner_mail).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(await bookingTextCharges(booked.id)).toEqual([
      { kind: "booking_sms", amountCents: -smsCents(texts[0]!) },
    ]);
    // Nothing is sent again.
    expect(await bookingNoticesOf(t).deliverDue({ userId })).toBe(0);
    expect(await textsTo(t, caller)).toHaveLength(1);
  });

  it("keeps the booking when the carrier and mail server fail, and sends each once, billed once, when they are back", async () => {
    const { owner, agentId, userId } = await ownerWithBook(t, { areaCode: AREA_CODE });
    const before = await balanceOf(owner);
    const down = bookingNoticesOf(t, failing());
    const caller = "+16155550102";
    const booked = await bookingServiceWith(t, down).book({
      agentId,
      callerName: "Ben Retry",
      callerPhone: caller,
      start: dayAfterTomorrowAt(t, 11),
    });
    await down.backgroundSent();
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booked.id));
    expect(row?.status).toBe("booked");
    const waiting = await noticesOf(booked.id);
    expect(waiting.caller_text).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting.caller_text?.lastError).toBe("The carrier refused the text.");
    expect(waiting.owner_mail).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "the mail server is down",
    });
    // The refused text was given back.
    expect(await balanceOf(owner)).toBeCloseTo(before, 2);
    // Not due again before its wait is over.
    const working = bookingNoticesOf(t);
    expect(await working.deliverDue({ userId })).toBe(0);
    t.clock.advance(61_000);
    // Two workers at once: each notice goes to one of them.
    const claimed = await Promise.all([
      working.deliverDue({ userId }),
      bookingNoticesOf(t).deliverDue({ userId }),
    ]);
    expect(claimed[0] + claimed[1]).toBe(2);
    const texts = await textsTo(t, caller);
    expect(texts).toHaveLength(1);
    expect(await mailsAbout(owner, "Ben Retry")).toHaveLength(1);
    expect(await noticesOf(booked.id)).toMatchObject({
      caller_text: { status: "sent", attempts: 2, lastError: null },
      owner_mail: { status: "sent", attempts: 2, lastError: null },
    });
    const charged = smsCents(texts[0]!);
    expect(await bookingTextCharges(booked.id)).toEqual(
      expect.arrayContaining([
        { kind: "booking_sms", amountCents: -charged },
        { kind: "refund", amountCents: charged },
        { kind: "booking_sms", amountCents: -charged },
      ]),
    );
    expect(await bookingTextCharges(booked.id)).toHaveLength(3);
    expect(await balanceOf(owner)).toBeCloseTo(before - charged / 100, 2);
    t.clock.advance(3_600_000);
    expect(await working.deliverDue({ userId })).toBe(0);
    expect(await textsTo(t, caller)).toHaveLength(1);
  });

  it(`gives up after ${BOOKING_NOTICE_ATTEMPTS} refusals, and never texts a booking cancelled before its text went`, async () => {
    const { agentId, userId } = await ownerWithBook(t, { areaCode: AREA_CODE });
    const down = bookingNoticesOf(t, failing());
    const service = bookingServiceWith(t, down);
    const kept = await service.book({
      agentId,
      callerName: "Cy Refused",
      callerPhone: "+16155550103",
      start: dayAfterTomorrowAt(t, 12),
    });
    const cancelled = await service.book({
      agentId,
      callerName: "Dee Cancelled",
      callerPhone: "+16155550104",
      start: dayAfterTomorrowAt(t, 13),
    });
    await down.backgroundSent();
    await service.cancel(cancelled.id);
    for (let attempt = 2; attempt <= BOOKING_NOTICE_ATTEMPTS + 1; attempt++) {
      t.clock.advance(3_600_000);
      await down.deliverDue({ userId });
    }
    expect(await noticesOf(kept.id)).toMatchObject({
      caller_text: { status: "failed", attempts: BOOKING_NOTICE_ATTEMPTS },
      owner_mail: { status: "failed", attempts: BOOKING_NOTICE_ATTEMPTS },
    });
    t.clock.advance(3_600_000);
    expect(await bookingNoticesOf(t).deliverDue({ userId })).toBe(0);
    expect(await noticesOf(cancelled.id)).toMatchObject({
      caller_text: { status: "failed", lastError: "The booking was cancelled first." },
      owner_mail: { status: "failed", lastError: "The booking was cancelled first." },
    });
    expect(await textsTo(t, "+16155550104")).toEqual([]);
  });

  it("sends no text a balance cannot pay for, and still mails the owner", async () => {
    const { owner, agentId } = await ownerWithBook(t, { areaCode: AREA_CODE, balance: 0 });
    const notices = bookingNoticesOf(t);
    const booked = await bookingServiceWith(t, notices).book({
      agentId,
      callerName: "Eve Unpaid",
      callerPhone: "+16155550105",
      start: dayAfterTomorrowAt(t, 14),
    });
    await notices.backgroundSent();
    expect(await noticesOf(booked.id)).toMatchObject({
      caller_text: { status: "failed", attempts: 1, lastError: "The balance could not pay for the text." },
      owner_mail: { status: "sent" },
    });
    expect(await textsTo(t, "+16155550105")).toEqual([]);
    expect(await mailsAbout(owner, "Eve Unpaid")).toHaveLength(1);
  });

  it("stores no notice for a booking refused, and the app's own book sends its notices after answering", async () => {
    const { owner, agentId, userId } = await ownerWithBook(t, { areaCode: AREA_CODE });
    const start = dayAfterTomorrowAt(t, 15);
    const { bookings: book, bookingNotices: appNotices } = t.app.services;
    const booked = await book.book({ agentId, callerName: "Fay App", callerPhone: "+16155550106", start });
    await expect(
      book.book({ agentId, callerName: "Gus Late", callerPhone: "+16155550107", start }),
    ).rejects.toMatchObject({ code: "SlotTaken" });
    await appNotices.backgroundSent();
    const rows = await t.database.db
      .select({ bookingId: bookingNotices.bookingId })
      .from(bookingNotices)
      .where(and(eq(bookingNotices.userId, userId), eq(bookingNotices.status, "sent")));
    expect(rows.map((row) => row.bookingId)).toEqual([booked.id, booked.id]);
    expect(await textsTo(t, "+16155550106")).toHaveLength(1);
    expect(await mailsAbout(owner, "Fay App")).toHaveLength(1);
  });

  it("forgets notices sent or given up on after 30 days, as the scheduled work does", async () => {
    const { agentId } = await ownerWithBook(t, { areaCode: AREA_CODE });
    const notices = bookingNoticesOf(t);
    const booked = await bookingServiceWith(t, notices).book({
      agentId,
      callerName: "Hal Old",
      callerPhone: "+16155550108",
      start: dayAfterTomorrowAt(t, 16),
    });
    await notices.backgroundSent();
    t.clock.advance(29 * 86_400_000);
    await notices.purgeOld();
    expect(Object.keys(await noticesOf(booked.id))).toHaveLength(2);
    t.clock.advance(2 * 86_400_000);
    expect(await notices.purgeOld()).toBeGreaterThanOrEqual(2);
    expect(await noticesOf(booked.id)).toEqual({});
  });
});
