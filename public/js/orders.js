import { AuthError } from "./api.js";
import { ago, fill, h, money } from "./dom.js";
import { operatorName, orderLabel, paymentLabel, STEP_ACTIONS } from "./labels.js";

// The shop's orders: a board with a column per status on a wide screen, the same columns stacked
// as a list on a phone (open orders, or the ones closed in the last 24 h). One tap moves an order
// to its next status (the server tells the customer on WhatsApp); an order opens its chat.
// Fed by the hub's "order" events (an order the agent just wrote or cancelled, moves made by
// anyone: at once; a new one with sound, badge, title and notification) and by polling, which
// catches up on anything a dropped connection missed.

const OPEN = ["confirmed", "preparing", "out_for_delivery", "ready_for_pickup"];
const CLOSED = ["delivered", "cancelled"];
const POLL_MS = 15_000;
const CLOSED_FOR_MS = 24 * 3600_000;

export class Orders {
  constructor({ root, badge, session, toast, alerts, onOpenConversation }) {
    this.root = root;
    this.badge = badge;
    this.session = session;
    this.toast = toast;
    this.alerts = alerts;
    this.onOpenConversation = onOpenConversation;
    this.items = new Map();
    this.known = null; // ids seen by the first load: anything after it is new
    this.fresh = new Set();
    this.visible = false;
    this.showClosed = false;
    this.query = "";
    this.results = null; // a search's answer, when there is a query
    this.busy = new Set();
    this.cancelling = null;
    this.timer = null;
    this.onVisible = () => !document.hidden && void this.load();
    this.build();
  }

  build() {
    this.search = h("input", {
      type: "search",
      class: "orders-search",
      placeholder: "Buscar por número, nombre o teléfono",
      "aria-label": "Buscar pedidos",
      "data-testid": "orders-search",
      oninput: () => this.searchSoon(),
    });
    this.openTab = h("button", { type: "button", class: "seg", "data-testid": "orders-open", onclick: () => this.setClosed(false) });
    this.closedTab = h("button", { type: "button", class: "seg", "data-testid": "orders-closed", onclick: () => this.setClosed(true) });
    this.board = h("div", { class: "board", "data-testid": "orders-board" });
    fill(
      this.root,
      h("header", { class: "orders-head" }, h("h2", {}, "Pedidos"), h("div", { class: "segmented", role: "group", "aria-label": "Qué pedidos ver" }, this.openTab, this.closedTab), this.search),
      this.board,
    );
  }

  start() {
    void this.load();
    this.timer = setInterval(() => void this.load(), POLL_MS);
    document.addEventListener("visibilitychange", this.onVisible);
    return this;
  }

  stop() {
    clearInterval(this.timer);
    document.removeEventListener("visibilitychange", this.onVisible);
  }

  show() {
    this.visible = true;
    this.render();
    // Looked at: they stop being news (the highlight stays for this render).
    this.fresh.clear();
    this.alerts.stopFlash();
    this.renderBadge();
  }

  hide() {
    this.visible = false;
  }

  async load() {
    const since = Date.now() - CLOSED_FOR_MS;
    let open, closed;
    try {
      [open, closed] = await Promise.all([
        this.session.request("GET", `/orders?status=${OPEN.join(",")}&limit=500`),
        this.session.request("GET", `/orders?status=${CLOSED.join(",")}&from=${since}&limit=200`),
      ]);
    } catch (err) {
      if (err instanceof AuthError) this.toast(err.message, "error");
      return; // offline for a moment: the next poll tries again
    }
    if (!open.ok || !closed.ok) return;
    const orders = [...open.json.orders, ...closed.json.orders];
    const arrived = this.known ? orders.filter((o) => !this.known.has(o.id) && o.status === "confirmed") : [];
    this.known = new Set([...(this.known ?? []), ...orders.map((o) => o.id)]);
    this.items = new Map(orders.map((o) => [o.id, o]));
    for (const o of arrived) this.fresh.add(o.id);
    if (arrived.length) this.announce(arrived);
    this.render();
  }

  /** An order as the server sent it (a move answered, or the hub's event: possibly one just placed). */
  upsert(order) {
    const before = this.items.get(order.id);
    if (before && before.version > order.version) return; // a late, older copy
    // Known ids start with the first load; an order placed before it arrives with that load instead.
    const arrived = this.known !== null && !this.known.has(order.id) && order.status === "confirmed";
    this.items.set(order.id, order);
    this.known?.add(order.id);
    if (this.results) this.results = this.results.map((o) => (o.id === order.id ? order : o));
    if (arrived) {
      this.fresh.add(order.id);
      this.announce([order]);
    }
    this.render();
  }

