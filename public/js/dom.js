// DOM building without innerHTML: every piece of text (customer text above all) becomes a text
// node, so nothing a customer writes can turn into markup.

/**
 * h("div", { class: "x", onclick: fn, dataset: { id: "1" } }, "text", child, [more]).
 * Attributes starting with "on" become listeners; null/false children are skipped.
 */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs ?? {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") el.addEventListener(key.slice(2), value);
    else if (key === "dataset") Object.assign(el.dataset, value);
    else if (key === "class") el.className = value;
    else if (key in el && typeof value !== "string") el[key] = value;
    else el.setAttribute(key, value === true ? "" : String(value));
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(el, child);
    else el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/** Replaces an element's children. */
export function fill(el, ...children) {
  el.replaceChildren();
  append(el, children);
  return el;
}

/** Integer minor units → "$4.400" (or "$4.400,50"). */
export function money(minor) {
  const value = (minor ?? 0) / 100;
  return "$" + value.toLocaleString("es-AR", { minimumFractionDigits: Number.isInteger(value) ? 0 : 2, maximumFractionDigits: 2 });
}

export function clock(at) {
  return new Date(at).toLocaleTimeString("es-AR", { hour: "2-digit", minute: "2-digit" });
}

/** "ahora", "hace 4 min", "hace 2 h", "hace 3 d". */
export function ago(at, now = Date.now()) {
  const s = Math.max(0, Math.round((now - at) / 1000));
  if (s < 45) return "ahora";
  if (s < 3600) return `hace ${Math.round(s / 60)} min`;
  if (s < 86400) return `hace ${Math.round(s / 3600)} h`;
  return `hace ${Math.round(s / 86400)} d`;
}

export const FIELD_LABELS = {
  firstName: "Nombre",
  lastName: "Apellido",
  dni: "DNI",
  phone: "Teléfono",
  email: "Email",
  address: "Dirección",
  city: "Ciudad",
  neighborhood: "Barrio",
  apartment: "Depto",
};

/** "shop": the owner wrote from the WhatsApp Business app on the shop's own number (Coexistence). */
export const AUTHOR_LABELS = { customer: "Cliente", agent: "Agente", operator: "Operador", system: "Sistema", shop: "El local" };

/** Delivery status → the tick a WhatsApp user knows, and words for a tooltip. */
export function tick(status) {
  switch (status) {
    case "pending":
    case "queued":
      return { mark: "🕓", title: "Enviando", cls: "tick-wait" };
    case "sent":
      return { mark: "✓", title: "Enviado", cls: "tick-sent" };
    case "delivered":
      return { mark: "✓✓", title: "Entregado", cls: "tick-delivered" };
    case "read":
      return { mark: "✓✓", title: "Leído", cls: "tick-read" };
    case "failed":
      return { mark: "⚠", title: "No se pudo enviar", cls: "tick-failed" };
    case "discarded":
      return { mark: "descartado", title: "Respuesta del agente descartada: una persona tomó la conversación", cls: "tick-discarded" };
    case "skipped":
      return { mark: "no enviado", title: "No enviado", cls: "tick-discarded" };
    default:
      return null;
  }
}
