import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// For tests of the HTTP integrations (Twilio, Stripe, an OpenAI-compatible model): a real
// node:http server on 127.0.0.1 that plays the outside service, so the code under test goes
// through fetch, headers, bodies and timeouts exactly as in production, without the internet.
export type RecordedRequest = { method: string; url: URL; headers: IncomingHttpHeaders; body: string };

export type HttpStandIn = {
  baseUrl: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
};

export async function startHttpStandIn(
  answer: (request: RecordedRequest, response: ServerResponse) => void,
): Promise<HttpStandIn> {
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const request: RecordedRequest = {
        method: incoming.method ?? "GET",
        url: new URL(incoming.url ?? "/", "http://127.0.0.1"),
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      requests.push(request);
      answer(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    // Connections left open on purpose (the timeout tests) are cut so the server can stop.
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}
