import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";

export class HttpError extends HTTPException {
  constructor(status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 503, message: string) {
    super(status, { message });
  }
}

/** The one error handler: clear JSON for callers, the stack for our logs. */
export function onError(err: Error, c: Context): Response {
  if (err instanceof HTTPException) {
    const res = err.getResponse();
    return c.json({ error: err.message || res.statusText || "error" }, res.status as 400);
  }
  console.error(`${c.req.method} ${c.req.path} failed:`, err.stack ?? err);
  return c.json({ error: "internal error" }, 500);
}
