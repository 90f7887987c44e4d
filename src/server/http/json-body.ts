import type { FastifyInstance } from "fastify";

/**
 * The client sends a JSON content type on every call, including ones
 * without a payload (logout). An empty JSON body therefore reads as "no body"
 * instead of Fastify's default 400.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = Object.assign(new Error("The request body is not valid JSON."), { statusCode: 400 });
      done(error, undefined);
    }
  });
}
