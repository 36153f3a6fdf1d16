import { kinds } from "../agent/kinds";
import { newSession, type Session } from "../agent/session";
import { runJob, type TurnResult } from "../agent/job";
import type { InboundMessage } from "../channels/types";
import { settings } from "../settings";
import { WINDOW_MS, type ConversationActor } from "./actor";
import { chaosShouldFail } from "./chaos";
import { buildPorts, loadWorkspace } from "./ports";

/** Runs the agent for one inbox batch. Writes nothing to the actor: the caller commits. */
export async function runConversationTurn(actor: ConversationActor, messages: InboundMessage[], turnKey: string, attempt: number): Promise<TurnResult> {
  const env = actor.bindings;
  const identity = actor.identity()!;
  const workspace = await loadWorkspace(env, identity.workspaceId);
  const kind = kinds.get(actor.definitionId());
  const def = kind.definition;
  const now = actor.now();
  let session = actor.session();
  if (session.history.length && now - session.lastInboundAt > WINDOW_MS) session = nextSession(session, now, def.initialState, turnKey);

  const ports = buildPorts(env, workspace, actor.name(), { now: () => actor.now() });
  const result = await runJob(
    kind,
    session,
    { type: "messages", contact: identity.contact, key: turnKey, messages: messages.map((m) => ({ id: m.id, at: m.timestamp || now, content: m.content })) },
    ports,
    { silent: actor.control().mode === "operator" },
  );
  // Chaos testing: fail after every side effect of the turn (the order write) and before the commit.
  if (await chaosShouldFail(settings(env).chaosTurnFailureRate, turnKey, attempt)) {
    throw new Error("chaos: turn failed after its side effects, before the commit");
  }
  return result;
}

/** A new 24 h window opens a new session that remembers, in short, the previous one. */
export function nextSession(previous: Session, now: number, initialState: string, turnKey: string): Session {
  const parts: string[] = [];
  if (previous.lastOrderNumber) parts.push(`último pedido ${previous.lastOrderNumber}`);
  if (previous.cart.length) parts.push(`carrito abandonado: ${previous.cart.map((l) => `${l.quantity} ${l.name}`).join(", ")}`);
  const lastCustomer = [...previous.history].reverse().find((h) => h.role === "customer");
  if (lastCustomer) parts.push(`último mensaje: "${lastCustomer.text.slice(0, 120)}"`);
  const next = newSession(turnKey, now, initialState, parts.join("; ") || null);
  next.customer = { ...previous.customer };
  next.lastOrderNumber = previous.lastOrderNumber;
  return next;
}
