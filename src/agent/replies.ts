import type { OutboundMessage } from "../lib/messages";
import { formatMoney } from "../lib/money";
import type { CommerceProfile } from "../lib/commerce-profile";
import type { CartTotals } from "./cart-math";
import { describeHours } from "./hours";
import type { Product } from "./ports";
import type { CartLine, Session } from "./session";
import type { InfoTopic } from "./understand/types";

// What every kind of shop says the same way, rendered from raw data (tools never format text).
// A kind's own sentences live in its folder (kinds/<kind>/replies.ts).

export const text = (t: string): OutboundMessage => ({ type: "text", text: t });

export const ONLY_TEXT = "Por ahora solo leo mensajes de texto 🙏 ¿Me lo escribís?";
export const THANKS = "¡Gracias a vos! Cualquier cosa, escribime por acá. 😊";

/** "¡Hola, Ana!" once the name is known, else "¡Hola!". */
export function hello(session: Session): string {
  return session.customer.firstName ? `¡Hola, ${session.customer.firstName}!` : "¡Hola!";
}

export const FIELD_LABELS: Record<string, string> = {
  firstName: "nombre",
  lastName: "apellido",
  dni: "DNI",
  address: "dirección",
  phone: "teléfono",
  email: "email",
  city: "ciudad",
  fulfilment: "forma de entrega",
  payment: "medio de pago",
};

const PAYMENT_NAMES: Record<string, string> = { cash: "efectivo", transfer: "transferencia", mercadopago: "Mercado Pago" };

export function paymentName(method: string | null | undefined): string {
  return method ? (PAYMENT_NAMES[method] ?? method) : "a definir";
}

export function itemPhrase(l: { quantity: number; name: string }): string {
  return `${l.quantity} ${l.name}`;
}

export function cartPhrase(cart: CartLine[]): string {
  return listJoin(cart.map(itemPhrase));
}

export function cartLines(totals: CartTotals, currency: string): string {
  return totals.lines.map((l) => `• ${l.quantity} × ${l.name} (${formatMoney(l.unitPrice, currency)} c/u) = ${formatMoney(l.lineTotal, currency)}`).join("\n");
}

export function infoAnswer(topic: InfoTopic, profile: CommerceProfile, currency: string, isOpen: boolean, catalog: Product[]): string {
  switch (topic) {
    case "hours":
      return `Abrimos ${describeHours(profile.hours)}. ${isOpen ? "Ahora estamos abiertos." : "Ahora estamos cerrados, pero podés dejar tu pedido."}`;
    case "address":
      return `Estamos en ${profile.address}.`;
    case "delivery": {
      const d = profile.delivery;
      if (!d.enabled) return "Por ahora no hacemos envíos; podés pasar a retirar por el local.";
      const fee = d.fee ? `El envío cuesta ${formatMoney(d.fee, currency)}` : "El envío es gratis";
      const free = d.freeFrom !== null && d.fee ? ` y es gratis desde ${formatMoney(d.freeFrom, currency)}` : "";
      return `Sí, hacemos envíos${d.area ? ` ${d.area}` : ""}. ${fee}${free}.${d.eta ? ` Tarda ${d.eta}.` : ""}`;
    }
    case "payment":
      return `Aceptamos ${listJoin(profile.paymentMethods.map(paymentName))}.${profile.transferAlias && profile.paymentMethods.includes("transfer") ? ` Alias para transferir: ${profile.transferAlias}.` : ""}`;
    case "catalog":
    case "prices": {
      const byCategory = new Map<string, Product[]>();
      for (const p of catalog) byCategory.set(p.category, [...(byCategory.get(p.category) ?? []), p]);
      const parts = [...byCategory].map(([cat, ps]) => `${cat}: ${ps.map((p) => `${p.name} ${formatMoney(p.price, currency)}`).join(", ")}`);
      return `Esto es lo que tenemos:\n${parts.join("\n")}`;
    }
  }
}

export function listJoin(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} y ${items[items.length - 1]}`;
}
