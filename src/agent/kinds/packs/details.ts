import type { DetailsSubflow } from "../../subflows/details";
import { PACKS_OPTIONAL, packsData } from "./data";
import { askPayment, knownPayment } from "./payment";
import { askMissing, startCollecting } from "./steps";

// The data step of the packs sale, declared as the shared details subflow
// (src/agent/subflows/details.ts): name, phone, city and address before the promos; surname,
// barrio, floor/flat and email kept when given. Asked in the packs shop's own words.

export const packsDetails: DetailsSubflow = {
  fields: [
    { field: "firstName", whenStuck: "take_as_is" },
    { field: "phone", whenStuck: "handoff" },
    { field: "city", whenStuck: "take_as_is" },
    { field: "address", whenStuck: "take_as_is" },
    // How they pay: read whenever it is named, asked once a pack is chosen (payment.ts).
    { field: "payment", required: (t) => t.state === "ofrecer_promos" && packsData(t.session).pack !== null, auto: (t) => knownPayment(t) !== null, whenStuck: "handoff" },
  ],
  optional: [...PACKS_OPTIONAL],
  // t35a 072: a sale of a few details never asks the same read-back twice.
  readBackOnce: true,
  active: (t) => t.state === "collecting_data",
  ask: (t, missing, lead) => (missing[0] === "payment" ? askPayment(t, lead) : askMissing(t, lead, missing[0])),
  async save(t, facts) {
    if (t.state === "conversacion") await startCollecting(t);
    const saved = await t.call("update_customer_info", facts);
    return saved.ok ? null : saved.error;
  },
};
