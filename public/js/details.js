import { ago, clock, FIELD_LABELS, fill, h, money } from "./dom.js";
import { agentLabel, operatorName, orderLabel, paymentLabel, stateLabel, triggerLabel } from "./labels.js";

/** The customer's language, as the agent answers them (issue 14.5). */
const LANGUAGES = { es: "Español", en: "Inglés", pt: "Portugués" };

// The right-hand panel: where the order stands (state, cart), who the customer is, what the
// agent loaded to answer (its stack's context), and why the agent asked for a person.

function section(title, ...body) {
  return h("section", { class: "panel" }, h("h3", {}, title), ...body);
}

function rows(pairs) {
  const shown = pairs.filter(([, v]) => v !== null && v !== undefined && v !== "");
  if (!shown.length) return h("p", { class: "muted" }, "—");
  return h("dl", { class: "kv" }, shown.map(([k, v]) => [h("dt", {}, k), h("dd", {}, String(v))]));
}

export function renderDetails(root, snap) {
  if (!snap) {
    fill(root);
    return;
  }
  const control = snap.control.mode === "operator" ? `${operatorName(snap.control.operatorId)}${snap.control.since ? ` (desde ${clock(snap.control.since)})` : ""}` : "Agente automático";
  fill(
    root,
    section(
      "Estado",
      h("div", { class: "state-line" }, h("span", { class: `state-pill state-${snap.state}`, "data-testid": "state" }, stateLabel(snap.state)), h("code", {}, snap.state)),
      rows([
        ["Responde", control],
        ["Ventana de 24 h", snap.windowOpen ? "abierta" : "cerrada (solo plantillas)"],
        ["Idioma", LANGUAGES[snap.language] ?? "Español"],
      ]),
    ),
    section("Carrito", cart(snap.cart)),
    section(
      "Cliente",
      rows([
        ["WhatsApp", `+${snap.contact}`],
        ...Object.entries(snap.customer ?? {}).map(([k, v]) => [FIELD_LABELS[k] ?? k, v]),
      ]),
    ),
    snap.agents ? section("Contexto del agente", agentContext(snap.agents)) : null,
    snap.handoff ? section("Pedido de ayuda", handoff(snap.handoff)) : null,
  );
}

const items = (lines) => (lines ?? []).map((l) => `${l.quantity} × ${l.name}`).join(", ");
const pastOrder = (o) => (o ? `${o.number} · ${orderLabel(o.status)} · ${items(o.items)} · ${money(o.total)}` : null);

/** What the agent stack loaded once on entry (src/agent/stack/state.ts): who answers and with what. */
function agentContext(stack) {
  const ctx = stack.context ?? {};
  const back = ctx.returning;
  return h(
    "div",
    { "data-testid": "agent-context" },
    rows([
      ["Atiende", agentLabel(stack.stack?.at(-1))],
      ["Cliente que vuelve", back ? back.name ?? "sí" : null],
      ["Último pedido", back ? pastOrder(back.lastOrder) : null],
      ["Dirección guardada", back?.address],
      ["Pago de la última vez", back?.paymentMethod ? paymentLabel(back.paymentMethod) : null],
      ["Pedido consultado", pastOrder(ctx.order)],
      ["Carrito al confirmar", ctx.cart?.lines?.length ? `${items(ctx.cart.lines)} · ${money(ctx.cart.total)}` : null],
    ]),
  );
}

function cart(c) {
  if (!c?.lines?.length) return h("p", { class: "muted" }, "Vacío");
  return h(
    "div",
    { class: "cart", "data-testid": "cart" },
    h(
      "ul",
      {},
      c.lines.map((l) => h("li", {}, h("span", {}, `${l.quantity} × ${l.name}`), h("span", { class: "num" }, money(l.unitPrice * l.quantity)))),
    ),
    h("div", { class: "cart-total" }, h("span", {}, "Subtotal"), h("span", { class: "num" }, money(c.subtotal))),
  );
}

function handoff(ho) {
  const ctx = ho.context && typeof ho.context === "object" ? ho.context : {};
  const status = ho.status === "pending" ? "Esperando a alguien" : ho.status === "assigned" ? `Atiende ${operatorName(ho.operatorId)}` : `Resuelto${ho.operatorId ? ` por ${operatorName(ho.operatorId)}` : ""}`;
  return h(
    "div",
    { class: `handoff handoff-${ho.status}`, "data-testid": "handoff-details" },
    rows([
      ["Estado", status],
      ["Motivo", triggerLabel(ho.trigger)],
      ["Detalle", ho.reason],
      ["Pedido", `${clock(ho.createdAt)} (${ago(ho.createdAt)})`],
      // The agent's one "ya le avisé al equipo" to the customer, and the second alert nobody answered.
      ["Cliente avisado", ho.acknowledgedAt ? clock(ho.acknowledgedAt) : null],
      ["Escalado", ho.escalatedAt ? `${clock(ho.escalatedAt)} · nadie lo tomó a tiempo` : null],
      ["Tomado", ho.assignedAt ? clock(ho.assignedAt) : null],
      ["Resuelto", ho.resolvedAt ? clock(ho.resolvedAt) : null],
      ["Nombre", ctx.customerName],
      ["Teléfono", ctx.phone],
      ["Carrito", ctx.cart],
      ["Total", typeof ctx.total === "number" && ctx.total > 0 ? money(ctx.total) : null],
      ["Pedidos previos", typeof ctx.totalOrders === "number" ? `${ctx.totalOrders}${ctx.totalSpend ? ` (${money(ctx.totalSpend)})` : ""}` : null],
      ["Tema pendiente", ctx.pendingIssue],
      ["Pedido en cuestión", ctx.order ? `${ctx.order.number} · ${orderLabel(ctx.order.status)} · ${ctx.order.items} · ${money(ctx.order.total)}` : null],
      ["Resolución", ho.resolution],
    ]),
    Array.isArray(ctx.lastMessages) && ctx.lastMessages.length
      ? h(
          "details",
          {},
          h("summary", {}, "Últimos mensajes antes del pedido"),
          h("ul", { class: "context-messages" }, ctx.lastMessages.map((m) => h("li", {}, h("b", {}, m.role === "customer" ? "Cliente: " : "Agente: "), m.text))),
        )
      : null,
  );
}
