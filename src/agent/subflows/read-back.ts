import type { OutboundMessage } from "../../lib/messages";
import { factPhraseIn, fieldWord, joinList, word, type Lang } from "../language";
import { paymentName } from "../replies";
import type { PaymentMethod } from "../session";
import type { FieldName } from "../understand/types";

// What the details subflow says back about what it stored ("Anoté ✅ a nombre de Juan Pérez y
// DNI 30123456.") and how it asks a guessed value back ("¿Tu nombre es Gabi?").

export type Facts = Partial<Record<FieldName, string>> & { fulfilment?: "delivery" | "pickup"; paymentMethod?: PaymentMethod };

/** The label of a stored fact as the read-back names it. */
function factPhrase(field: string, value: string, lang: Lang): string {
  if (lang !== "es") return factPhraseIn(lang, field, value);
  switch (field) {
    case "firstName":
      return `a nombre de ${value}`;
    case "lastName":
      return `apellido ${value}`;
    case "fulfilment":
      return value === "delivery" ? "envío a domicilio" : "retiro en el local";
    case "paymentMethod":
      return value === "cash" ? "pago en efectivo" : `pago con ${paymentName(value)}`;
    case "address":
      return `dirección ${value}`;
    case "apartment":
      return `piso/depto ${value}`;
    default:
      return `${fieldWord(lang, field)} ${value}`;
  }
}

/** "Anoté ✅ a nombre de Juan Pérez y DNI 30123456." */
/** `when`: the time said with the way of handing over ("mañana a la mañana"), said beside it. */
export function readBack(facts: Facts, corrected: boolean, lang: Lang = "es", when: string | null = null): string {
  const f = { ...facts } as Record<string, string>;
  if (f.firstName && f.lastName) {
    f.firstName = `${f.firstName} ${f.lastName}`;
    delete f.lastName;
  }
  const order = ["fulfilment", "firstName", "lastName", "dni", "phone", "email", "city", "neighborhood", "address", "apartment", "paymentMethod"];
  const parts = Object.entries(f)
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([k, v]) => factPhrase(k, v, lang) + (k === "fulfilment" && when ? ` (${when})` : ""));
  return word(lang, corrected ? "readBackCorrected" : "readBack", { facts: joinList(lang, parts) });
}

export function readBackQuestion(field: string, value: string, lang: Lang): OutboundMessage {
  const buttons = [{ id: "details:yes", title: word(lang, "buttonYes") }, { id: "details:no", title: word(lang, "buttonNo") }];
  return { type: "buttons", text: field === "firstName" ? word(lang, "readBackName", { value }) : word(lang, "readBackField", { field: fieldWord(lang, field), value }), buttons };
}

