import { describe, it } from "vitest";
import { packsScenarios } from "../scenarios/packs";
import { questionScenarios } from "../scenarios/questions";
import { retailScenarios } from "../scenarios/retail";
import { playInMemory } from "../support/play";

// The conversation corpora over in-memory ports: every step's replies, cart, state, orders and
// handoffs, with the agent's real code and the actor's commit around it played in memory.
// test/scenarios/*.test.ts plays a few of them through the Workers runtime's real path.

describe("retail conversation scenarios (the kiosk, in memory)", () => {
  for (const scenario of retailScenarios) it(scenario.name, () => playInMemory(scenario).then(() => undefined));
});

describe("packs conversation scenarios (the mattress shop, in memory)", () => {
  for (const scenario of packsScenarios) it(scenario.name, () => playInMemory(scenario).then(() => undefined));
});

describe("questions and WhatsApp's message kinds (kiosk and almacén, in memory)", () => {
  for (const scenario of questionScenarios) it(scenario.name, () => playInMemory(scenario).then(() => undefined));
});
