import { describe, it } from "vitest";
import { newContact } from "../helpers";
import { packsScenarios } from "./packs";
import { playScenario } from "./runner";

describe("packs conversation scenarios (the mattress shop, real webhook → actor → queue path)", () => {
  for (const scenario of packsScenarios) {
    it(scenario.name, async () => {
      await playScenario(scenario, newContact());
    });
  }
});
