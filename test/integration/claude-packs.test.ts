import { describe, it } from "vitest";
import { llmUserId } from "../../src/agent/claude/client";
import { ANTHROPIC } from "../claude-helpers";
import { actor, env, newContact } from "../helpers";
import { modelControl } from "../support/model-script";
import { PACKS_WITH_MODEL, playWithModel } from "../support/packs-with-model";
import type { ShopView } from "../support/scenario-expect";
import { PACKS, tell } from "./followups-support";

// The packs shop in Claude mode through the real path: signed webhooks to its own number, the
// conversation's actor, D1 and the queue, with the Worker's Anthropic client talking to the
// fake Messages API. The same conversations run over memory ports in test/agent/claude-packs.

async function view(contact: string): Promise<ShopView> {
  const snapshot = await actor(contact, PACKS.channel, PACKS.workspace).snapshot();
  const { results } = await env.DB.prepare("SELECT total, status, fulfilment, delivery_fee AS deliveryFee FROM orders WHERE contact = ? ORDER BY id").bind(contact).all<ShopView["orders"][number]>();
  return { state: snapshot.state, cart: Object.fromEntries(snapshot.cart.lines.map((l) => [l.productId, l.quantity])), customer: snapshot.customer, orders: results, handoff: null };
}

describe("packs in Claude mode (webhook → actor → fake Messages API)", () => {
  for (const { name, steps } of PACKS_WITH_MODEL) {
    it(name, async () => {
      const contact = newContact();
      const model = modelControl(ANTHROPIC(), await llmUserId(`${PACKS.workspace}:${contact}`));
      await playWithModel(steps, { say: (text) => tell(contact, PACKS, text), view: () => view(contact), script: model.script, requests: model.requests });
    });
  }
});
