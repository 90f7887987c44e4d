import { describe, expect, it } from "vitest";
import { callLogPath } from "../../client/features/calls/call-log-path";
import { addFaqPath } from "../../shared/knowledge-links";
import {
  agentCallErrorMail,
  agentCreatedMail,
  agentErrorMail,
  agentRequestConfirmationMail,
  autoRechargeFailedMail,
  callLink,
  formatCallTime,
  lowBalanceMail,
  type MailOwner,
  messageTakenMail,
  supportConfirmationMail,
  verificationCodeMail,
  weeklyReportMail,
} from "./mail-templates";

const DANA: MailOwner = { email: "dana@example.com", username: "owner770285phone", firstName: "Dana" };
const NAMELESS: MailOwner = { ...DANA, firstName: null };
const PUBLIC_URL = "https://switchboard.example.com";

const phoneCall = {
  id: "6f1c2f7e-7a56-4d1b-9d43-5f0b1f3e2a10",
  agentName: "Sofia",
  businessName: "Tony's Pizza",
  agentNumber: "+12015550100",
  source: "phone" as const,
  callerNumber: "+12015550123",
  startedAt: "2026-11-21T18:15:31.319Z",
  message: {
    callerName: "Jane Doe",
    callbackNumber: "+12015550199",
    reason: "The catering order for Saturday",
  },
  workflowItems: [],
};
const newYork = { timezone: "America/New_York", publicUrl: PUBLIC_URL };
/** The agent that took the call, as the mail about its going live names it. */
const sofia = {
  agentName: phoneCall.agentName,
  businessName: phoneCall.businessName,
  phoneNumber: phoneCall.agentNumber,
};
/** The same call, as the mail about the model failing during it names it. */
const failedCall = {
  agentName: phoneCall.agentName,
  source: phoneCall.source,
  callerNumber: phoneCall.callerNumber,
};

/** The words of the HTML part, as a mail client shows them. */
const shownHtml = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("the greeting", () => {
  // Every template that greets the owner, each given the same owner.
  const greetings = (owner: MailOwner) => [
    verificationCodeMail(owner, "123456", 10),
    autoRechargeFailedMail(owner, "4242", "Your card was declined."),
    supportConfirmationMail(owner.email, owner, {
      reference: "SR-ABCDEFGH",
      name: owner.username,
      email: owner.email,
      issueType: "Billing & Payments",
      message: "Help",
    }),
    agentCreatedMail(owner, sofia),
    agentErrorMail(owner, "+12015550100", "The carrier refused the number."),
    lowBalanceMail(owner, 300, 500),
    weeklyReportMail(owner, {
      weekStart: "2026-11-16",
      agents: 1,
      activeAgents: 1,
      calls: 3,
      callMinutes: 7,
      spentCents: 77,
      addedCents: 0,
      balanceCents: 1000,
    }),
    messageTakenMail(owner, phoneCall, newYork),
    agentCallErrorMail(owner, failedCall),
  ];

  it("says hi to the owner by the first name they set, in the text and the HTML", () => {
    for (const mail of greetings(DANA)) {
      expect(mail.text, mail.subject).toMatch(/^Hi Dana,\n/);
      expect(shownHtml(mail.html), mail.subject).toContain("Hi Dana,");
      expect(mail.text + mail.html, mail.subject).not.toContain("owner770285phone");
    }
  });

  it("falls back to the username when no first name is set, or only spaces", () => {
    for (const owner of [NAMELESS, { ...DANA, firstName: "  " }]) {
      for (const mail of greetings(owner)) {
        expect(mail.text, mail.subject).toMatch(/^Hi owner770285phone,\n/);
        expect(shownHtml(mail.html), mail.subject).toContain("Hi owner770285phone,");
      }
    }
  });
});

