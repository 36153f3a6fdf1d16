import { defineKind, type Conditions } from "../kind";
import { packs } from "../definitions/packs";
import { packsPolicy } from "../policies/packs";
import { PACKS_OPTIONAL, PACKS_REQUIRED, packsData } from "../policies/packs-data";
import { packsTimers } from "../policies/packs-timers";
import type { Session } from "../session";
import { packTools } from "../tools/packs";

function requiredPresent(s: Session): number {
  return PACKS_REQUIRED.filter((f) => !!s.customer[f]).length;
}

/** The packs shop: minimum data before promos, promos before a summary, a summary before an order. */
const conditions: Conditions = {
  required_data: (s) => requiredPresent(s) === PACKS_REQUIRED.length,
  data_complete: (s) => requiredPresent(s) === PACKS_REQUIRED.length,
  no_data: (s) => [...PACKS_REQUIRED, ...PACKS_OPTIONAL].every((f) => !s.customer[f]),
  partial_data: (s) => {
    const n = requiredPresent(s);
    return n < PACKS_REQUIRED.length && (n > 0 || PACKS_OPTIONAL.some((f) => !!s.customer[f]));
  },
  promos_offered: (s) => packsData(s).promosOfferedAt !== null,
  pack_selected: (s) => packsData(s).pack !== null && s.cart.length === 1 && s.cart[0].productId === packsData(s).pack,
  summary_sent: (s) => packsData(s).summarySentAt !== null,
  order_placed: (s) => packsData(s).orderNumber !== null,
};

/** One product sold in packs of 1, 2 and 3 (the demo: a mattress). */
export const packsKind = defineKind({
  definition: packs,
  tools: packTools,
  conditions,
  rules: packsPolicy,
  timers: packsTimers,
  stateLabels: {
    conversacion: "Conversando",
    collecting_data: "Pidiendo datos",
    ofrecer_promos: "Promos ofrecidas",
    resumen: "Esperando confirmación",
    compra_confirmada: "Compra confirmada",
    humano: "Con una persona",
  },
});
