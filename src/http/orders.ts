import { Hono, type Context } from "hono";
import { z } from "zod";
import type { Env } from "../env";
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from "../lib/order-lifecycle";
import { getOrderView, historyView, listOrders } from "../store/order-list";
import { changeOrderStatus, recordNotice, type StatusChangeRow } from "../store/order-status";
import { parseJson, readRawBody } from "./body";
import { HttpError } from "./errors";
import { authorise, type Operator } from "./operator-auth";

// The shop's orders for its staff: the list (board) and the one write, moving an order along its
// lifecycle. Each change is told to the customer by the order's conversation (its actor and
// outbox), and pushed to every open console by the workspace hub.

export const ordersRoutes = new Hono<{ Bindings: Env }>();

type Ctx = Context<{ Bindings: Env }>;

const WORKSPACE_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** The workspace of the path, shaped like one, and the operator (a person of it) calling. */
export async function operatorOf(c: Ctx): Promise<{ workspaceId: string; operator: Operator }> {
  const workspaceId = c.req.param("ws") ?? "";
  if (!WORKSPACE_ID.test(workspaceId)) throw new HttpError(400, "invalid workspace id");
  return { workspaceId, operator: await authorise(c, workspaceId) };
}

/** A point in time: milliseconds since the epoch, or an ISO 8601 date or date-time. */
const Instant = z.string().transform((value, ctx) => {
  const at = /^\d{1,15}$/.test(value) ? Number(value) : Date.parse(value);
  if (!Number.isFinite(at)) {
    ctx.addIssue({ code: "custom", message: "must be milliseconds since the epoch or an ISO date" });
    return z.NEVER;
  }
  return at;
});

const ListQuery = z.object({
  /** One status or several, comma-separated. */
  status: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(",").map((s) => s.trim()).filter(Boolean) : []))
    .pipe(z.array(z.enum(ORDER_STATUSES)).max(ORDER_STATUSES.length)),
  q: z.string().trim().max(100).optional().transform((v) => v || undefined),
  from: Instant.optional(),
  to: Instant.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});

const StatusBody = z.object({
  status: z.enum(ORDER_STATUSES),
  note: z.string().trim().max(500).optional().transform((v) => v || null),
});

function invalid(error: z.ZodError): HttpError {
  return new HttpError(400, error.issues.map((i) => `${i.path.join(".") || "request"}: ${i.message}`).join("; "));
}

ordersRoutes.get("/workspaces/:ws/orders", async (c) => {
  const { workspaceId } = await operatorOf(c);
  const query = ListQuery.safeParse(c.req.query());
  if (!query.success) throw invalid(query.error);
  const { status, ...rest } = query.data;
  return c.json({ orders: await listOrders(c.env.DB, workspaceId, { ...rest, statuses: status }) });
});

ordersRoutes.post("/workspaces/:ws/orders/:id/status", async (c) => {
  const { workspaceId, operator } = await operatorOf(c);
  const rawId = c.req.param("id");
  if (!/^[1-9]\d{0,14}$/.test(rawId)) throw new HttpError(400, "invalid order id");
  const orderId = Number(rawId);
  const body = StatusBody.safeParse(parseJson(await readRawBody(c, 16_384)));
  if (!body.success) throw invalid(body.error);
  const { status, note } = body.data;

  const result = await changeOrderStatus(c.env.DB, workspaceId, orderId, { to: status, by: "operator", operatorId: operator.id, note }, Date.now());
  if (!result.ok && result.reason === "not_found") throw new HttpError(404, "order not found");
  if (!result.ok) {
    const label = (s: string) => ORDER_STATUS_LABELS[s as keyof typeof ORDER_STATUS_LABELS] ?? s;
    const allowed = result.allowed.length ? result.allowed.map(label).join(", ") : "ninguno (el pedido está cerrado)";
    return c.json({ error: `Un pedido ${label(result.status).toLowerCase()} no puede pasar a ${label(status).toLowerCase()}. Puede pasar a: ${allowed}.`, status: result.status, allowed: result.allowed }, 409);
  }

  const change = await tellCustomer(c, workspaceId, result.order, result.change);
  const order = await getOrderView(c.env.DB, workspaceId, orderId);
  if (order) c.executionCtx.waitUntil(c.env.WORKSPACE_HUB.getByName(workspaceId).orderChanged(order).catch((err: unknown) => console.error("hub order update failed", err)));
  // The change as the order's history shows it: with the name of whoever made it.
  return c.json({ order, change: order?.history.find((h) => h.version === change.version) ?? historyView(change), repeated: result.repeated });
});

/**
 * The conversation tells the customer, once per change (the change id keys its outbox row). A
 * change whose notice is not recorded yet (a first try, or one that failed on the way) is asked
 * again, so repeating the request heals a lost notice without ever sending twice.
 */
async function tellCustomer(c: Ctx, workspaceId: string, order: { id: number; number: string; conversation: string }, change: StatusChangeRow): Promise<StatusChangeRow> {
  if (change.notice !== null) return change;
  if (!order.conversation.startsWith(`${workspaceId}:`)) throw new Error(`order ${order.id} names a conversation of another workspace`);
  try {
    const outcome = await c.env.CONVERSATION.getByName(order.conversation).orderStatusChanged({
      orderNumber: order.number,
      status: change.to_status as (typeof ORDER_STATUSES)[number],
      note: change.note,
      changeId: `order-${order.id}-v${change.version}`,
    });
    await recordNotice(c.env.DB, change.id, outcome.notice);
    return { ...change, notice: outcome.notice };
  } catch (err) {
    // The order did move; the console shows the notice as pending and offers to try again.
    console.error(`order ${order.number}: telling the customer failed:`, (err as Error).stack ?? err);
    return change;
  }
}
