import { clock, fill, h } from "./dom.js";

// "Devolver al agente": how the agent takes the chat back (keeping the cart and state or from
// scratch, with or without a word to the customer), what happens to what the customer wrote
// while a person held the chat (the agent answers it now, or the person already did: release's
// `held`), and whether the help request stays open (release resolves it unless told `resolve: false`).

const DEFAULT_RELEASE = "¡Listo! Ya estoy de vuelta para ayudarte. ¿Necesitás algo más?";

export class ReleasePanel {
  constructor({ send, onDone }) {
    this.send = send;
    this.onDone = onDone;
    this.heldSeqs = "";
    this.keep = h("input", { type: "radio", name: "release-mode", value: "keep", checked: true });
    this.reset = h("input", { type: "radio", name: "release-mode", value: "reset" });
    this.notify = h("input", { type: "checkbox", checked: true, "data-testid": "release-notify" });
    this.message = h("input", { type: "text", class: "grow", placeholder: DEFAULT_RELEASE, maxlength: 4096, "data-testid": "release-message" });
    this.byAgent = h("input", { type: "radio", name: "release-held", value: "agent", "data-testid": "held-agent", onchange: () => (this.notify.checked = false) });
    this.handled = h("input", { type: "radio", name: "release-held", value: "handled", "data-testid": "held-handled" });
    this.keepOpen = h("input", { type: "checkbox", "data-testid": "release-keep-open" });
    this.heldList = h("ul", { class: "held-list", "data-testid": "held-list" });
    this.heldCount = h("b");
    this.heldBlock = h(
      "fieldset",
      { class: "held", "data-testid": "held-block" },
      h("legend", {}, this.heldCount),
      this.heldList,
      h("div", { class: "row" }, h("label", {}, this.byAgent, " Que el agente los atienda"), h("label", {}, this.handled, " Ya los atendí")),
    );
    this.keepOpenRow = h("div", { class: "row" }, h("label", {}, this.keepOpen, " Mantener abierto el pedido de ayuda"));
    this.root = h(
      "form",
      { class: "action-panel", hidden: true, "data-testid": "release-panel", onsubmit: (e) => (e.preventDefault(), this.submit()) },
      this.heldBlock,
      h("div", { class: "row" }, h("label", {}, this.keep, " Mantener carrito y estado"), h("label", {}, this.reset, " Empezar de cero")),
      h("div", { class: "row" }, h("label", {}, this.notify, " Avisar al cliente:"), this.message),
      this.keepOpenRow,
      h(
        "div",
        { class: "row end" },
        h("button", { type: "button", class: "btn", onclick: () => this.onDone() }, "Cancelar"),
        h("button", { type: "submit", class: "btn primary", "data-testid": "release-confirm" }, "Devolver"),
      ),
    );
  }

  /** Opening the panel: choices start from what the chat shows. */
  open(snap) {
    this.heldSeqs = "";
    this.keep.checked = true;
    this.keepOpen.checked = false;
    this.message.value = "";
    this.notify.checked = true;
    this.update(snap);
  }

  /**
   * Keeps the panel in step with the chat while it is open. A new set of held messages picks the
   * likely answer again: if the person wrote after the customer's last one, they handled it;
   * otherwise the agent should. The agent answering makes "¡Listo!…" redundant, so it is unticked.
   */
  update(snap) {
    const held = snap?.held ?? [];
    const seqs = held.map((m) => m.seq).join(",");
    this.heldBlock.hidden = held.length === 0;
    this.keepOpenRow.hidden = !snap?.handoff || snap.handoff.status === "resolved";
    if (seqs === this.heldSeqs) return;
    this.heldSeqs = seqs;
    if (!held.length) return;
    fill(this.heldCount, held.length === 1 ? "El cliente escribió 1 mensaje mientras atendías:" : `El cliente escribió ${held.length} mensajes mientras atendías:`);
    fill(this.heldList, held.map((m) => h("li", {}, h("span", { class: "muted" }, clock(m.at), " "), m.text)));
    const lastHeld = Math.max(...held.map((m) => m.seq));
    const answered = (snap.messages ?? []).some((m) => m.direction === "out" && (m.author === "operator" || m.author === "shop") && m.seq > lastHeld);
    this.byAgent.checked = !answered;
    this.handled.checked = answered;
    if (!answered) this.notify.checked = false;
  }

  submit() {
    const text = this.message.value.trim();
    const cmd = { type: "release", mode: this.reset.checked ? "reset" : "keep", notify: this.notify.checked };
    if (this.notify.checked && text) cmd.message = text;
    if (!this.heldBlock.hidden) cmd.held = this.byAgent.checked ? "agent" : "handled";
    if (!this.keepOpenRow.hidden) cmd.resolve = !this.keepOpen.checked;
    if (this.send(cmd)) this.onDone();
  }
}
