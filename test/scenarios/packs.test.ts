import { describe, expect, it } from "vitest";
import { newContact } from "../helpers";
import { packsScenarios } from "./packs";
import { playScenario } from "./runner";

// The whole packs corpus runs in memory (test/agent/scenarios.test.ts); these run through the
// real path for the second shop: its own WhatsApp number, its kind, its orders and handoffs.
const REAL_PATH = ["tapped list row and tapped Confirmar button", "a person is asked for: handoff, then every message acknowledged"];

describe("packs conversation scenarios (the mattress shop, real webhook → actor → queue path)", () => {
  it("plays scenarios of the corpus by name", () => {
    expect(REAL_PATH.filter((name) => !packsScenarios.some((s) => s.name === name))).toEqual([]);
  });
  for (const scenario of packsScenarios.filter((s) => REAL_PATH.includes(s.name))) {
    it(scenario.name, async () => {
      await playScenario(scenario, newContact());
    });
  }
});
