import { describe, expect, it } from "vitest";
import { answer, claudeRequests, debugState, intent, script, tools, type Scripted } from "../claude-helpers";
import { env, graphRequests, newContact, postWebhook, replyText, say, settle, textMsg, waPayload, wamid } from "../helpers";
import { retailScenarios } from "../scenarios/retail";
import type { Expect, Step } from "../scenarios/types";

// Conversation scenarios played in Claude mode. A step the rules settle must make no call; a
// step they cannot settle carries the model's scripted answers. Money is always checked
// against the catalog: whatever the model said, the order is written by code.

interface ScriptedStep {
  say: string;
  expect: RegExp;
  /** The fake model's answers for this step; absent = the rules must answer with zero calls. */
  claude?: Scripted[];
}

interface ScriptedScenario {
  name: string;
  steps: ScriptedStep[];
  order?: { total: number; fulfilment: "pickup" | "delivery"; paymentMethod: string };
  finalState: string;
}

export const CLAUDE_SCENARIOS: ScriptedScenario[] = [
  {
    name: "a recommendation from the model, then a rules-driven order",
    steps: [
      { say: "hola", expect: /Hola.*Kiosco Don Tito/s },
      {
        say: "qué me recomendás para una juntada con amigos?",
        claude: [intent("product_question", 90, { thread: "info" }), tools(["search_products", { query: "papas" }]), answer("Para una juntada van perfecto las Papas fritas Lays 150 g ($2.800). ¿Te agrego?")],
        expect: /Papas fritas Lays 150 g \(\$2\.800\)/,
      },
      { say: "quiero 2 papas lays", expect: /Agregué 2 Papas fritas Lays 150 g/ },
      { say: "listo", expect: /enviamos o pasás a retirarlo/ },
      { say: "retiro", expect: /A nombre de quién/ },
      { say: "Ana", expect: /DNI/ },
      { say: "28123456", expect: /Cómo vas a pagar/ },
      { say: "efectivo", expect: /Total: \$5\.600/ },
      { say: "sí", expect: /ORD-\d{5} quedó confirmado/ },
    ],
    order: { total: 560000, fulfilment: "pickup", paymentMethod: "cash" },
    finalState: "DONE",
  },
  {
    name: "the model saves a detail the rules missed; code continues to the summary",
    steps: [
      { say: "quiero 2 pepsi", expect: /Agregué 2 Pepsi/ },
      { say: "listo", expect: /enviamos o pasás a retirarlo/ },
      { say: "retiro", expect: /A nombre de quién/ },
      { say: "Juan Pérez", expect: /DNI/ },
      { say: "30.123.456", expect: /Cómo vas a pagar/ },
      {
        say: "no sé, después te lo paso",
        claude: [intent("provide_details", 70, { alternatives: [{ intent: "other", confidence: 40 }] }), tools(["update_customer_info", { paymentMethod: "cash", lastName: "pérez gómez" }]), answer("Dale, lo dejamos en efectivo.")],
        // A surname the model saves in lowercase is stored as the rules store names.
        expect: /Total: \$4\.400.*A nombre de: Juan Pérez Gómez.*Confirmamos/s,
      },
      { say: "sí", expect: /ORD-\d{5} quedó confirmado/ },
    ],
    order: { total: 440000, fulfilment: "pickup", paymentMethod: "cash" },
    finalState: "DONE",
  },
  {
    name: "an info question mid-order is answered by the model and the order resumes",
    steps: [
      { say: "quiero 1 fanta", expect: /Agregué 1 Fanta/ },
      {
        say: "qué me recomendás para una juntada con amigos?",
        claude: [intent("product_question", 88, { thread: "mixed" }), answer("Unas Papas fritas Lays 150 g van bien con la Fanta. Seguimos con tu pedido: ¿agregamos algo más o confirmamos?")],
        expect: /Seguimos con tu pedido/,
      },
      { say: "eso es todo", expect: /enviamos o pasás a retirarlo/ },
    ],
    finalState: "NEEDS_DETAILS",
  },
];

describe("conversation scenarios in Claude mode", () => {
  for (const scenario of CLAUDE_SCENARIOS) {
    it(scenario.name, async () => {
      const contact = newContact();
      let calls = 0;
      for (const [i, step] of scenario.steps.entries()) {
        if (step.claude) await script(contact, step.claude);
        expect((await say(contact, step.say)).status).toBe(200);
        await settle(contact);
        const texts = (await graphRequests(contact)).map(replyText);
        expect(texts.at(-1), `step ${i + 1}: "${step.say}"`).toMatch(step.expect);
        const now = (await claudeRequests(contact)).length;
        if (step.claude) expect(now - calls, `step ${i + 1} should use the scripted calls`).toBe(step.claude.length);
        else expect(now, `step ${i + 1} should make no model call`).toBe(calls);
        calls = now;
      }
      expect((await debugState(contact)).session.state).toBe(scenario.finalState);
      if (scenario.order) {
        const order = await env.DB.prepare("SELECT total, fulfilment, payment_method AS paymentMethod FROM orders WHERE contact = ?").bind(contact).first();
        expect(order).toEqual(scenario.order);
      }
    });
  }
});

