import type { AgentDefinitionInput } from "../../../../src/agent/definition";

/**
 * A shop that only informs over WhatsApp: hours, address, delivery and payment come from its
 * profile; anything that looks like an order goes to a person. Used only by the tests, to prove
 * that a kind is one folder and one registry line.
 */
export const info: AgentDefinitionInput = {
  id: "info",
  name: "Solo información (los pedidos los toma una persona)",
  initialState: "charla",
  states: {
    charla: {
      description: "Respondiendo consultas sobre el local.",
      tools: ["get_commerce_profile", "get_payment_methods", "request_handoff"],
      transitions: ["persona"],
    },
    persona: {
      description: "Una persona atiende; el agente no responde.",
      tools: [],
      transitions: ["charla"],
      silent: true,
    },
  },
  requiredFields: { always: [] },
  handoff: { state: "persona" },
  thresholds: { proceed: 85, reanalyse: 60, clarify: 40 },
  confirmationTtlMs: 30 * 60_000,
  timers: [{ id: "more_questions", state: "charla", afterMs: 60 * 60_000, action: "ask_more", when: "answered", template: "followup" }],
  prompts: {
    persona: "Sos el asistente de WhatsApp de {shop}. Respondés consultas sobre el local en español rioplatense, breve y sin inventar nada.",
    rules: ["No tomás pedidos: si el cliente quiere comprar, usá request_handoff."],
  },
};
