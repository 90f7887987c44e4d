import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startAppServer } from "../support/server-process";

// A client that connects and sends nothing, or stops halfway through its headers or its body, is
// answered 408 and closed by the built server once its time is up, so such connections cannot
// pile up. Small timeouts from the environment keep the test short.
const HEADERS_TIMEOUT_MS = 600;
const REQUEST_TIMEOUT_MS = 1200;
const MAX_CONNECTIONS = 20;
// Node checks its connections every HEADERS_TIMEOUT_MS / 4; a busy machine adds a little more.
const GRACE_MS = 1500;

let server: RunningServer;
beforeAll(async () => {
  server = await startAppServer({
    HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: "1000",
    HTTP_MAX_CONNECTIONS: String(MAX_CONNECTIONS),
  });
});
afterAll(async () => {
  await server?.stop();
});

type Outcome = { closedAfterMs: number; answer: string };

/** Opens a connection, sends `text`, and waits until the server closes it (or `waitMs` passes). */
function sendAndWait(text: string, waitMs: number): Promise<Outcome | "still open"> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve) => {
    const started = Date.now();
    let answer = "";
    const socket: Socket = connect(Number(port), hostname, () => {
      if (text) socket.write(text);
    });
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve("still open");
    }, waitMs);
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
    });
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(giveUp);
      resolve({ closedAfterMs: Date.now() - started, answer });
    });
  });
}

const firstLine = (outcome: Outcome | "still open") =>
  outcome === "still open" ? outcome : outcome.answer.split("\r\n")[0];

describe("a slow or idle client", () => {
  it("is answered 408 and closed when it sends nothing, or half of its headers", async () => {
    // One after the other: a connection that times out mid-headers would take a silent one with it.
    const nothing = await sendAndWait("", HEADERS_TIMEOUT_MS + GRACE_MS * 2);
    const halfHeaders = await sendAndWait(
      "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: appl",
      HEADERS_TIMEOUT_MS + GRACE_MS * 2,
    );
    for (const outcome of [nothing, halfHeaders]) {
      expect(firstLine(outcome)).toBe("HTTP/1.1 408 Request Timeout");
      expect((outcome as Outcome).closedAfterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50);
      expect((outcome as Outcome).closedAfterMs).toBeLessThan(HEADERS_TIMEOUT_MS + GRACE_MS);
    }
  });

  it("is answered 408 and closed when it stops halfway through its body", async () => {
    const body = JSON.stringify({ username: "dana@example.com", password: "correct horse battery" });
    const half = [
      "POST /api/auth/login HTTP/1.1",
      "Host: 127.0.0.1",
      "Content-Type: application/json",
      "Sec-Fetch-Site: same-origin",
      `Content-Length: ${body.length}`,
      "",
      body.slice(0, body.length / 2),
    ].join("\r\n");
    const outcome = await sendAndWait(half, REQUEST_TIMEOUT_MS + GRACE_MS * 2);
    expect(firstLine(outcome)).toBe("HTTP/1.1 408 Request Timeout");
    expect((outcome as Outcome).closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect((outcome as Outcome).closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + GRACE_MS);
  });

  it("does not stop a client that sends its request on time, and connections beyond the cap are refused", async () => {
    const whole = await sendAndWait(
      "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
      HEADERS_TIMEOUT_MS,
    );
    expect(firstLine(whole)).toBe("HTTP/1.1 200 OK");

    const idle = Array.from({ length: MAX_CONNECTIONS + 10 }, () => sendAndWait("", 300));
    const outcomes = await Promise.all(idle);
    const refused = outcomes.filter((outcome) => outcome !== "still open" && outcome.answer === "");
    // The cap counts every connection, idle or not; the ones past it close at once, unanswered.
    expect(refused.length).toBeGreaterThanOrEqual(10);
    expect(outcomes.filter((outcome) => outcome === "still open").length).toBeLessThanOrEqual(
      MAX_CONNECTIONS,
    );
  });
});
