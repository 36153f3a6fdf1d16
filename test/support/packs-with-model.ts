import { expect } from "vitest";
import { answer, intent, isDetector, tools, toolResults, type ModelRequest, type Scripted } from "./model-script";
import type { ShopView } from "./scenario-expect";

// A packs sale in Claude mode, as data played on either host: what the customer says, what the
// fake model answers (nothing: the rules must settle the turn without a call), and what the
// customer and the shop see. The model acts only through the tools the state offers; code
// renders prices and the summary, and only the customer's own yes places the order.

export interface ModelStep {
  say: string;
  /** The model's scripted answers; absent: the rules answer, with no call. */
  model?: Scripted[];
  reply?: (string | RegExp)[];
  state?: string;
  orders?: { total: number; status: string }[];
  /** Tools the orchestrator is offered (and not offered) in this step. */
  offered?: { has: string[]; not: string[] };
  /** Codes of the tool errors code sent back to the model in this step. */
  toolErrors?: string[];
}

const DATA = "dale, soy Ana, mi celular es 3415556677, mi ciudad es Rosario y mi dirección es Mitre 456";

export const PACKS_WITH_MODEL: { name: string; steps: ModelStep[] }[] = [
  {
    name: "the model answers what the rules cannot, through the gate; code shows the summary and the customer's yes places the order",
    steps: [
      { say: "hola", reply: ["Colchones Sueño Pleno"], state: "conversacion" },
      {
        say: "cuál es la diferencia entre los packs? somos una pareja con un hijo",
        model: [intent("product_question", 90, { thread: "info" }), tools(["get_packs", {}]), answer("Para tres personas te conviene el pack de 2 colchones: sale $699.000 y ahorrás $79.000. ¿Te paso las promos?")],
        reply: ["te conviene el pack de 2 colchones: sale $699.000 y ahorrás $79.000"],
        state: "conversacion",
        offered: { has: ["get_packs", "update_customer_info"], not: ["select_pack", "place_pack_order"] },
      },
      // The promos come in the reply that completes the data.
      { say: DATA, reply: ["Ya tengo todo para el envío a Mitre 456, Rosario", "2 colchones: $699.000 (ahorrás $79.000)"], state: "ofrecer_promos" },
      {
        say: "me quedo con el que conviene para tres personas",
        model: [intent("add_items", 92), tools(["select_pack", { productId: "colchon-2x" }]), answer("¡Buena elección! 🙌")],
        reply: ["¡Buena elección!", "¿Cómo vas a pagar? Aceptamos efectivo, transferencia y Mercado Pago."],
        state: "ofrecer_promos",
        orders: [],
        offered: { has: ["select_pack"], not: ["place_pack_order"] },
      },
      // The payment is the customer's, never assumed: once said, code shows the summary.
      { say: "pago con transferencia", reply: ["Resumen de tu compra", "*Total: $699.000*", "Pago: transferencia", "¿Confirmamos?"], state: "resumen", orders: [] },
      {
        say: "hmm dejame pensarlo",
        model: [intent("confirm", 90), tools(["place_pack_order", {}]), answer("Dale, cuando quieras me confirmás con un sí.")],
        reply: ["cuando quieras me confirmás con un sí"],
        state: "resumen",
        orders: [],
        toolErrors: ["no_explicit_yes"],
      },
      { say: "sí", reply: [/Tu pedido ORD-\d{5} quedó confirmado: 2 colchones, total \$699\.000/], state: "compra_confirmada", orders: [{ total: 69900000, status: "confirmed" }] },
    ],
  },
  {
    name: "a confident 'how do I buy one' is done by code with one detector call; data the model saves asks for what is missing",
    steps: [
      { say: "che y cómo hago para tener uno de esos?", model: [intent("checkout", 93)], reply: ["¡Genial!", "necesito tu nombre, un teléfono, tu ciudad y tu dirección"], state: "collecting_data" },
      {
        say: "es para mi vieja, que le dicen Marta y anda por Funes",
        model: [intent("provide_details", 88), tools(["update_customer_info", { firstName: "Marta", city: "Funes" }]), answer("¡Anotado!")],
        reply: ["¡Anotado!", "tu teléfono y tu dirección"],
        state: "collecting_data",
      },
    ],
  },
];

/** One environment's way to talk to the shop, the fake model, and read what the shop holds. */
export interface ModelHostIO {
  say(text: string): Promise<string[]>;
  view(): Promise<ShopView>;
  script(responses: Scripted[]): Promise<void>;
  requests(): Promise<ModelRequest[]>;
}

export async function playWithModel(steps: ModelStep[], io: ModelHostIO): Promise<void> {
  let seen = (await io.requests()).length;
  for (const [i, step] of steps.entries()) {
    if (step.model) await io.script(step.model);
    const replies = await io.say(step.say);
    const requests = (await io.requests()).slice(seen);
    seen += requests.length;
    const where = `step ${i + 1} "${step.say}"\nreplies:\n${replies.join("\n---\n")}`;
    expect(requests.length, `${where}\nmodel calls`).toBe(step.model?.length ?? 0);
    for (const f of step.reply ?? []) typeof f === "string" ? expect(replies.join("\n"), where).toContain(f) : expect(replies.join("\n"), where).toMatch(f);
    const view = await io.view();
    if (step.state) expect(view.state, where).toBe(step.state);
    if (step.orders) expect(view.orders.map(({ total, status }) => ({ total, status })), where).toEqual(step.orders);
    if (step.offered) {
      const offered = requests.find((r) => !isDetector(r))!.body.tools!.map((t) => t.name);
      expect(offered, where).toEqual(expect.arrayContaining(step.offered.has));
      for (const name of step.offered.not) expect(offered, where).not.toContain(name);
    }
    if (step.toolErrors) {
      const errors = requests.flatMap(toolResults).filter((r) => r.is_error).map((r) => (JSON.parse(r.content ?? "{}") as { code?: string }).code);
      expect(errors, where).toEqual(step.toolErrors);
    }
  }
}
