import { describe, expect, it } from "vitest";
import { answer, claudeRequests, debugState, intent, isDetector, isOrchestrator, script, toolResults, tools } from "../claude-helpers";
import { converse, env, newContact, waitFor } from "../helpers";
import { playScenario } from "../scenarios/runner";

// Claude mode through the real webhook path: which turns call the model, and what each band of
// the detector's confidence does. Messages the rules cannot settle are chosen on purpose.

const ORDER_FLOW = ["hola", "quiero 2 pepsi", "listo", "retiro", "Juan Pérez", "30.123.456", "efectivo", "sí"];

describe("Claude mode: fast path", () => {
  it("a whole order the rules understand makes zero model calls", async () => {
    const contact = newContact();
    const texts = await converse(contact, ORDER_FLOW);
    expect(texts.at(-1)).toMatch(/Tu pedido ORD-\d{5} quedó confirmado/);
    expect(await claudeRequests(contact)).toHaveLength(0);
    const order = await env.DB.prepare("SELECT total FROM orders WHERE contact = ?").bind(contact).first<{ total: number }>();
    expect(order!.total).toBe(440000);
  });

  it("an explicit request for a person hands off with zero calls", async () => {
    const contact = newContact();
    const texts = await converse(contact, ["quiero hablar con una persona"]);
    expect(texts.at(-1)).toMatch(/persona/);
    expect((await debugState(contact)).session.state).toBe("HANDOFF");
    expect(await claudeRequests(contact)).toHaveLength(0);
  });
});

describe("Claude mode: the detector's bands", () => {
  it("≥ proceed: the orchestrator runs a 3-round tool loop; prices and the cart come from code", async () => {
    const contact = newContact();
    await script(contact, [
      intent("add_items", 92),
      tools(["search_products", { query: "naranja" }]),
      tools(["add_to_cart", { productId: "fanta-15", quantity: 2 }]),
      answer("Listo, te sumé 2 Fanta 1,5 L a $2.300 cada una. ¿Algo más?"),
    ]);
    const texts = await converse(contact, ["che y de naranja tenés algo? mandame dos de esas"]);
    expect(texts.at(-1)).toBe("Listo, te sumé 2 Fanta 1,5 L a $2.300 cada una. ¿Algo más?");
    const { session } = await debugState(contact);
    expect(session.state).toBe("COLLECTING_ORDER");
    expect(session.cart).toEqual([expect.objectContaining({ productId: "fanta-15", quantity: 2, unitPrice: 230000 })]);

    const reqs = await claudeRequests(contact);
    expect(reqs.map((r) => (isDetector(r) ? "detector" : "orchestrator"))).toEqual(["detector", "orchestrator", "orchestrator", "orchestrator"]);
    expect(reqs[0].body.model).toBe("claude-haiku-4-5");
    expect(reqs[1].body.model).toBe("claude-sonnet-4-6");
    // Each tool_result follows, in the next user message, the tool_use it answers.
    for (const i of [2, 3]) {
      const msgs = reqs[i].body.messages;
      const use = (msgs.at(-2)!.content as { type: string; id: string }[]).find((c) => c.type === "tool_use")!;
      expect(msgs.at(-2)!.role).toBe("assistant");
      expect(toolResults(reqs[i])[0].tool_use_id).toBe(use.id);
      expect(toolResults(reqs[i])[0].is_error).toBeUndefined();
    }
    // Tools follow the state: IDLE offers no cart edits; after the first add the next round does.
    const offered = (i: number) => reqs[i].body.tools!.map((t) => t.name);
    expect(offered(1)).toContain("add_to_cart");
    expect(offered(1)).not.toContain("update_cart_item");
    expect(offered(1)).not.toContain("confirm_order");
    expect(offered(3)).toContain("update_cart_item");
  });

  it("re-analyse band: the orchestrator gets the alternatives and the whole history", async () => {
    const contact = newContact();
    await converse(contact, ["hola", "quiero 2 pepsi", "y una fanta", "quiero 1 sprite", "sumale 2 alfajores jorgito"]);
    await script(contact, [intent("add_items", 70, { alternatives: [{ intent: "product_question", confidence: 55 }], thread: "mixed" }), answer("¿Querés que te agregue algo más?")]);
    const texts = await converse(contact, ["y lo otro que te dije la otra vez?"]);
    expect(texts.at(-1)).toBe("¿Querés que te agregue algo más?");
    const orchestrator = (await claudeRequests(contact)).filter(isOrchestrator);
    expect(orchestrator).toHaveLength(1);
    const system = orchestrator[0].body.system as { text: string }[];
    expect(system[1].text).toContain("alternativas: product_question (55)");
    expect(system[1].text).toMatch(/no es segura/);
    // More history: the conversation back to its first message, not only the recent entries.
    expect(JSON.stringify(orchestrator[0].body.messages[0].content)).toContain("hola");
  });

  it("clarify band: one detector call and a clarifying question built by code", async () => {
    const contact = newContact();
    await script(contact, [intent("add_items", 50, { alternatives: [{ intent: "store_info", confidence: 40 }] })]);
    const texts = await converse(contact, ["y eso cómo sería entonces?"]);
    expect(texts.at(-1)).toMatch(/¿Querés agregar productos a tu pedido o saber horarios, envíos o medios de pago\?/);
    expect(await claudeRequests(contact)).toHaveLength(1);
  });

  it("below clarify: a low-confidence handoff with its reason on record", async () => {
    const contact = newContact();
    await script(contact, [intent("other", 20)]);
    const texts = await converse(contact, ["y eso cómo sería entonces?"]);
    expect(texts.at(-1)).toMatch(/persona/);
    expect((await debugState(contact)).session.state).toBe("HANDOFF");
    const row = await waitFor(
      () => env.DB.prepare("SELECT trigger, reason FROM handoff_requests WHERE contact = ?").bind(contact).first<{ trigger: string; reason: string }>(),
      (r) => !!r,
    );
    expect(row).toMatchObject({ trigger: "low_confidence" });
    expect(row!.reason).toMatch(/confianza 20/);
  });

  it("a confident checkout is done by code without an orchestrator call", async () => {
    const contact = newContact();
    await converse(contact, ["quiero 2 pepsi"]);
    await script(contact, [intent("checkout", 93)]);
    const texts = await converse(contact, ["ya está, con eso me arreglo"]);
    expect(texts.at(-1)).toMatch(/enviamos o pasás a retirarlo/);
    expect((await claudeRequests(contact)).map(isDetector)).toEqual([true]);
  });
});

