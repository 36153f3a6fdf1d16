import { Hono } from "hono";
import type { Env } from "../env";
import { HttpError } from "./errors";

export const sandboxRoutes = new Hono<{ Bindings: Env }>();

/** Replies "sent" by sandbox channels (no access token), in send order: the local demo's phone. */
sandboxRoutes.get("/outbox", async (c) => {
  const to = c.req.query("to");
  if (!to) throw new HttpError(400, "query parameter 'to' is required");
  const after = Number(c.req.query("after") ?? "0") || 0;
  const { results } = await c.env.DB.prepare(
    "SELECT seq, id, author, body, status, created_at FROM outbound_messages WHERE provider = 'sandbox' AND to_contact = ? AND seq > ? ORDER BY seq",
  )
    .bind(to, after)
    .all<{ seq: number; id: string; author: string; body: string; status: string; created_at: number }>();
  return c.json({ messages: results.map((r) => ({ seq: r.seq, id: r.id, author: r.author, status: r.status, at: r.created_at, message: JSON.parse(r.body) })) });
});
