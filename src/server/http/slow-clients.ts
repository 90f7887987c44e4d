import type { Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config";

/**
 * Slowloris: a client that connects and sends nothing, or stops in the middle
 * of its headers or body, is answered 408 and closed once the headers or request time is up; an
 * idle kept-alive connection is closed after the keep-alive time. Node checks its connections for
 * these times every `connectionsCheckingInterval` (30 s by default), so the check runs often
 * enough for the shortest of them to hold.
 */
export function slowClientOptions(http: Config["http"]) {
  return {
    requestTimeout: http.requestTimeoutMs,
    keepAliveTimeout: http.keepAliveTimeoutMs,
    http: {
      headersTimeout: http.headersTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(http.headersTimeoutMs / 4))),
    },
  };
}

// What Node itself answers a request that ran out of time, before it closes the connection.
const REQUEST_TIMEOUT_ANSWER = "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n";

/**
 * Connections beyond the cap are closed as they arrive. A connection that has sent not one byte
 * when the headers time is up is answered 408 and closed too: Node's own check of that time covers
 * only connections whose request has begun.
 */
export function guardConnections(app: FastifyInstance, http: Config["http"]): void {
  app.server.maxConnections = http.maxConnections;
  app.server.on("connection", (socket: Socket) => {
    const silence = setTimeout(() => {
      if (socket.bytesRead > 0 || socket.destroyed) return;
      socket.end(REQUEST_TIMEOUT_ANSWER, () => socket.destroy());
    }, http.headersTimeoutMs);
    silence.unref();
    socket.once("close", () => clearTimeout(silence));
  });
}
