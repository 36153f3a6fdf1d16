import { describe, it } from "vitest";
import { packsScenarios } from "../scenarios/packs";
import { packsMoreScenarios } from "../scenarios/packs-more";
import { retailScenarios } from "../scenarios/retail";
import { retailCartScenarios } from "../scenarios/retail-cart";
import { retailDetailsScenarios } from "../scenarios/retail-details";
import { retailOrderScenarios } from "../scenarios/retail-orders";
import { playInMemory } from "../support/play";

// The conversation corpora over in-memory ports: every step's replies, cart, state, orders and
// handoffs, with the agent's real code and the actor's commit around it played in memory.
// test/scenarios/*.test.ts plays a few of them through the Workers runtime's real path.

describe("retail conversation scenarios (the kiosk, in memory)", () => {
  for (const scenario of retailScenarios) it(scenario.name, () => playInMemory(scenario).then(() => undefined));
});

describe("retail: details as customers write them (in memory)", () => {
  for (const scenario of retailDetailsScenarios) it(scenario.name, () => playInMemory(scenario).then(() => undefined));
});

describe("retail: the cart as customers change it (in memory)", () => {
  for (const scenario of retailCartScenarios) it(scenario.name, () => playInMemory(scenario).then(() => undefined));
});

describe("retail: orders, consent and handoffs (in memory)", () => {
  for (const scenario of retailOrderScenarios) it(scenario.name, () => playInMemory(scenario).then(() => undefined));
});

describe("packs conversation scenarios (the mattress shop, in memory)", () => {
  for (const scenario of packsScenarios) it(scenario.name, () => playInMemory(scenario).then(() => undefined));
});

describe("packs: the sale as customers write it (in memory)", () => {
  for (const scenario of packsMoreScenarios) it(scenario.name, () => playInMemory(scenario).then(() => undefined));
});
