import { LiveSocket } from "./api.js";
import { AUTHOR_LABELS, clock, fill, h, tick } from "./dom.js";
import { stateLabel } from "./labels.js";
import { renderDetails } from "./details.js";

// One conversation: its socket (snapshot on every connect, then live events), the transcript,
// and the operator's commands. Command shapes mirror OperatorCommandSchema in
// src/conversation/protocol.ts (validated there; a bad one comes back as an "error" frame).

const DEFAULT_RELEASE = "¡Listo! Ya estoy de vuelta para ayudarte. ¿Necesitás algo más?";

export class ConversationView {
  constructor({ root, details, session, toast, onBack, onDetails }) {
    this.root = root;
    this.detailsRoot = details;
    this.session = session;
    this.toast = toast;
    this.onBack = onBack;
    this.onDetails = onDetails;
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
    this.releasePanel = this.buildReleasePanel();
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

  buildReleasePanel() {
    const keep = h("input", { type: "radio", name: "release-mode", value: "keep", checked: true });
    const reset = h("input", { type: "radio", name: "release-mode", value: "reset" });
    const notify = h("input", { type: "checkbox", checked: true, "data-testid": "release-notify" });
    const message = h("input", { type: "text", class: "grow", placeholder: DEFAULT_RELEASE, maxlength: 4096, "data-testid": "release-message" });
    const panel = h(
      "form",
      {
        class: "action-panel",
        hidden: true,
        "data-testid": "release-panel",
        onsubmit: (e) => {
          e.preventDefault();
          const text = message.value.trim();
          const cmd = { type: "release", mode: reset.checked ? "reset" : "keep", notify: notify.checked };
          if (notify.checked && text) cmd.message = text;
          if (this.command(cmd)) {
            panel.hidden = true;
            message.value = "";
          }
        },
      },
      h("div", { class: "row" }, h("label", {}, keep, " Mantener carrito y estado"), h("label", {}, reset, " Empezar de cero")),
      h("div", { class: "row" }, h("label", {}, notify, " Avisar al cliente:"), message),
      h("div", { class: "row end" }, h("button", { type: "button", class: "btn", onclick: () => (panel.hidden = true) }, "Cancelar"), h("button", { type: "submit", class: "btn primary", "data-testid": "release-confirm" }, "Devolver")),
    );
    return panel;
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
    panel.hidden = !show;
    if (show) panel.querySelector("input[type=text]")?.focus();
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
  }

  onFrame(f) {
    if (f.type === "snapshot") {
      this.snap = f.snapshot;
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
      case "handoff_requested":
      case "handoff_resolved":
        s.handoff = f.handoff;
        break;
      case "takeover":
        s.control = f.control;
        if (f.handoff) s.handoff = f.handoff;
        break;
      case "release":
        s.control = f.control;
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
    const mine = s.control.mode === "operator" && s.control.operatorId === this.session.operator;
    const openHandoff = s.handoff && s.handoff.status !== "resolved";
    // The name the customer gave, else the one the inbox knows (WhatsApp's profile), else the number.
    const given = [s.customer?.firstName, s.customer?.lastName].filter(Boolean).join(" ");
    const name = given || this.knownName;
    fill(this.title, name ?? `+${s.contact}`);
    fill(this.sub, name ? `+${s.contact} · ` : "", stateLabel(s.state), " · ", s.control.mode === "operator" ? `atiende ${mine ? "vos" : s.control.operatorId}` : "responde el agente");
    this.takeBtn.hidden = mine;
    this.releaseBtn.hidden = s.control.mode !== "operator" && s.state !== "HANDOFF";
    this.closeBtn.hidden = !openHandoff;
    if (this.closeBtn.hidden) this.closePanel.hidden = true;
    if (this.releaseBtn.hidden) this.releasePanel.hidden = true;

    this.banner.hidden = !openHandoff;
    if (openHandoff) {
      fill(this.banner, h("b", {}, s.handoff.status === "pending" ? "🔔 Pide una persona: " : `Atiende ${s.handoff.operatorId}: `), s.handoff.reason);
      this.banner.className = `banner banner-${s.handoff.status}`;
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
    fill(this.list, s.messages.map((m) => bubble(m)));
    if (atBottom || !this.rendered) this.list.scrollTop = this.list.scrollHeight;
    this.rendered = true;
    renderDetails(this.detailsRoot, s);
  }
}

function bubble(m) {
  const t = m.direction === "out" ? tick(m.status) : null;
  return h(
    "li",
    { class: `msg msg-${m.author} msg-${m.direction}${m.status === "discarded" ? " msg-discarded" : ""}`, dataset: { author: m.author, status: m.status ?? "" } },
    h("div", { class: "msg-author" }, AUTHOR_LABELS[m.author] ?? m.author),
    h("div", { class: "msg-text" }, m.text),
    h("div", { class: "msg-meta" }, clock(m.at), t ? h("span", { class: `tick ${t.cls}`, title: t.title, "data-testid": "tick" }, t.mark) : null),
  );
}
