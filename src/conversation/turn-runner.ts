import { kinds } from "../agent/kinds";
import { nextSession } from "../agent/session";
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
