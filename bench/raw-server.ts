// The yardstick: the smallest useful node:http server, answering JSON. `GET /?bytes=N` answers a JSON
// body of exactly N bytes, so an endpoint is compared with raw node:http sending as much as it does
// (docs/decisions/0011); without it the answer is `{"status":"ok"}`.
import { createServer } from "node:http";

const SMALLEST = JSON.stringify({ status: "ok" });
const bodies = new Map<number, Buffer>();

function bodyOf(bytes: number): Buffer {
  let body = bodies.get(bytes);
  if (!body) {
    const padding = Math.max(0, bytes - JSON.stringify({ padding: "" }).length);
    body = Buffer.from(bytes > SMALLEST.length ? JSON.stringify({ padding: "x".repeat(padding) }) : SMALLEST);
    bodies.set(bytes, body);
  }
  return body;
}

const server = createServer((request, response) => {
  const bytes = Number(new URL(request.url ?? "/", "http://raw").searchParams.get("bytes") ?? 0);
  const body = bodyOf(Number.isSafeInteger(bytes) ? bytes : 0);
  response.writeHead(200, { "content-type": "application/json", "content-length": body.length });
  response.end(body);
});
server.listen(Number(process.env.PORT), "127.0.0.1", () => process.send?.("ready"));
