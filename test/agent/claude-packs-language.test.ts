import { describe, expect, it } from "vitest";
import { llmUserId } from "../../src/agent/claude/client";
import { kinds } from "../../src/agent/kinds";
import { ConversationHost } from "../support/conversation-host";
import { useFakeModel } from "../support/fake-model";
import { PACKS } from "../support/demo-shops";
import { answer, intent } from "../support/model-script";
import { modelControl } from "../support/model-script";

// The packs shop's Claude path speaks the conversation's language (issue 14): what code says for
// the model (a checkout done by code, a recap when the model's text is held back) comes from the
// es/en/pt catalog, never a Spanish line in an English or Portuguese conversation.

const fake = useFakeModel();

async function host(i: number) {
  const h = new ConversationHost({ kind: kinds.get("packs"), shop: PACKS, llm: fake.llm, contact: `54934166600${i}${Date.now() % 1000}` });
  const model = modelControl(fake.url, await llmUserId(`${PACKS.workspaceId}:${h.contact}`));
  return { h, model };
}

describe("packs in Claude mode, in the customer's language", () => {
  it("a checkout done by code says 'Great!' in English and 'Legal!' in Portuguese, never '¡Genial!'", async () => {
    const en = await host(1);
    await en.h.say("hello, good morning");
    await en.model.script([intent("checkout", 93)]);
    const english = (await en.h.say("so how do I get one of those?")).join("\n");
    expect(english).toContain("Great!");
    expect(english).toContain("your name");
    expect(english).not.toMatch(/Genial|necesito/);

    const pt = await host(2);
    await pt.h.say("olá, bom dia");
    await pt.model.script([intent("checkout", 93)]);
    const portuguese = (await pt.h.say("e como faço para ter um desses?")).join("\n");
    expect(portuguese).toContain("Legal!");
    expect(portuguese).not.toMatch(/Genial|necesito/);
  });

  it("a recap after the model's unfounded text asks what is missing in English", async () => {
    const en = await host(3);
    await en.h.say("hi, I want to buy a mattress, send me the offers");
    await en.model.script([intent("other", 90), answer("Sure, that one is $5 with a free pillow.")]);
    const before = (await en.model.requests()).length;
    const replies = (await en.h.say("hmm and what else comes with the thing you mentioned before")).join("\n");
    // The model was asked (detector and orchestrator): the reply is code's recap, not the rules'.
    expect((await en.model.requests()).length - before).toBe(2);
    expect(replies).not.toContain("$5");
    expect(replies).toMatch(/need your name|your name/);
    expect(replies).not.toMatch(/Me falta|tu nombre/);
  });
});
