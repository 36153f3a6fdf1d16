import { defineKind } from "../../kind";
import { withUnreadNamed } from "../../subflows/accounting";
import { withStuckDetection } from "../../subflows/escalation";
import { routed } from "../../stack/router";
import { fold } from "../../../lib/fold";
import { saysCity } from "./ahead";
import { namesPack } from "./parse-pack";
import { packsAgents } from "./agents";
import { packsConditions } from "./data";
import { packs } from "./definition";
import { packsTimers } from "./followups";
import { packsModel } from "./model";
import { packTools } from "./tools";

/** One product sold in packs of 1, 2 and 3 (the demo: a mattress). */
export const packsKind = defineKind({
  definition: packs,
  tools: packTools,
  conditions: packsConditions,
  // Every batch goes through the agent stack (sales runs packsRules); the subflows wrap them all.
  rules: withStuckDetection(withUnreadNamed(routed(packsAgents), (part) => saysCity(part) || namesPack(fold(part).toLowerCase()))),
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
