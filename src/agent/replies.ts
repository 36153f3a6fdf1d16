import type { OutboundMessage } from "../lib/messages";
import { formatMoney } from "../lib/money";
import type { CartTotals } from "./cart-math";
import type { CartLine, Session } from "./session";

// What every kind of shop says the same way, rendered from raw data (tools never format text).
// A kind's own sentences live in its folder (kinds/<kind>/replies.ts).

export const text = (t: string): OutboundMessage => ({ type: "text", text: t });

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

export function listJoin(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} y ${items[items.length - 1]}`;
}
