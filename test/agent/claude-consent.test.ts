import { describe, expect, it } from "vitest";
import { llmUserId } from "../../src/agent/claude/client";
import { kinds } from "../../src/agent/kinds";
import { kioskWithOrder } from "../support/claude-kiosk";
import { ConversationHost } from "../support/conversation-host";
import { useFakeModel } from "../support/fake-model";
import { PACKS } from "../support/demo-shops";
import { answer, intent, isDetector, modelControl, tools } from "../support/model-script";

// In Claude mode the model cannot cancel, reopen or replace a placed order without the
// customer's own yes to that question: the tools refuse in code (ctx.consent, set only from the
// customer's answer read by the rules), change nothing, and code asks the question instead of
// the model's words. The customer's "sí" to it then acts, with no model call.

const fake = useFakeModel();

describe("destructive actions in Claude mode need the customer's own yes", () => {
  it("the model's cancel_order changes nothing; code asks; the customer's yes cancels with no model call", async () => {
    const { host, model } = await kioskWithOrder(fake, "5491166660001");
    await model.script([intent("cancel_order", 91), tools(["cancel_order", {}]), answer("Listo, te lo cancelé 👍")]);
    const replies = await host.say("mirá, surgió algo y al final no voy a poder pasar");
    expect(host.orders().map((o) => o.status)).toEqual(["confirmed"]);
    expect(replies.join("\n")).toMatch(/¿Cancelo tu pedido ORD-\d{5} de \$4\.400\?/);
    expect(replies.join("\n")).not.toContain("te lo cancelé");
    const offered = (await model.requests()).find((r) => !isDetector(r))!.body.tools!.map((t) => t.name);
    expect(offered).toContain("cancel_order");

    const before = (await model.requests()).length;
    const done = await host.say("sí");
    expect(host.orders().map((o) => o.status)).toEqual(["cancelled"]);
    expect(done.join("\n")).toContain("cancelé tu pedido");
    expect((await model.requests()).length).toBe(before);
  });

  it("a 'sí' to something else is not a yes to reopening: modify_order asks first", async () => {
    const { host, model } = await kioskWithOrder(fake, "5491166660002");
    await model.script([intent("modify_order", 90), tools(["modify_order", {}]), answer("Reabrí tu pedido.")]);
    const replies = await host.say("sí, cambialo todo porfa, quiero otra cosa");
    expect(host.orders().map((o) => o.status)).toEqual(["confirmed"]);
    expect(host.session.cart).toEqual([]);
    expect(replies.join("\n")).toContain("¿Reabro tu pedido");
    await host.say("no");
    expect(host.orders().map((o) => o.status)).toEqual(["confirmed"]);
  });

  it("packs: the model's select_pack on a confirmed purchase replaces nothing until the customer says yes", async () => {
    const contact = "5493416660003";
    const host = new ConversationHost({ kind: kinds.get("packs"), shop: PACKS, llm: fake.llm, contact });
    const model = modelControl(fake.url, await llmUserId(`${PACKS.workspaceId}:${contact}`));
    for (const say of ["hola quiero comprar", "soy Ana, mi celular es 3415556677, mi ciudad es Rosario y mi dirección es Mitre 456", "pasame las promos", "el de 2", "efectivo", "sí"]) await host.say(say);
    expect(host.orders().map((o) => [o.status, o.total])).toEqual([["confirmed", 69900000]]);
    await model.script([intent("add_items", 90), tools(["select_pack", { productId: "colchon-3x" }]), answer("¡Listo, te lo cambié!")]);
    const replies = await host.say("che y si somos tres en casa qué me conviene?");
    expect(host.orders().map((o) => [o.status, o.total])).toEqual([["confirmed", 69900000]]);
    expect(replies.join("\n")).toMatch(/¿Cambio tu pedido ORD-\d{5} \(2 colchones\) por 3 colchones, total \$949\.000\?/);
    await host.say("sí");
    expect(host.orders().map((o) => [o.status, o.total])).toEqual([
      ["cancelled", 69900000],
      ["confirmed", 94900000],
    ]);
  });
});
