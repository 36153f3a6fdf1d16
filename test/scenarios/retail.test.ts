import { describe, it } from "vitest";
import { newContact } from "../helpers";
import { retailScenarios } from "./retail";
import { playScenario } from "./runner";

describe("retail conversation scenarios (no API key, real webhook → actor → queue path)", () => {
  for (const scenario of retailScenarios) {
    it(scenario.name, async () => {
      await playScenario(scenario, newContact());
    });
  }
});
