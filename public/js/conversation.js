import { LiveSocket } from "./api.js";
import { AUTHOR_LABELS, clock, fill, h, tick } from "./dom.js";
import { operatorName, OWNER_PHONE, stateLabel, triggerLabel } from "./labels.js";
import { renderDetails } from "./details.js";
import { ReleasePanel } from "./release.js";

// One conversation: its socket (snapshot on every connect, then live events), the transcript,
// and the operator's commands. Command shapes mirror OperatorCommandSchema in
// src/conversation/protocol.ts (validated there; a bad one comes back as an "error" frame).

export class ConversationView {
  constructor({ root, details, session, toast, onBack, onDetails, learn }) {
    this.root = root;
    this.detailsRoot = details;
    this.session = session;
    this.toast = toast;
    this.onBack = onBack;
    this.onDetails = onDetails;
    this.learn = learn ?? (() => {});
    this.socket = null;
    this.snap = null;
    this.name = null;
    this.build();
  }

  /**
   * The static skeleton; later renders only touch the parts that change. The actions and their
   * panels sit just above the composer (thumb reach on a phone); on a wide screen the stylesheet
   * lifts the actions into the header row.
   */
  build() {
    this.title = h("h2", { id: "conv-title", "data-testid": "conv-title" });
    this.sub = h("div", { class: "conv-sub" });
    this.link = h("span", { class: "conn", "data-testid": "conv-connection" });
    this.backBtn = h("button", { type: "button", class: "btn icon back", "aria-label": "Volver a los chats", "data-testid": "conv-back", onclick: () => this.onBack() }, "←");
    this.detailsBtn = h("button", { type: "button", class: "btn icon details-toggle", "data-testid": "details-open", onclick: () => this.onDetails() }, "Detalle");
    this.takeBtn = h("button", { type: "button", class: "btn primary", "data-testid": "take-over", onclick: () => this.command({ type: "take_over" }) }, "Tomar conversación");
    this.releaseBtn = h("button", { type: "button", class: "btn", "data-testid": "release", onclick: () => this.togglePanel(this.releasePanel) }, "Devolver al agente");
    this.closeBtn = h("button", { type: "button", class: "btn", "data-testid": "close-handoff", onclick: () => this.togglePanel(this.closePanel) }, "Cerrar pedido de ayuda");
    this.release = new ReleasePanel({ send: (cmd) => this.command(cmd), onDone: () => (this.releasePanel.hidden = true) });
    this.releasePanel = this.release.root;
    this.closePanel = this.buildClosePanel();
    this.banner = h("div", { class: "banner", hidden: true });
    this.list = h("ol", { class: "messages", "data-testid": "messages", "aria-live": "polite" });
    this.input = h("textarea", {
      rows: 2,
      "data-testid": "composer-input",
      placeholder: "Escribí tu mensaje al cliente…",
      onkeydown: (e) => {
        if (e.key === "Enter" && !e.shiftKey && !e.isComposing) {
          e.preventDefault();
          this.submit();
        }
      },
    });
    this.sendBtn = h("button", { type: "submit", class: "btn primary", "data-testid": "send" }, "Enviar");
    this.composer = h("form", { class: "composer", onsubmit: (e) => (e.preventDefault(), this.submit()) }, this.input, this.sendBtn);
    this.hint = h("div", { class: "composer-hint" });
    this.pane = h(
      "div",
      { class: "conv", hidden: true },
      h("header", { class: "conv-head" }, this.backBtn, h("div", { class: "conv-who" }, this.title, this.sub), this.link, this.detailsBtn),
      h("div", { class: "conv-actions", "data-testid": "conv-actions" }, this.takeBtn, this.releaseBtn, this.closeBtn),
      this.banner,
      this.list,
      h("div", { class: "conv-panels" }, this.releasePanel, this.closePanel),
      h("div", { class: "composer-wrap" }, this.composer, this.hint),
    );
    this.empty = h("div", { class: "conv-empty" }, h("p", {}, "Elegí una conversación de la izquierda."), h("p", { class: "muted" }, "Las que necesitan a una persona aparecen primero."));
    fill(this.root, this.empty, this.pane);
  }

