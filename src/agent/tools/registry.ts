import { z } from "zod";
import type { AgentDefinition } from "../definition";
import type { CatalogReads } from "../catalog-reads";
import type { AgentPorts } from "../ports";
import type { Session } from "../session";
import { toolErrorText } from "./errors";

/** A failure the agent (or the model) can read and act on; never a crash. */
export class ToolError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly data: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "ToolError";
  }
}

export interface HandoffRequest {
  trigger:
    | "customer_request"
    | "tool_errors"
    | "anger"
    | "frustration"
    | "not_understood"
    | "stuck"
    | "order_failed"
    | "order_already_processed"
    | "low_confidence"
    | "budget"
    | "llm_failure"
    | "turn_failed"
    | "model"
    | "document"
    | "complaint"
    | "return";
  reason: string;
  pendingIssue?: string;
  /** The order the request is about (support: a complaint or a return); its details go with the request. */
  order?: string;
}

export interface ToolContext {
  def: AgentDefinition;
  session: Session;
  ports: AgentPorts;
  contact: string;
  /** Stable across retries of the same turn: the order idempotency key derives from it. */
  turnKey: string;
  /** True only when the customer's own words or tap in this turn were an explicit yes. */
  customerSaidYes: boolean;
  /**
   * The destructive action the customer said yes to in this turn (tools/consent.ts), set by code
   * that read their answer to that question; the tools that cancel or replace act only with it.
   */
  consent?: { action: string; subject: string | null };
  /** What the turn reads of the catalog: products by id, searches, categories (each once; never the whole list). */
  catalog: CatalogReads;
  /** Set by request_handoff (or the engine); the turn moves to the handoff state. */
  handoff: HandoffRequest | null;
  /** The timer action this run serves (unset on a customer turn); set by code, never by the model. */
  timer?: string;
  /** Names of things that changed, for operator live events. */
  changed: Set<"cart" | "customer" | "order" | "agents">;
  /** The agent of the stack answering (src/agent/stack/), with its own tools per state; unset: the state's tools. */
  agent?: { name: string; tools?: Record<string, readonly string[]> };
}

/** Does the answering agent (if any) run this tool in this state? The state's own gate applies as well. */
export function agentAllows(ctx: Pick<ToolContext, "agent" | "session">, name: string): boolean {
  const own = ctx.agent?.tools;
  if (!own) return true;
  return (own[ctx.session.state] ?? own["*"] ?? []).includes(name);
}

export interface ToolDefinition<I = any, O = unknown> {
  name: string;
  description: string;
  input: z.ZodType<I>;
  run(ctx: ToolContext, input: I): Promise<O>;
}

export type ToolOutcome = { ok: true; name: string; data: unknown } | { ok: false; name: string; code: string; error: string; data?: Record<string, unknown> };

export function defineTool<I, O>(tool: ToolDefinition<I, O>): ToolDefinition<I, O> {
  return tool;
}

export class ToolRegistry {
  private readonly tools = new Map<string, ToolDefinition>();

  constructor(groups: ToolDefinition[][]) {
    for (const tool of groups.flat()) {
      if (this.tools.has(tool.name)) throw new Error(`duplicate tool ${tool.name}`);
      this.tools.set(tool.name, tool);
    }
  }

  names(): Set<string> {
    return new Set(this.tools.keys());
  }

  get(name: string): ToolDefinition | undefined {
    return this.tools.get(name);
  }

  /** JSON schemas for Claude, derived from the same zod schemas that validate the input. */
  schemas(names: string[]): { name: string; description: string; input_schema: Record<string, unknown> }[] {
    return names.map((name) => {
      const tool = this.tools.get(name)!;
      const schema = z.toJSONSchema(tool.input, { target: "draft-2020-12", io: "input" }) as Record<string, unknown>;
      delete schema.$schema;
      return { name, description: tool.description, input_schema: schema };
    });
  }

  /**
   * The only way a tool runs. The state gate is here, in code: a tool the current state does not
   * allow is refused whatever asked for it (rules, model or a crafted message).
   */
  async execute(ctx: ToolContext, name: string, rawInput: unknown): Promise<ToolOutcome> {
    const tool = this.tools.get(name);
    if (!tool) return { ok: false, name, code: "unknown_tool", error: `No existe la herramienta ${name}.` };
    const allowed = ctx.def.states[ctx.session.state]?.tools ?? [];
    if (!allowed.includes(name)) {
      return { ok: false, name, code: "tool_not_allowed", error: `La herramienta ${name} no está permitida en el estado ${ctx.session.state}.` };
    }
    if (!agentAllows(ctx, name)) {
      return { ok: false, name, code: "tool_not_allowed", error: `La herramienta ${name} no es del agente ${ctx.agent!.name}.` };
    }
    const input = tool.input.safeParse(rawInput ?? {});
    if (!input.success) {
      return { ok: false, name, code: "invalid_input", error: input.error.issues.map((i) => `${i.path.join(".") || "input"}: ${i.message}`).join("; ") };
    }
    try {
      return { ok: true, name, data: await tool.run(ctx, input.data) };
    } catch (err) {
      if (err instanceof ToolError) return { ok: false, name, code: err.code, error: toolErrorText(ctx.session, err.code, err.data, err.message), data: err.data };
      throw err;
    }
  }
}
