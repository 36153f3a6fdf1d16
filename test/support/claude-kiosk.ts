import { expect } from "vitest";
import type { LlmPort } from "../../src/agent/claude/client";
import { llmUserId } from "../../src/agent/claude/client";
import { kinds } from "../../src/agent/kinds";
import { ConversationHost } from "./conversation-host";
import { DEMO } from "./demo-shops";
import { modelControl } from "./model-script";

// The kiosk in Claude mode over memory ports with one order placed by the rules alone (2 Pepsi,
// pickup, cash, $4.400): the start of the tests about what the model may do after a sale.

export async function kioskWithOrder(fake: { readonly url: string; readonly llm: LlmPort }, contact: string) {
  const host = new ConversationHost({ kind: kinds.get("retail"), shop: DEMO, llm: fake.llm, contact });
  const model = modelControl(fake.url, await llmUserId(`${DEMO.workspaceId}:${contact}`));
  for (const say of ["quiero 2 pepsi", "listo", "retiro", "Ana Gómez", "30111222", "efectivo", "sí"]) await host.say(say);
  expect(host.orders().map((o) => o.status)).toEqual(["confirmed"]);
  expect(await model.requests()).toEqual([]); // the rules were sure of every step
  return { host, model };
}
