import { packsScenarios } from "./packs";
import { packsMoreScenarios } from "./packs-more";
import { questionScenarios } from "./questions";
import { retailScenarios } from "./retail";
import { retailCartScenarios } from "./retail-cart";
import { retailDetailsScenarios } from "./retail-details";
import { retailOrderScenarios } from "./retail-orders";
import type { Scenario } from "./types";

// The whole conversation corpus, by theme: what test/agent/scenarios.test.ts plays in memory
// and test/agent/buttons.test.ts mines for every button the agent offers.

export const CORPUS: { theme: string; scenarios: Scenario[] }[] = [
  { theme: "retail conversation scenarios (the kiosk)", scenarios: retailScenarios },
  { theme: "retail: details as customers write them", scenarios: retailDetailsScenarios },
  { theme: "retail: the cart as customers change it", scenarios: retailCartScenarios },
  { theme: "retail: orders, consent and handoffs", scenarios: retailOrderScenarios },
  { theme: "questions and WhatsApp's message kinds (kiosk and almacén)", scenarios: questionScenarios },
  { theme: "packs conversation scenarios (the mattress shop)", scenarios: packsScenarios },
  { theme: "packs: the sale as customers write it", scenarios: packsMoreScenarios },
];
