import type { AgentDefinitionInput } from "../../definition";

const INFO = ["get_commerce_profile", "get_payment_methods", "get_packs", "request_handoff"];
const DATA = ["get_customer_info", "update_customer_info"];

/**
 * One product sold in packs (the demo: a mattress in packs of 1, 2 and 3). The order of the
 * sale is enforced in code: promos need the minimum data, a summary needs the promos, a
 * confirmed purchase needs the summary (each state's `requires`, checked on every move).
 */
export const packs: AgentDefinitionInput = {
  id: "packs",
  name: "Packs (un producto en packs de 1, 2 y 3)",
  initialState: "conversacion",
  states: {
    conversacion: {
      description: "Charla inicial: qué vendemos, envíos, dudas.",
      tools: [...INFO, ...DATA, "get_order_details"],
      transitions: ["collecting_data", "humano"],
    },
    collecting_data: {
      description: "Pidiendo nombre, teléfono, ciudad y dirección (apellido, barrio, depto y correo opcionales).",
      tools: [...INFO, ...DATA],
      transitions: ["ofrecer_promos", "conversacion", "humano"],
    },
    ofrecer_promos: {
      description: "Promos mostradas; esperando que elija un pack.",
      tools: [...INFO, ...DATA, "select_pack"],
      transitions: ["resumen", "collecting_data", "conversacion", "humano"],
      requires: ["required_data"],
    },
    resumen: {
      description: "Resumen del pack elegido mostrado; esperando un sí.",
      tools: [...INFO, ...DATA, "select_pack", "place_pack_order"],
      transitions: ["compra_confirmada", "ofrecer_promos", "conversacion", "humano"],
      requires: ["required_data", "promos_offered", "pack_selected"],
    },
    compra_confirmada: {
      description: "Pedido escrito; puede cambiar de pack o cancelarlo mientras no se procese.",
      tools: [...INFO, "get_customer_info", "get_order_details", "cancel_order", "select_pack"],
      transitions: ["resumen", "conversacion", "humano"],
      requires: ["summary_sent", "order_placed"],
    },
    humano: {
      description: "Una persona atiende; el agente no responde.",
      tools: ["get_customer_info", "get_order_details"],
      transitions: ["conversacion", "collecting_data"],
      silent: true,
    },
  },
  // "departamento" is the apartment (piso/depto), as it is read in Argentina.
  requiredFields: { always: ["firstName", "phone", "city", "address"], delivery: [], optional: ["lastName", "neighborhood", "apartment", "email"] },
  handoff: { state: "humano", consecutiveToolErrors: 2, onStrongAnger: true },
  thresholds: { proceed: 85, reanalyse: 60, clarify: 40 },
  confirmationTtlMs: 30 * 60_000,
  // The promos come in the reply that completes the data (rules.ts), so no timer waits for them.
  timers: [
    { id: "pending_nudge", state: "collecting_data", afterMs: 6 * 60_000, action: "nudge_pending", when: "no_data", template: "followup" },
    { id: "missing_data", state: "collecting_data", afterMs: 6 * 60_000, action: "ask_missing", when: "partial_data", template: "followup" },
    { id: "auto_order", state: "ofrecer_promos", afterMs: 10 * 60_000, action: "auto_order", when: "promos_offered", template: "followup" },
  ],
  prompts: {
    persona: "Sos el asistente de ventas por WhatsApp de {shop}. Hablás en español rioplatense, cálido y breve, sin inventar nada.",
    rules: [
      "Precios, ahorros y totales salen solo de las herramientas.",
      "No ofrezcas las promos sin nombre, teléfono, ciudad y dirección.",
      "Confirmá la compra solo después de mostrar el resumen y de un sí explícito.",
    ],
  },
};