describe("Claude mode: caching and audit", () => {
  it("cache_control marks the static prefix only, and the second call reads the cache", async () => {
    const contact = newContact();
    await script(contact, [intent("product_question", 90), tools(["get_categories", {}]), answer("Tenemos bebidas, golosinas y snacks.")]);
    await converse(contact, ["qué me recomendás para una juntada con amigos?"]);
    const [first, second] = (await claudeRequests(contact)).filter(isOrchestrator);
    const system = first.body.system as { text: string; cache_control?: unknown }[];
    expect(system).toHaveLength(2);
    expect(system[0].cache_control).toEqual({ type: "ephemeral" });
    expect(system[0].text).toContain("Kiosco Don Tito");
    // The shop's categories, never its products: the model searches (a turn never lists the catalog).
    expect(system[0].text).toContain("Bebidas (6)");
    expect(system[0].text).not.toContain("Pepsi 1,5 L");
    expect(system[1].cache_control).toBeUndefined();
    expect(system[1].text).toContain("Estado: IDLE");
    expect(first.body.tools!.some((t) => t.cache_control)).toBe(false);
    expect(JSON.stringify(first.body.messages)).not.toContain("cache_control");
    // Same state, same prefix: read from the cache the first call wrote (or an earlier test did).
    expect(first.response!.usage!.cache_creation_input_tokens + first.response!.usage!.cache_read_input_tokens).toBeGreaterThan(1000);
    expect(second.response!.usage!.cache_read_input_tokens).toBeGreaterThan(1000);
  });

  it("every model call lands in turn_audit as an llm_call row with tokens, cache use, latency and model", async () => {
    const contact = newContact();
    await script(contact, [intent("product_question", 90), tools(["get_categories", {}]), answer("Tenemos bebidas, golosinas y snacks.")]);
    await converse(contact, ["qué me recomendás para una juntada con amigos?"]);
    const conversation = `demo:demo-wa:${contact}`;
    type Row = { kind: string; model: string; intent: string; confidence: number; input_tokens: number; output_tokens: number; cache_write_tokens: number; cache_read_tokens: number; latency_ms: number; detail: string };
    const rows = await waitFor(
      async () => (await env.DB.prepare("SELECT * FROM turn_audit WHERE conversation = ? AND kind = 'llm_call' ORDER BY id").bind(conversation).all<Row>()).results,
      (r) => r.length === 3,
    );
    expect(rows.map((r) => [r.model, r.detail])).toEqual([
      ["claude-haiku-4-5", "intent"],
      ["claude-sonnet-4-6", "orchestrator"],
      ["claude-sonnet-4-6", "orchestrator"],
    ]);
    for (const r of rows) {
      expect(r).toMatchObject({ intent: "product_question", confidence: 90 });
      expect(r.input_tokens).toBeGreaterThan(0);
      expect(r.output_tokens).toBeGreaterThan(0);
      expect(r.latency_ms).toBeGreaterThanOrEqual(0);
    }
    expect(rows[1].cache_write_tokens + rows[1].cache_read_tokens).toBeGreaterThan(0);
    const turn = await env.DB.prepare("SELECT intent, confidence FROM turn_audit WHERE conversation = ? AND kind = 'turn'").bind(conversation).first();
    expect(turn).toEqual({ intent: "product_question", confidence: 90 });
    const { session } = await debugState(contact);
    expect(session.tokens.input).toBe(rows.reduce((n, r) => n + r.input_tokens, 0));
  });
});

describe("Claude mode: the detector's reading routes the agent stack", () => {
  it("order_status from the detector goes to support: the status the back office set, no orchestrator call", async () => {
    const contact = newContact();
    await playScenario({ name: "an order, then the back office prepares it", turns: [...ORDER_FLOW.map((say) => ({ say })), { orderStatus: "preparing" }] }, contact);
    await script(contact, [intent("order_status", 93), answer("¡Ya salió! 🛵")]);
    const texts = await converse(contact, ["che y lo mío para cuándo?"]);
    expect(texts.at(-1)).toMatch(/Todavía no: tu pedido ORD-\d{5} se está preparando/);
    expect(texts.join("\n")).not.toContain("Ya salió");
    expect((await claudeRequests(contact)).map((r) => (isDetector(r) ? "detector" : "orchestrator"))).toEqual(["detector"]);
    const audit = await env.DB.prepare("SELECT detail FROM turn_audit WHERE conversation LIKE ? AND kind = 'turn' ORDER BY created_at DESC, id DESC LIMIT 1").bind(`%:${contact}`).first<string>("detail");
    expect(audit).toContain("agents: support");
  });
});
