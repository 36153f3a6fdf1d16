import type { MiddlewareHandler } from "hono";

// Security headers on every response the Worker gives: the API's JSON and the operator console
// (its files are served through the Worker for exactly this). The console loads only its own
// scripts, styles and sockets, has no inline script or style, and may not be framed.

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  // The favicon is an inline SVG data: URL.
  "img-src 'self' data:",
  // 'self' covers the same host's ws:// and wss:// (the live sockets).
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": CONTENT_SECURITY_POLICY,
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "no-referrer",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
};

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  // A WebSocket upgrade is not a document; its response cannot be copied either.
  if (c.res.status === 101) return;
  // Responses from bindings (assets, Durable Objects) have immutable headers: copy first.
  const res = new Response(c.res.body, c.res);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.headers.set(name, value);
  c.res = undefined;
  c.res = res;
};