  buildClosePanel() {
    const resolution = h("input", { type: "text", class: "grow", placeholder: "Cómo se resolvió (opcional)", maxlength: 1000 });
    const panel = h(
      "form",
      {
        class: "action-panel",
        hidden: true,
        onsubmit: (e) => {
          e.preventDefault();
          const text = resolution.value.trim();
          if (this.command(text ? { type: "close", resolution: text } : { type: "close" })) {
            panel.hidden = true;
            resolution.value = "";
          }
        },
      },
      h("div", { class: "row" }, resolution),
      h("div", { class: "row end" }, h("button", { type: "button", class: "btn", onclick: () => (panel.hidden = true) }, "Cancelar"), h("button", { type: "submit", class: "btn primary", "data-testid": "close-confirm" }, "Cerrar pedido")),
    );
    return panel;
  }

  togglePanel(panel) {
    const show = panel.hidden;
    this.releasePanel.hidden = true;
    this.closePanel.hidden = true;
    if (show && panel === this.releasePanel) this.release.open(this.snap);
    panel.hidden = !show;
    if (show && panel === this.closePanel) panel.querySelector("input[type=text]")?.focus();
  }

  /** Opens a conversation; `knownName` is what the inbox calls the customer (until the snapshot says). */
  open(name, knownName = null) {
    if (name === this.name) return;
    this.socket?.stop();
    this.name = name;
    this.knownName = knownName;
    this.snap = null;
    this.rendered = false;
    this.releasePanel.hidden = this.closePanel.hidden = true;
    this.empty.hidden = true;
    this.pane.hidden = false;
    const contact = name.split(":").pop();
    fill(this.title, knownName ?? (contact ? `+${contact}` : name));
    fill(this.sub, "Cargando…");
    fill(this.list);
    renderDetails(this.detailsRoot, null);
    this.socket = new LiveSocket({
      session: this.session,
      path: `/conversations/${encodeURIComponent(name)}/socket`,
      onFrame: (f) => this.onFrame(f),
      onStatus: (s, detail) => this.onStatus(s, detail),
    }).start();
  }

  onStatus(status, detail) {
    const words = { connecting: "Conectando…", open: "En vivo", closed: "Reconectando…", unauthorized: detail ?? "Sin acceso" };
    fill(this.link, words[status] ?? status);
    this.link.className = `conn conn-${status}`;
    this.pane.classList.toggle("offline", status !== "open");
    // A command needs the socket: until it is up (and has sent the snapshot) the actions wait.
    for (const b of [this.takeBtn, this.releaseBtn, this.closeBtn]) b.disabled = status !== "open" || !this.snap;
  }

  onFrame(f) {
    if (f.type === "snapshot") {
      this.snap = f.snapshot;
      for (const b of [this.takeBtn, this.releaseBtn, this.closeBtn]) b.disabled = false;
      this.render();
      return;
    }
    const s = this.snap;
    if (!s) return;
    switch (f.type) {
      case "message": {
        const i = s.messages.findIndex((m) => m.seq === f.message.seq);
        if (i >= 0) s.messages[i] = f.message;
        else s.messages.push(f.message);
        if (f.message.direction === "in") s.windowOpen = true;
        // What the customer writes while a person holds the chat waits for the release's choice.
        if (f.message.direction === "in" && s.control.mode === "operator" && !s.held.some((m) => m.seq === f.message.seq)) s.held.push(f.message);
        this.learn(f.message.operatorId);
        break;
      }
      case "delivery":
        for (const m of s.messages) if (m.ref === f.ref) m.status = f.status;
        break;
      case "state":
        s.state = f.state;
        break;
      case "cart":
        s.cart = f.cart;
        break;
      case "agents":
        s.agents = f.agents;
        break;
      case "handoff_requested":
      case "handoff_resolved":
      case "handoff_escalated":
        s.handoff = f.handoff;
        break;
      case "takeover":
        s.control = f.control;
        if (f.handoff) s.handoff = f.handoff;
        this.learn(f.control.operatorId);
        break;
      case "release":
        s.control = f.control;
        s.held = [];
        break;
      case "error":
        this.toast(f.error, "error");
        return;
      default:
        return;
    }
    this.render();
  }

  /** Sends a command if the socket is up; otherwise says so (it reconnects by itself). */
  command(cmd) {
    if (this.socket?.send(cmd)) return true;
    this.toast("Sin conexión: reintentá en unos segundos.", "error");
    return false;
  }

  submit() {
    const text = this.input.value.trim();
    if (!text || !this.snap?.windowOpen) return;
    if (this.command({ type: "send", text })) this.input.value = "";
  }

