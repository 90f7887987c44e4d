import type { FastifyInstance } from "fastify";

// Pages get a Content-Security-Policy that allows only what the app loads, and
// the usual set of protective headers (the ones helmet sends); API answers get the smaller
// set that fits data. They never vary per request, so they are built once; @fastify/helmet
// computed them on every request and halved the throughput of small answers (docs/decisions/0006).
function contentSecurityPolicy(stripe: boolean): string {
  // Stripe.js, its payment frames and its API, only when Stripe takes the payments.
  return [
    "default-src 'self'",
    `script-src 'self'${stripe ? " https://js.stripe.com" : ""}`,
    // Radix positions popovers with inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    `connect-src 'self'${stripe ? " https://api.stripe.com" : ""}`,
    `frame-src ${stripe ? "https://js.stripe.com https://hooks.stripe.com" : "'none'"}`,
    "font-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { devMode: boolean; https: boolean; stripe: boolean },
): void {
  const transport: Record<string, string> = options.https
    ? { "strict-transport-security": "max-age=31536000; includeSubDomains" }
    : {};
  const pageHeaders: Record<string, string> = {
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "referrer-policy": "no-referrer",
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-frame-options": "DENY",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
    // Vite's dev server injects inline scripts and a websocket, so development goes without a CSP.
    ...(options.devMode ? {} : { "content-security-policy": contentSecurityPolicy(options.stripe) }),
    ...transport,
  };
  // OWASP's REST Security Cheat Sheet set for answers that are data, never a document: nothing
  // may load or frame them, and a signed-in answer is never stored (docs/decisions/0006).
  const apiHeaders: Record<string, string> = {
    "cache-control": "no-store",
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    "cross-origin-resource-policy": "same-origin",
    "referrer-policy": "no-referrer",
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    ...transport,
  };
  // A callback hook: it runs on every request, without the cost of a promise.
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(request.url.startsWith("/api/") ? apiHeaders : pageHeaders);
    done();
  });
}