  announce(arrived) {
    const latest = arrived[arrived.length - 1];
    const who = latest.customer.name ?? `+${latest.customer.contact}`;
    const text = arrived.length === 1 ? `🛒 Nuevo pedido ${latest.number} · ${money(latest.total)}` : `🛒 ${arrived.length} pedidos nuevos`;
    this.alerts.raise(text, { body: `${who}: ${itemsLine(latest)}`, url: "/#/pedidos", tag: `order:${latest.id}` });
    if (!this.visible) this.toast(`${text} — ${who}`, "alert");
  }

  setClosed(closed) {
    this.showClosed = closed;
    this.render();
  }

  searchSoon() {
    clearTimeout(this.searchTimer);
    this.searchTimer = setTimeout(() => void this.runSearch(), 250);
  }

  async runSearch() {
    this.query = this.search.value.trim();
    if (!this.query) {
      this.results = null;
      this.render();
      return;
    }
    const query = this.query;
    const res = await this.session.request("GET", `/orders?q=${encodeURIComponent(query)}&limit=100`).catch(() => null);
    if (query !== this.query) return; // typed on meanwhile
    this.results = res?.ok ? res.json.orders : [];
    this.render();
  }

  renderBadge() {
    const waiting = [...this.items.values()].filter((o) => o.status === "confirmed").length;
    fill(this.badge, waiting ? String(waiting) : "");
    this.badge.hidden = waiting === 0;
    this.badge.title = `${waiting} pedido(s) por empezar`;
  }

  render() {
    this.renderBadge();
    if (!this.visible) return;
    // A reason being typed survives the re-render (polls and hub events re-render any time).
    const draft = this.root.querySelector(".cancel-form input");
    const typing = draft && document.activeElement === draft;
    const all = this.results ?? [...this.items.values()];
    const count = (statuses) => all.filter((o) => statuses.includes(o.status)).length;
    fill(this.openTab, `Abiertos (${count(OPEN)})`);
    fill(this.closedTab, this.results ? `Cerrados (${count(CLOSED)})` : `Cerrados hoy (${count(CLOSED)})`);
    this.openTab.classList.toggle("on", !this.showClosed);
    this.closedTab.classList.toggle("on", this.showClosed);
    this.board.classList.toggle("show-closed", this.showClosed);
    this.board.classList.toggle("searching", !!this.results);
    fill(
      this.board,
      [...OPEN, ...CLOSED].map((status) => {
        const orders = all.filter((o) => o.status === status).sort((a, b) => (OPEN.includes(status) ? a.createdAt - b.createdAt : b.updatedAt - a.updatedAt));
        return h(
          "section",
          { class: `column column-${status}${CLOSED.includes(status) ? " closed" : ""}`, dataset: { status }, "data-testid": `column-${status}` },
          h("h3", {}, orderLabel(status), " ", h("span", { class: "count" }, String(orders.length))),
          orders.length ? orders.map((o) => this.card(o)) : h("p", { class: "muted empty" }, "—"),
        );
      }),
    );
    for (const column of this.board.querySelectorAll(".column")) column.classList.toggle("is-empty", !column.querySelector(".order-card"));
    const input = this.root.querySelector(".cancel-form input");
    if (input && draft) {
      input.value = draft.value;
      if (typing) input.focus();
    }
  }