// The retail scenario corpus (test/scenarios/retail.ts) replayed in Claude mode. Every turn the
// rules settle must match the deterministic expectations exactly and make no call. A turn they
// cannot settle consults the model, scripted to answer in the clarify band (a clarifying
// question, no state change, like the rules' own uncertain answers): there only the shop-side
// expectations (state, cart, orders, customer data) are checked, since the words differ by design.

async function perform(step: Step, contact: string): Promise<void> {
  const at = () => String(Math.floor(Date.now() / 1000));
  const post = async (messages: Record<string, unknown>[]) => expect((await postWebhook(waPayload(messages))).status).toBe(200);
  if ("say" in step) await post([textMsg(contact, step.say)]);
  else if ("burst" in step) await Promise.all(step.burst.map((text) => post([textMsg(contact, text)])));
  else if ("tap" in step) {
    const kind = step.tap.id.startsWith("product:") ? "list_reply" : "button_reply";
    await post([{ from: contact, id: wamid(), timestamp: at(), type: "interactive", interactive: { type: kind, [kind]: step.tap } }]);
  } else if ("raw" in step) await post([{ from: contact, id: wamid(), timestamp: at(), ...step.raw }]);
  else if ("orderStatus" in step) await env.DB.prepare("UPDATE orders SET status = ? WHERE id = (SELECT MAX(id) FROM orders WHERE contact = ?)").bind(step.orderStatus, contact).run();
}

const fold = (s: string) => s.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "");

async function check(e: Expect, contact: string, replies: string[], consulted: boolean, where: string): Promise<void> {
  const ctx = `${where}${consulted ? " (model consulted)" : ""}\nreplies:\n${replies.join("\n---\n")}`;
  if (!consulted) {
    for (const f of e.reply ?? []) typeof f === "string" ? expect(fold(replies.join("\n")), ctx).toContain(fold(f)) : expect(replies.join("\n"), ctx).toMatch(f);
    for (const f of e.notReply ?? []) typeof f === "string" ? expect(fold(replies.join("\n")), ctx).not.toContain(fold(f)) : expect(replies.join("\n"), ctx).not.toMatch(f);
    if (e.replies !== undefined) expect(replies.length, ctx).toBe(e.replies);
  }
  const { session } = await debugState(contact);
  if (e.state) expect(session.state, ctx).toBe(e.state);
  if (e.cart) expect(Object.fromEntries(session.cart.map((l) => [l.productId, l.quantity])), ctx).toEqual(e.cart);
  if (e.customer) expect(session.customer, ctx).toMatchObject(e.customer);
  const { results } = await env.DB.prepare("SELECT total, status, fulfilment, delivery_fee FROM orders WHERE contact = ? ORDER BY id").bind(contact).all<{ total: number; status: string; fulfilment: string; delivery_fee: number }>();
  if (e.orders !== undefined) expect(results.length, ctx).toBe(e.orders);
  if (e.lastOrder) {
    const { total, status, fulfilment, deliveryFee } = e.lastOrder;
    expect(results.at(-1), ctx).toMatchObject({ ...(total !== undefined && { total }), ...(status && { status }), ...(fulfilment && { fulfilment }), ...(deliveryFee !== undefined && { delivery_fee: deliveryFee }) });
  }
  if (e.handoff) {
    const row = await env.DB.prepare("SELECT trigger FROM handoff_requests WHERE contact = ? ORDER BY created_at DESC LIMIT 1").bind(contact).first<{ trigger: string }>();
    expect(row?.trigger, ctx).toBe(e.handoff);
  }
}

describe("the retail scenario corpus in Claude mode", () => {
  for (const scenario of retailScenarios.filter((s) => (s.workspace ?? "demo") === "demo")) {
    it(scenario.name, async () => {
      const contact = newContact();
      let seen = 0;
      let calls = 0;
      for (const [i, turn] of scenario.turns.entries()) {
        // Queued for whichever turn consults the model; one that the rules settle leaves it there.
        await script(contact, [intent("other", 50)]);
        await perform(turn, contact);
        await settle(contact);
        if (turn.expect?.handoff) await new Promise((r) => setTimeout(r, 50));
        const texts = (await graphRequests(contact)).map(replyText);
        const replies = texts.slice(seen);
        seen = texts.length;
        const now = (await claudeRequests(contact)).length;
        if (turn.expect) await check(turn.expect, contact, replies, now > calls, `${scenario.name} — step ${i + 1}`);
        calls = now;
      }
    });
  }
});
