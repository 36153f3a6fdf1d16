import { describe, expect, it } from "vitest";
import { newContact } from "../helpers";
import { retailScenarios } from "./retail";
import { playScenario } from "./runner";

// The whole retail corpus runs in memory (test/agent/scenarios.test.ts). These few run through
// the real path — signed webhook, the conversation's actor, D1, the queue, the Graph API — for
// what only that path does: taps parsed from WhatsApp's payloads, a burst coalesced by the
// actor's debounce, orders and stock in D1, handoff rows, a shop-side status change, media.
const REAL_PATH = [
  "happy path, delivery under $5.000 pays the fee",
  "stock out: more than what is left is refused, naming the item",
  "a burst of three messages is answered as one turn",
  "handoff: cancel an order already in preparation",
  "handoff: explicit request for a person, then every message answered",
  "non-text message gets a polite answer and the order is kept",
  "location shared when the address is asked",
];

describe("retail conversation scenarios (no API key, real webhook → actor → queue path)", () => {
  it("plays scenarios of the corpus by name", () => {
    expect(REAL_PATH.filter((name) => !retailScenarios.some((s) => s.name === name))).toEqual([]);
  });
  for (const scenario of retailScenarios.filter((s) => REAL_PATH.includes(s.name))) {
    it(scenario.name, async () => {
      await playScenario(scenario, newContact());
    });
  }
});
