import type { TurnEngine } from "../../engine";
import { text } from "../../replies";
import type { Understanding } from "../../understand/types";
import { askField } from "./replies";

// The customer's details on the way to a summary: personal data, delivery and payment, saved
// through update_customer_info (which validates them), corrections included.

export type DetailsResult = "none" | "captured" | "invalid";

/** Personal data, delivery and payment: saved through the tools, corrections included. */
export async function captureDetails(t: TurnEngine, u: Understanding): Promise<DetailsResult> {
  const fields = { ...u.fields } as Record<string, string>;
  if (u.fulfilment) fields.fulfilment = u.fulfilment;
  if (u.paymentMethod) fields.paymentMethod = u.paymentMethod;
  const invalid = Object.entries(u.invalidFields);
  if (!Object.keys(fields).length && !invalid.length) return "none";
  t.intent(u.correction ? "correction" : "provide_details");

  if (t.state === "IDLE" || t.state === "DONE") {
    // No order open: remember it for later without writing anything.
    for (const [k, v] of Object.entries(u.fields)) t.session.customer[k as keyof typeof t.session.customer] = v;
    if (u.fulfilment) t.session.fulfilment = u.fulfilment;
    if (u.paymentMethod) t.session.paymentMethod = u.paymentMethod;
    if (invalid.length) t.say(text(`Ojo: ${invalid.map(([, reason]) => reason).join("; ")}.`));
    return Object.keys(fields).length ? "captured" : "invalid";
  }

  if (Object.keys(fields).length) {
    t.moveVia(["AWAITING_CONFIRMATION", "COLLECTING_ORDER", "NEEDS_DETAILS"]);
    const result = await t.call("update_customer_info", fields);
    if (!result.ok) {
      t.say(text(`No pude guardar ese dato: ${result.error}`));
      return "invalid";
    }
  }
  if (invalid.length) {
    const [field, reason] = invalid[0];
    t.moveVia(["AWAITING_CONFIRMATION", "COLLECTING_ORDER", "NEEDS_DETAILS"]);
    t.session.expecting = field as typeof t.session.expecting;
    const ask = askField(field, t.ports.profile);
    t.say(text(`Mmm, ${reason}. ${ask.type === "text" ? ask.text : ""}`.trim()));
    return "invalid";
  }
  if (t.session.expecting && (fields[t.session.expecting] || (t.session.expecting === "payment" && fields.paymentMethod))) t.session.expecting = null;
  if (u.correction) t.say(text(`Corregido ✅`));
  return "captured";
}

