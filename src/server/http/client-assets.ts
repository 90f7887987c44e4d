import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import middie from "@fastify/middie";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Connect } from "vite";

/** How the browser client is served: the built files, or Vite's dev middleware. */
export type ClientServing =
  | { kind: "static"; dir: string }
  | { kind: "dev"; middlewares: Connect.Server; renderIndexHtml(url: string): Promise<string> }
  | { kind: "none" };

const isApiPath = (url: string) => url === "/api" || url.startsWith("/api/");

/** Unknown /api paths answer a JSON 404; every other GET gets the single-page app. */
export async function registerClientAssets(app: FastifyInstance, serving: ClientServing): Promise<void> {
  let renderIndex: ((url: string) => Promise<string>) | undefined;
  if (serving.kind === "static") {
    const indexFile = join(serving.dir, "index.html");
    if (!existsSync(indexFile)) {
      throw new Error(`The client is not built (${indexFile} is missing): run npm run build.`);
    }
    const indexHtml = readFileSync(indexFile, "utf8");
    renderIndex = async () => indexHtml;
    await app.register(fastifyStatic, {
      root: serving.dir,
      index: false,
      wildcard: false,
      // scripts/build.mjs writes .br and .gz beside each asset.
      preCompressed: true,
      // Cache-Control comes from setHeaders below, per kind of file.
      cacheControl: false,
      // Vite puts a content hash in every asset name, so assets never change.
      setHeaders(res, path) {
        res.setHeader(
          "cache-control",
          path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  } else if (serving.kind === "dev") {
    await app.register(middie);
    app.use(serving.middlewares);
    renderIndex = serving.renderIndexHtml;
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split("?")[0]!;
    if (request.method !== "GET" || isApiPath(path) || !renderIndex) {
      return reply.status(404).send({ error: `No endpoint ${request.method} ${path}.` });
    }
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(await renderIndex(request.url));
  });
}