  render() {
    const s = this.snap;
    s.held ??= [];
    const mine = s.control.mode === "operator" && !!this.session.me && s.control.operatorId === this.session.me.id;
    const fromPhone = s.control.mode === "operator" && s.control.operatorId === OWNER_PHONE;
    const openHandoff = s.handoff && s.handoff.status !== "resolved";
    // The name the customer gave, else the one the inbox knows (WhatsApp's profile), else the number.
    const given = [s.customer?.firstName, s.customer?.lastName].filter(Boolean).join(" ");
    const name = given || this.knownName;
    fill(this.title, name ?? `+${s.contact}`);
    fill(this.sub, name ? `+${s.contact} · ` : "", stateLabel(s.state), " · ", s.control.mode === "operator" ? `atiende ${mine ? "vos" : operatorName(s.control.operatorId)}` : "responde el agente");
    this.takeBtn.hidden = mine;
    this.releaseBtn.hidden = s.control.mode !== "operator" && s.state !== "HANDOFF";
    this.closeBtn.hidden = !openHandoff;
    if (this.closeBtn.hidden) this.closePanel.hidden = true;
    if (this.releaseBtn.hidden) this.releasePanel.hidden = true;
    if (!this.releasePanel.hidden) this.release.update(s);

    this.banner.hidden = !openHandoff && !fromPhone;
    if (fromPhone) {
      // WhatsApp Coexistence: the owner is typing on the shop's own phone; the agent keeps quiet.
      fill(this.banner, h("b", {}, "📱 El dueño está respondiendo desde el teléfono del local."), " El agente no contesta hasta que se devuelva la conversación (o quede un rato sin mensajes).");
      this.banner.className = "banner banner-phone";
    } else if (openHandoff) {
      const ho = s.handoff;
      fill(
        this.banner,
        h("b", {}, ho.status === "pending" ? "🔔 Pide una persona: " : `Atiende ${operatorName(ho.operatorId)}: `),
        // Why, in words (the agent's own reason is in the details).
        triggerLabel(ho.trigger),
        ho.status === "pending" && ho.escalatedAt ? h("div", { class: "banner-escalated", "data-testid": "banner-escalated" }, `⏰ Nadie lo tomó a tiempo: se volvió a avisar (${clock(ho.escalatedAt)})`) : null,
      );
      this.banner.className = `banner banner-${ho.status}${ho.escalatedAt && ho.status === "pending" ? " banner-escalated-on" : ""}`;
    }

    this.input.disabled = this.sendBtn.disabled = !s.windowOpen;
    fill(
      this.hint,
      !s.windowOpen
        ? "La ventana de 24 h de WhatsApp está cerrada: el cliente tiene que escribir primero."
        : s.control.mode === "operator"
          ? "El agente está en silencio. Enter envía · Shift+Enter nueva línea."
          : "Si escribís, tomás la conversación y el agente se calla.",
    );

    const atBottom = this.list.scrollHeight - this.list.scrollTop - this.list.clientHeight < 60;
    const held = new Set(s.held.map((m) => m.seq));
    fill(this.list, s.messages.map((m) => bubble(m, held.has(m.seq))));
    if (atBottom || !this.rendered) this.list.scrollTop = this.list.scrollHeight;
    this.rendered = true;
    renderDetails(this.detailsRoot, s);
  }
}

/** Who a bubble is from: the operator's name, the shop's phone, or the author's label. */
function authorOf(m) {
  if (m.author === "operator" && m.operatorId) return operatorName(m.operatorId);
  return AUTHOR_LABELS[m.author] ?? m.author;
}

function bubble(m, held) {
  const t = m.direction === "out" ? tick(m.status) : null;
  return h(
    "li",
    { class: `msg msg-${m.author} msg-${m.direction}${m.status === "discarded" ? " msg-discarded" : ""}${held ? " msg-held" : ""}`, dataset: { author: m.author, status: m.status ?? "", held: held ? "1" : "" } },
    h("div", { class: "msg-author" }, authorOf(m), m.author === "shop" ? h("span", { class: "msg-badge", "data-testid": "shop-phone-label" }, "📱 desde el teléfono") : null),
    h("div", { class: "msg-text" }, m.text),
    h("div", { class: "msg-meta" }, held ? h("span", { class: "held-tag" }, "sin responder") : null, clock(m.at), t ? h("span", { class: `tick ${t.cls}`, title: t.title, "data-testid": "tick" }, t.mark) : null),
  );
}
