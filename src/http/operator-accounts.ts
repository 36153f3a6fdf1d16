import { Hono } from "hono";
import { z } from "zod";
import type { Env } from "../env";
import { createStaff, isOperatorId, isOperatorName, listOperators, OWNER_ID, renameOperator, revokeStaff, type OperatorRecord } from "../store/operators";
import { parseJson, readRawBody } from "./body";
import { HttpError } from "./errors";
import { authorise, forgetOwner, requireOwner } from "./operator-auth";

// The shop's team: everyone sees who is on it (the console shows names for ids); only the owner
// adds a person (their token is shown once), renames one, or revokes one. Revoking is written to
// D1 first (no new ticket or request gets through), then the workspace hub closes that person's
// open sockets: the inbox's and every conversation's they hold.

export const operatorAccountRoutes = new Hono<{ Bindings: Env }>();

const NameBody = z.object({ name: z.string().trim().refine(isOperatorName, "name: 1 to 60 characters, no control characters") });

function view(o: OperatorRecord) {
  return { id: o.id, name: o.name, role: o.role, createdAt: o.createdAt, revokedAt: o.revokedAt };
}

async function nameFrom(c: Parameters<typeof readRawBody>[0]): Promise<string> {
  const body = NameBody.safeParse(parseJson(await readRawBody(c, 4096)));
  if (!body.success) throw new HttpError(400, body.error.issues[0]?.message ?? "invalid request");
  return body.data.name;
}

/** An operator id from the path, checked for its shape before any lookup. */
function operatorIdOf(raw: string): string {
  if (!isOperatorId(raw)) throw new HttpError(400, "invalid operator id");
  return raw;
}

operatorAccountRoutes.get("/workspaces/:ws/operators", async (c) => {
  const me = await authorise(c, c.req.param("ws"));
  const operators = await listOperators(c.env.DB, me.workspaceId);
  return c.json({ operators: operators.map(view), me: { id: me.id, name: me.name, role: me.role } });
});

operatorAccountRoutes.post("/workspaces/:ws/operators", async (c) => {
  const me = await authorise(c, c.req.param("ws"));
  requireOwner(me);
  const { operator, token } = await createStaff(c.env.DB, me.workspaceId, await nameFrom(c), Date.now());
  return c.json({ operator: view(operator), token }, 201);
});

operatorAccountRoutes.patch("/workspaces/:ws/operators/:id", async (c) => {
  const me = await authorise(c, c.req.param("ws"));
  requireOwner(me);
  const id = operatorIdOf(c.req.param("id"));
  const renamed = await renameOperator(c.env.DB, me.workspaceId, id, await nameFrom(c));
  if (!renamed) throw new HttpError(404, "operator not found");
  if (id === OWNER_ID) forgetOwner(me.workspaceId);
  return c.json({ operator: view(renamed) });
});

/** Idempotent: revoking again answers the same and closes again whatever a first try could not. */
operatorAccountRoutes.post("/workspaces/:ws/operators/:id/revoke", async (c) => {
  const me = await authorise(c, c.req.param("ws"));
  requireOwner(me);
  const id = operatorIdOf(c.req.param("id"));
  if (id === OWNER_ID) throw new HttpError(409, "the owner's access is the bootstrap token in OPERATOR_TOKENS: change it there");
  const revoked = await revokeStaff(c.env.DB, me.workspaceId, id, Date.now());
  if (!revoked) throw new HttpError(404, "operator not found");
  const closed = await c.env.WORKSPACE_HUB.getByName(me.workspaceId).revokeOperator(id);
  return c.json({ operator: view(revoked), closed });
});