  card(o) {
    const last = o.history.at(-1);
    const forward = o.next.find((s) => s !== "cancelled");
    const busy = this.busy.has(o.id);
    const who = o.customer.name ?? `+${o.customer.contact}`;
    return h(
      "article",
      { class: `order-card status-${o.status}${this.fresh.has(o.id) ? " fresh" : ""}`, dataset: { orderId: String(o.id), number: o.number, status: o.status }, "data-testid": "order-card" },
      h("header", { class: "order-top" }, h("b", { class: "order-number" }, o.number), h("span", { class: "muted" }, ago(o.createdAt))),
      h("div", { class: "order-who" }, who, h("span", { class: "muted" }, ` · ${o.customer.phone === o.customer.contact ? `+${o.customer.contact}` : o.customer.phone}`)),
      h("div", { class: "order-items" }, itemsLine(o)),
      h(
        "div",
        { class: "order-meta" },
        h("span", {}, o.fulfilment === "delivery" ? `🛵 ${o.address ?? "Envío"}` : "🛍️ Retira en el local"),
        h("span", {}, paymentLabel(o.payment)),
        h("b", { class: "num" }, money(o.total)),
      ),
      last?.by === "operator" ? h("div", { class: "order-by muted", "data-testid": "order-by" }, `${orderLabel(last.status)} · ${last.operatorName ?? operatorName(last.operatorId)} · ${ago(last.at)}`) : null,
      noticeLine(o, last, () => this.move(o, o.status, null)),
      o.status === "cancelled" && last?.note ? h("div", { class: "order-note" }, `Motivo: ${last.note}`) : null,
      this.cancelling === o.id ? this.cancelForm(o) : null,
      h(
        "footer",
        { class: "order-actions" },
        forward ? h("button", { type: "button", class: "btn primary step", disabled: busy, "data-testid": "order-next", onclick: () => this.move(o, forward, null) }, STEP_ACTIONS[forward] ?? orderLabel(forward)) : null,
        h("button", { type: "button", class: "btn", "data-testid": "order-chat", onclick: () => this.onOpenConversation(o.conversation, o.customer.name) }, "💬 Chat"),
        o.next.includes("cancelled") && this.cancelling !== o.id ? h("button", { type: "button", class: "btn subtle", disabled: busy, "data-testid": "order-cancel", onclick: () => this.askCancel(o) }, "Cancelar") : null,
      ),
    );
  }

  askCancel(o) {
    this.cancelling = o.id;
    this.render();
    this.root.querySelector(`[data-order-id="${o.id}"] .cancel-form input`)?.focus();
  }

  cancelForm(o) {
    const reason = h("input", { type: "text", maxlength: 500, placeholder: "Motivo (se le dice al cliente)", "data-testid": "cancel-reason" });
    return h(
      "form",
      {
        class: "cancel-form",
        onsubmit: (e) => {
          e.preventDefault();
          this.cancelling = null;
          void this.move(o, "cancelled", reason.value.trim() || null);
        },
      },
      reason,
      h(
        "div",
        { class: "row end" },
        h("button", { type: "button", class: "btn", onclick: () => ((this.cancelling = null), this.render()) }, "Volver"),
        h("button", { type: "submit", class: "btn danger", "data-testid": "cancel-confirm" }, "Cancelar pedido"),
      ),
    );
  }

  async move(o, status, note) {
    if (this.busy.has(o.id)) return;
    this.busy.add(o.id);
    this.render();
    try {
      const res = await this.session.request("POST", `/orders/${o.id}/status`, note ? { status, note } : { status });
      if (res.ok) {
        this.upsert(res.json.order);
        const notice = res.json.change.notice;
        if (notice === "skipped") this.toast(`${o.number}: ${orderLabel(status)}. No se avisó al cliente: la ventana de 24 h de WhatsApp está cerrada y no hay plantilla "order_update".`, "error");
        else if (notice === null) this.toast(`${o.number}: ${orderLabel(status)}, pero no se pudo avisar al cliente. Tocá "Reintentar aviso".`, "error");
        else if (!res.json.repeated) this.toast(`${o.number}: ${orderLabel(status)}${notice === "message" || notice === "template" ? " · cliente avisado" : ""}`);
      } else {
        this.toast(res.json.error ?? `No se pudo cambiar el pedido (${res.status}).`, "error");
        await this.load();
      }
    } catch (err) {
      this.toast(err instanceof AuthError ? err.message : "Sin conexión: reintentá en unos segundos.", "error");
    } finally {
      this.busy.delete(o.id);
      this.render();
    }
  }
}

function itemsLine(o) {
  return o.items.map((i) => `${i.quantity} × ${i.name}`).join(", ");
}

/** How the customer heard of the latest change, when it is worth a look. */
function noticeLine(o, last, retry) {
  if (!last || last.by !== "operator") return null;
  if (last.notice === null) {
    return h("div", { class: "order-notice warn" }, "⚠ Cliente sin avisar ", h("button", { type: "button", class: "btn small", "data-testid": "order-retry-notice", onclick: retry }, "Reintentar aviso"));
  }
  if (last.notice === "skipped") return h("div", { class: "order-notice warn" }, "No se avisó al cliente (ventana de 24 h cerrada, sin plantilla)");
  if (last.notice === "template") return h("div", { class: "order-notice" }, "Avisado con plantilla");
  return null;
}