describe("phone numbers in mails", () => {
  it("shows the agent's number as people of its country write it", () => {
    const live = agentCreatedMail(DANA, sofia);
    expect(live.subject).toBe("Sofia is live on (201) 555-0100");
    expect(live.text).toContain("Sofia now answers calls for Tony's Pizza on (201) 555-0100.");
    expect(shownHtml(live.html)).toContain("on (201) 555-0100.");
    expect(live.text + live.html).not.toContain("+12015550100");

    const leeds = agentErrorMail(DANA, "+441134960000", "The carrier refused the number.");
    expect(leeds.subject).toBe("We could not set up 0113 496 0000");
    expect(leeds.text).toContain("the number 0113 496 0000 for your new agent");
    expect(shownHtml(leeds.html)).toContain("the number 0113 496 0000 for your new agent");

    const sydney = agentRequestConfirmationMail(DANA.email, { id: "req-1", phoneNumber: "+61255500000" });
    expect(sydney.text).toContain("Phone number: (02) 5550 0000");
    expect(shownHtml(sydney.html)).toContain("agent request for (02) 5550 0000.");
  });
});

describe("the new message mail", () => {
  it("says who called which business, the number to call back, and when on the agent's clock", () => {
    const mail = messageTakenMail(DANA, phoneCall, newYork);
    expect(mail.subject).toBe("New message for Tony's Pizza from Jane Doe");
    expect(mail.text).toBe(
      [
        "Hi Dana,",
        "",
        "Sofia, your agent for Tony's Pizza, took a message:",
        "",
        "Caller: Jane Doe",
        "Call back on: (201) 555-0199",
        "Reason: The catering order for Saturday",
        "The call came from (201) 555-0123 on Sat, Nov 21, 2026, 1:15 PM EST.",
        "",
        `See the call in Switchboard: ${PUBLIC_URL}/calls?call=${phoneCall.id}`,
      ].join("\n"),
    );
    const html = shownHtml(mail.html);
    expect(html).toContain("Sofia, your agent for Tony's Pizza, took a message:");
    expect(html).toContain("Call back on: (201) 555-0199");
    expect(html).toContain("The call came from (201) 555-0123 on Sat, Nov 21, 2026, 1:15 PM EST.");
    expect(mail.html).toContain(`href="${PUBLIC_URL}/calls?call=${phoneCall.id}"`);
    expect(mail.text + mail.html).not.toContain("2026-11-21T18:15:31.319Z");
  });

  it("calls a browser test call a test call, not a caller named browser", () => {
    const mail = messageTakenMail(
      DANA,
      {
        ...phoneCall,
        source: "test",
        callerNumber: "browser",
        message: { ...phoneCall.message, callerName: "" },
      },
      newYork,
    );
    expect(mail.subject).toBe("New message for Tony's Pizza from (201) 555-0199");
    expect(mail.text).toContain("This was a test call from your browser, on Sat, Nov 21, 2026, 1:15 PM EST.");
    expect(mail.text + mail.html).not.toMatch(/from browser/);

    const noNumber = messageTakenMail(
      DANA,
      { ...phoneCall, source: "test", callerNumber: "browser", message: null },
      newYork,
    );
    expect(noNumber.subject).toBe("New message for Tony's Pizza from a test call");
    expect(noNumber.text).toContain("Call back on: not given");
    expect(noNumber.text).not.toContain("browser.");
  });

  it("lists the caller's questions the agent could not answer, linked to add them when the server knows its address", () => {
    const unanswered = { agentId: "agent-1", questions: ["Do you have gluten-free crust?"] };
    const mail = messageTakenMail(
      DANA,
      { ...phoneCall, message: null },
      { ...newYork, publicUrl: undefined, unanswered },
    );
    expect(mail.subject).toBe("Unanswered questions for Tony's Pizza from (201) 555-0123");
    expect(mail.text).toContain(`- "Do you have gluten-free crust?"`);
    expect(mail.text).not.toContain("Add as FAQ");
    expect(mail.html).toContain("&ldquo;Do you have gluten-free crust?&rdquo;</li>");
    expect(mail.html).not.toContain("Add as FAQ");

    const linked = messageTakenMail(DANA, phoneCall, {
      ...newYork,
      publicUrl: "https://switchboard.example.com/",
      unanswered,
    });
    expect(linked.subject).toBe("New message for Tony's Pizza from Jane Doe");
    expect(linked.text).toContain(
      `Add as FAQ: https://switchboard.example.com${addFaqPath("agent-1", "Do you have gluten-free crust?")}`,
    );
  });

  it("says a message the call ended before completing is partial", () => {
    const mail = messageTakenMail(
      DANA,
      {
        ...phoneCall,
        message: {
          callerName: "",
          callbackNumber: "+12015550123",
          reason: "My basement is flooding. The call ended before the caller gave their name.",
          partial: true,
        },
      },
      newYork,
    );
    expect(mail.subject).toBe("Partial message for Tony's Pizza from (201) 555-0123");
    expect(mail.text).toContain(
      "Sofia, your agent for Tony's Pizza, took part of a message before the call ended:",
    );
    expect(mail.text).toContain("Reason: My basement is flooding.");
  });

  it("starts the subject of an urgent message with URGENT, whole or partial", () => {
    const urgent = {
      callerName: "Derek Simmons",
      callbackNumber: "+12015550177",
      reason: "A pipe burst in my basement, there's water everywhere.",
      urgent: true,
    };
    const mail = messageTakenMail(DANA, { ...phoneCall, message: urgent }, newYork);
    expect(mail.subject).toBe("URGENT: New message for Tony's Pizza from Derek Simmons");
    expect(mail.text).toContain("Sofia, your agent for Tony's Pizza, took an urgent message:");
    const partial = messageTakenMail(
      DANA,
      { ...phoneCall, message: { ...urgent, callerName: "", partial: true } },
      newYork,
    );
    expect(partial.subject).toBe("URGENT: Partial message for Tony's Pizza from (201) 555-0177");
  });

  it("tells the owner of a booking, with the number to call back", () => {
    const booking = {
      kind: "table-booking",
      summary: "A table for 4 on Friday at 7 PM, under the name Ana Ruiz",
      details: { name: "Ana Ruiz", partySize: "4", when: "Friday at 7 PM", callbackNumber: "+12015550188" },
    };
    const mail = messageTakenMail(DANA, { ...phoneCall, message: null, workflowItems: [booking] }, newYork);
    expect(mail.subject).toBe("New request for Tony's Pizza from Ana Ruiz");
    expect(mail.text).toContain("Sofia, your agent for Tony's Pizza, took a request:");
    expect(mail.text).toContain("Call back on: (201) 555-0188");
    expect(mail.text).toContain("Request: A table for 4 on Friday at 7 PM, under the name Ana Ruiz");
  });

  it("gives the time in the agent's own timezone", () => {
    const london = messageTakenMail(DANA, phoneCall, { timezone: "Europe/London", publicUrl: PUBLIC_URL });
    expect(london.text).toContain("on Sat, Nov 21, 2026, 6:15 PM GMT.");
    expect(formatCallTime("2026-07-04T02:30:00Z", "America/Los_Angeles")).toBe(
      "Fri, Jul 3, 2026, 7:30 PM PDT",
    );
    // A zone the runtime does not know: the product's default rather than a failed mail.
    expect(formatCallTime("2026-11-21T18:15:31.319Z", "Nowhere/Special")).toBe(
      "Sat, Nov 21, 2026, 1:15 PM EST",
    );
  });

  it("links to the call only when the server knows its public address, as the call log opens it", () => {
    const unlinked = messageTakenMail(DANA, phoneCall, {
      timezone: "America/New_York",
      publicUrl: undefined,
    });
    expect(unlinked.text).not.toContain("See the call");
    expect(unlinked.html).not.toContain("<a ");
    expect(callLink(`${PUBLIC_URL}/`, phoneCall.id)).toBe(`${PUBLIC_URL}${callLogPath(phoneCall.id)}`);
  });
});

describe("the call error mail", () => {
  it("names the caller's number as the owner dials it, and a test call as one", () => {
    const phone = agentCallErrorMail(DANA, failedCall);
    expect(phone.text).toContain("Sofia could not reach its AI model during a call from (201) 555-0123.");
    const test = agentCallErrorMail(DANA, { ...failedCall, source: "test", callerNumber: "browser" });
    expect(test.text).toContain("Sofia could not reach its AI model during a test call from your browser.");
    expect(shownHtml(test.html)).toContain("during a test call from your browser.");
  });
});
