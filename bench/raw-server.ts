// The yardstick: the smallest useful node:http server, answering JSON.
import { createServer } from "node:http";

const body = JSON.stringify({ status: "ok" });
const server = createServer((_request, response) => {
  response.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
  response.end(body);
});
server.listen(Number(process.env.PORT), "127.0.0.1", () => process.send?.("ready"));
