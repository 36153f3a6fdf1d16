import { defineKind } from "../../kind";
import { withUnreadNamed } from "../../subflows/accounting";
import { withStuckDetection } from "../../subflows/escalation";
import { packsConditions } from "./data";
import { packs } from "./definition";
import { packsTimers } from "./followups";
import { packsModel } from "./model";
import { packsRules } from "./rules";
import { packTools } from "./tools";

/** One product sold in packs of 1, 2 and 3 (the demo: a mattress). */
export const packsKind = defineKind({
  definition: packs,
  tools: packTools,
  conditions: packsConditions,
  rules: withStuckDetection(withUnreadNamed(packsRules)),
  timers: packsTimers,
  model: packsModel,
  stateLabels: {
    conversacion: "Conversando",
    collecting_data: "Pidiendo datos",
    ofrecer_promos: "Promos ofrecidas",
    resumen: "Esperando confirmación",
    compra_confirmada: "Compra confirmada",
    humano: "Con una persona",
  },
});
