import { describe, expect, it } from "vitest";
import { defineAgent, InvalidDefinitionError } from "../../src/agent/definition";
import { kinds } from "../../src/agent/kinds";
import { retail } from "../../src/agent/kinds/retail/definition";

describe("AgentDefinition validation", () => {
  it("ships a valid retail definition following the state table", () => {
    const def = kinds.get("retail").definition;
    expect(Object.keys(def.states)).toEqual(["IDLE", "COLLECTING_ORDER", "NEEDS_DETAILS", "AWAITING_CONFIRMATION", "EXECUTING", "DONE", "HANDOFF"]);
    expect(def.states.NEEDS_DETAILS.tools).toContain("update_customer_info");
    expect(def.states.NEEDS_DETAILS.tools).not.toContain("add_to_cart");
    expect(def.states.AWAITING_CONFIRMATION.tools).toContain("confirm_order");
    expect(def.states.IDLE.tools).not.toContain("confirm_order");
    expect(def.states.HANDOFF.silent).toBe(true);
    expect(def.states.AWAITING_CONFIRMATION.transitions).toEqual(["EXECUTING", "COLLECTING_ORDER", "IDLE", "HANDOFF"]);
  });

  it("fails loudly naming an unknown tool", () => {
    const bad = structuredClone(retail);
    bad.states.IDLE.tools.push("give_discount");
    expect(() => defineAgent(bad, kinds.get("retail").tools.names())).toThrow(/state IDLE: unknown tool "give_discount"/);
  });

  it("fails loudly naming a transition to a state that does not exist", () => {
    const bad = structuredClone(retail);
    bad.states.DONE.transitions.push("LIMBO");
    expect(() => defineAgent(bad, kinds.get("retail").tools.names())).toThrow(/state DONE: transition to unknown state "LIMBO"/);
  });

  it("fails loudly naming a bad initial state, a timer on a missing state and broken thresholds", () => {
    const bad = structuredClone(retail);
    bad.initialState = "START";
    bad.timers = [...(bad.timers ?? []), { id: "ghost", state: "NOWHERE", afterMs: 1000, action: "x" }];
    let error: unknown;
    try {
      defineAgent(bad, kinds.get("retail").tools.names());
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InvalidDefinitionError);
    expect(String(error)).toMatch(/initialState "START" is not a state/);
    expect(String(error)).toMatch(/timer ghost: unknown state "NOWHERE"/);

    const thresholds = structuredClone(retail);
    thresholds.thresholds = { proceed: 50, reanalyse: 60, clarify: 40 };
    expect(() => defineAgent(thresholds, kinds.get("retail").tools.names())).toThrow(/thresholds must satisfy/);
  });
});
