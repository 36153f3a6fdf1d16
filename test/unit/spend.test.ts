import { describe, expect, it } from "vitest";
import { describeExceeded, exceededBudget } from "../../src/agent/claude/spend";
import type { SpendLimits, SpendUsage } from "../../src/agent/ports";

const LIMITS: SpendLimits = {
  conversationCallsPerHour: 40,
  conversationCallsPerDay: 200,
  conversationTokensPerHour: 300_000,
  conversationTokensPerDay: 1_000_000,
  workspaceCallsPerDay: 10_000,
  workspaceTokensPerDay: 20_000_000,
};

const usage = (over: Partial<{ [K in keyof SpendUsage]: Partial<SpendUsage[K]> }> = {}): SpendUsage => ({
  conversationHour: { calls: 0, inputTokens: 0, ...over.conversationHour },
  conversationDay: { calls: 0, inputTokens: 0, ...over.conversationDay },
  workspaceDay: { calls: 0, inputTokens: 0, ...over.workspaceDay },
});

describe("spend budgets", () => {
  it("within every budget: go on", () => {
    expect(exceededBudget(usage({ conversationHour: { calls: 39, inputTokens: 299_999 }, conversationDay: { calls: 199 }, workspaceDay: { calls: 9_999 } }), LIMITS)).toBeNull();
  });

  it("reaching a budget stops the model, whichever it is, and says which", () => {
    expect(exceededBudget(usage({ conversationHour: { calls: 40 } }), LIMITS)).toEqual({ scope: "conversation", window: "hour", measure: "calls", used: 40, limit: 40 });
    expect(exceededBudget(usage({ conversationHour: { inputTokens: 300_000 } }), LIMITS)).toMatchObject({ scope: "conversation", window: "hour", measure: "tokens" });
    expect(exceededBudget(usage({ conversationDay: { calls: 250 } }), LIMITS)).toMatchObject({ scope: "conversation", window: "day", measure: "calls" });
    expect(exceededBudget(usage({ conversationDay: { inputTokens: 1_000_001 } }), LIMITS)).toMatchObject({ scope: "conversation", window: "day", measure: "tokens" });
    expect(exceededBudget(usage({ workspaceDay: { calls: 10_000 } }), LIMITS)).toMatchObject({ scope: "workspace", measure: "calls" });
    expect(exceededBudget(usage({ workspaceDay: { inputTokens: 20_000_000 } }), LIMITS)).toMatchObject({ scope: "workspace", measure: "tokens" });
  });

  it("a limit of 0 is no limit", () => {
    const off: SpendLimits = { ...LIMITS, conversationCallsPerHour: 0, workspaceTokensPerDay: 0 };
    expect(exceededBudget(usage({ conversationHour: { calls: 10_000 }, workspaceDay: { inputTokens: 1e12 } }), off)).toBeNull();
  });

  it("tells the operator which budget, in Spanish", () => {
    expect(describeExceeded({ scope: "conversation", window: "hour", measure: "calls", used: 41, limit: 40 })).toBe(
      "Se alcanzó el límite de uso del modelo: 40 llamadas al modelo por hora en esta conversación (uso actual: 41). El agente sigue solo con sus reglas.",
    );
    expect(describeExceeded({ scope: "workspace", window: "day", measure: "tokens", used: 2, limit: 1 })).toMatch(/tokens de entrada por día en todo el negocio/);
  });
});
