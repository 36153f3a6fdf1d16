import type { OutboundMessage } from "../lib/messages";
import { formatMoney } from "../lib/money";
import type { CommerceProfile } from "../lib/commerce-profile";
import type { CartTotals } from "./cart-math";
import { describeHours } from "./hours";
import type { Product } from "./ports";
import type { CartLine, Session } from "./session";
import type { InfoTopic } from "./understand/types";

// Everything the retail agent says, rendered from raw data. Tools never format text.

export const text = (t: string): OutboundMessage => ({ type: "text", text: t });

const FIELD_QUESTIONS: Record<string, string> = {
  firstName: "¿A nombre de quién hacemos el pedido?",
  lastName: "¿Me pasás tu apellido?",
  dni: "¿Me pasás tu DNI? (7 u 8 números)",
  address: "¿A qué dirección te lo enviamos? (calle, número y piso/depto si hay)",
  phone: "¿Me pasás un teléfono de contacto?",
  email: "¿Me pasás tu email?",
  city: "¿En qué ciudad?",
  fulfilment: "¿Te lo enviamos o pasás a retirarlo?",
  payment: "¿Cómo vas a pagar?",
};

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

export function askField(field: string, profile: CommerceProfile): OutboundMessage {
  if (field === "fulfilment") {
    return { type: "buttons", text: FIELD_QUESTIONS.fulfilment, buttons: [{ id: "fulfilment:delivery", title: "Envío" }, { id: "fulfilment:pickup", title: "Retiro en el local" }] };
  }
  if (field === "payment") {
    return {
      type: "buttons",
      text: `${FIELD_QUESTIONS.payment} Aceptamos ${listJoin(profile.paymentMethods.map(paymentName))}.`,
      buttons: profile.paymentMethods.slice(0, 3).map((m) => ({ id: `payment:${m}`, title: capitalise(paymentName(m)) })),
    };
  }
  return text(FIELD_QUESTIONS[field] ?? `¿Me pasás tu ${FIELD_LABELS[field] ?? field}?`);
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

export function cartSummary(totals: CartTotals, currency: string): string {
  if (totals.lines.length === 0) return "Tu carrito está vacío.";
  return `Tu carrito:\n${cartLines(totals, currency)}\nSubtotal: ${formatMoney(totals.subtotal, currency)}`;
}

export function orderSummary(session: Session, totals: CartTotals, currency: string, profile: CommerceProfile): OutboundMessage {
  const delivery = session.fulfilment === "delivery";
  const lines = [
    "Resumen de tu pedido:",
    cartLines(totals, currency),
    `Subtotal: ${formatMoney(totals.subtotal, currency)}`,
    delivery ? `Envío: ${totals.deliveryFee ? formatMoney(totals.deliveryFee, currency) : "gratis"}` : "Retiro en el local (sin costo de envío)",
    `*Total: ${formatMoney(totals.total, currency)}*`,
    delivery ? `Entrega en: ${session.customer.address}` : `Retirás en: ${profile.address}`,
    `Pago: ${paymentName(session.paymentMethod)}`,
    `A nombre de: ${[session.customer.firstName, session.customer.lastName].filter(Boolean).join(" ")}${session.customer.dni ? ` (DNI ${session.customer.dni})` : ""}`,
    "",
    "¿Confirmamos el pedido?",
  ];
  return {
    type: "buttons",
    text: lines.join("\n"),
    buttons: [
      { id: "confirm:yes", title: "Confirmar" },
      { id: "confirm:modify", title: "Modificar" },
      { id: "confirm:cancel", title: "Cancelar" },
    ],
  };
}

export function productChoice(products: Product[], currency: string, quantity: number): OutboundMessage {
  const names = products.map((p) => p.name);
  const question = products.length === 2 ? `¿${names[0]} o ${names[1]}?` : `¿Cuál de estos querés?`;
  return {
    type: "list",
    text: `Tengo varias opciones${quantity > 1 ? ` (para ${quantity})` : ""}. ${question}`,
    button: "Ver opciones",
    rows: products.slice(0, 10).map((p) => ({ id: `product:${p.id}`, title: p.name.slice(0, 24), description: formatMoney(p.price, currency) })),
  };
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

export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
