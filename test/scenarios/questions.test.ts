import { describe, expect, it } from "vitest";
import { newContact } from "../helpers";
import { questionScenarios } from "./questions";
import { playScenario } from "./runner";

// The question scenarios all run in memory (test/agent/scenarios.test.ts). These run through the
// real path too: the almacén's real catalog searched in D1 by a turn, a cart from the WhatsApp
// catalog and a pin parsed from WhatsApp's payloads, and the reaction that is not a yes.
const REAL_PATH = [
  "almacén: a real catalog is searched, not read — availability, browsing with 'ver más', not sold",
  "not sold is said plainly, with the closest products; not 'No te entendí'",
  "a cart from the WhatsApp catalog becomes the cart, priced by our catalog, unknown SKUs named",
  "the address is asked with WhatsApp's location button; a pin without a street number asks for it",
  "a 👍 to the summary is not a yes: the summary's question is asked again",
];

describe("question scenarios (no API key, real webhook → actor → D1 search → queue path)", () => {
  it("plays scenarios of the corpus by name", () => {
    expect(REAL_PATH.filter((name) => !questionScenarios.some((s) => s.name === name))).toEqual([]);
  });
  for (const scenario of questionScenarios.filter((s) => REAL_PATH.includes(s.name))) {
    it(scenario.name, async () => {
      await playScenario(scenario, newContact());
    });
  }
});
