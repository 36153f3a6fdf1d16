import type { TurnEngine } from "../engine";
import type { ModelUsage, SpendLimits, SpendUsage } from "../ports";

// Model spend budgets. A stranger can write all day; what that may cost is bounded per
// conversation (model calls and prompt tokens per hour and per day) and per workspace (per day).
// Past a budget the turn makes no model call: it takes the rules' answer when the rules had one,
// else it hands the chat to a person, with the budget as the reason the operator reads.

export interface SpendExceeded {
  scope: "conversation" | "workspace";
  window: "hour" | "day";
  measure: "calls" | "tokens";
  used: number;
  limit: number;
}

type Check = [SpendExceeded["scope"], SpendExceeded["window"], SpendExceeded["measure"], keyof SpendUsage, keyof SpendLimits];

const CHECKS: Check[] = [
  ["conversation", "hour", "calls", "conversationHour", "conversationCallsPerHour"],
  ["conversation", "hour", "tokens", "conversationHour", "conversationTokensPerHour"],
  ["conversation", "day", "calls", "conversationDay", "conversationCallsPerDay"],
  ["conversation", "day", "tokens", "conversationDay", "conversationTokensPerDay"],
  ["workspace", "day", "calls", "workspaceDay", "workspaceCallsPerDay"],
  ["workspace", "day", "tokens", "workspaceDay", "workspaceTokensPerDay"],
];

const measured = (u: ModelUsage, measure: SpendExceeded["measure"]) => (measure === "calls" ? u.calls : u.inputTokens);

/** The first budget the usage has reached, or null. A limit of 0 is no limit. */
export function exceededBudget(usage: SpendUsage, limits: SpendLimits): SpendExceeded | null {
  for (const [scope, window, measure, usageKey, limitKey] of CHECKS) {
    const limit = limits[limitKey];
    const used = measured(usage[usageKey], measure);
    if (limit > 0 && used >= limit) return { scope, window, measure, used, limit };
  }
  return null;
}

/** What the operator reads (Spanish, like the console). */
export function describeExceeded(e: SpendExceeded): string {
  const what = e.measure === "calls" ? "llamadas al modelo" : "tokens de entrada";
  const per = e.window === "hour" ? "por hora" : "por día";
  const where = e.scope === "conversation" ? "en esta conversación" : "en todo el negocio";
  return `Se alcanzó el límite de uso del modelo: ${e.limit} ${what} ${per} ${where} (uso actual: ${e.used}). El agente sigue solo con sus reglas.`;
}

/**
 * The budget gate before any model call of a turn. Null: within budget, go on. Otherwise the
 * engine that is the turn: the rules' answer when they had a real one, else `engine` handing off.
 */
export async function overBudgetTurn(engine: TurnEngine, rules: TurnEngine): Promise<TurnEngine | null> {
  const spend = engine.ports.spend;
  if (!spend) return null;
  const exceeded = exceededBudget(await spend.usage(), spend.limits);
  if (!exceeded) return null;
  const reason = describeExceeded(exceeded);
  console.warn(`model budget reached for ${engine.ports.workspaceId}: ${reason}`);
  if (!rules.intents.includes("fallback") && rules.replies.length) {
    // The audit row's intent says why no model was asked.
    rules.intents.unshift("model_budget");
    return rules;
  }
  engine.intent("model_budget");
  engine.requestHandoff({ trigger: "budget", reason });
  return engine;
}
