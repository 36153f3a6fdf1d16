import { ago, fill, h } from "./dom.js";
import { stateLabel } from "./labels.js";

// The workspace inbox: one line per conversation, people-needed first, fed by the hub socket
// (an "inbox" frame on every connect, then conversation_updated / handoff_requested /
// handoff_resolved). A new handoff flashes the title, beeps and, when allowed, notifies.

/** Needs a person and nobody has it → assigned to someone → the rest; newest first within each. */
function rank(c) {
  if (!c.needsPerson) return 2;
  return c.handoff?.status === "assigned" || c.control === "operator" ? 1 : 0;
}

export function sortInbox(conversations) {
  return [...conversations].sort((a, b) => rank(a) - rank(b) || (b.lastMessage?.at ?? b.updatedAt) - (a.lastMessage?.at ?? a.updatedAt));
}

export class Inbox {
  constructor({ list, badge, filter, onOpen, alerts }) {
    this.list = list;
    this.badge = badge;
    this.filter = filter;
    this.onOpen = onOpen;
    this.items = new Map();
    this.selected = null;
    this.fresh = new Set(); // handoffs not looked at yet
    this.alerts = alerts;
    filter.addEventListener("change", () => this.render());
  }

  /** The full list, on connect or reconnect. */
  reset(conversations) {
    this.items = new Map(conversations.map((c) => [c.conversation, c]));
    this.render();
  }

  update(summary, kind) {
    const before = this.items.get(summary.conversation);
    // Late, older notifications never overwrite newer lines.
    if (before && (before.version ?? 0) > (summary.version ?? 0)) return;
    this.items.set(summary.conversation, summary);
    if (kind === "handoff_requested" && summary.conversation !== this.selected) {
      this.fresh.add(summary.conversation);
      const who = summary.customerName ?? `+${summary.contact}`;
      this.alerts.raise(`🔔 ${who} pide una persona`, { body: summary.handoff?.reason ?? "", url: `/#/c/${encodeURIComponent(summary.conversation)}`, tag: `handoff:${summary.conversation}` });
    }
    if (kind === "handoff_resolved") this.fresh.delete(summary.conversation);
    this.render();
  }

  select(name) {
    this.selected = name;
    this.fresh.delete(name);
    if (!this.fresh.size) this.alerts.stopFlash();
    this.render();
  }

  get(name) {
    return this.items.get(name);
  }

  render() {
    const all = sortInbox([...this.items.values()]);
    const waiting = all.filter((c) => c.needsPerson).length;
    fill(this.badge, waiting ? String(waiting) : "");
    this.badge.hidden = waiting === 0;
    this.badge.title = `${waiting} conversación(es) necesitan a una persona`;
    const shown = all.filter((c) => this.filter.value === "all" || (this.filter.value === "needs_person" ? c.needsPerson : !c.needsPerson));
    if (!shown.length) {
      fill(this.list, h("li", { class: "inbox-empty" }, all.length ? "Nada en este filtro." : "Todavía no hay conversaciones."));
      return;
    }
    fill(this.list, shown.map((c) => this.line(c)));
  }

  line(c) {
    const classes = ["inbox-item"];
    if (c.needsPerson) classes.push("needs-person");
    if (c.conversation === this.selected) classes.push("selected");
    if (this.fresh.has(c.conversation)) classes.push("fresh");
    const who = c.customerName ? `${c.customerName} · +${c.contact}` : `+${c.contact}`;
    const last = c.lastMessage;
    return h(
      "li",
      { class: classes.join(" "), dataset: { conversation: c.conversation, contact: c.contact }, tabindex: "0", onclick: () => this.onOpen(c.conversation), onkeydown: (e) => e.key === "Enter" && this.onOpen(c.conversation) },
      h(
        "div",
        { class: "inbox-top" },
        h("span", { class: "inbox-who" }, who),
        last ? h("span", { class: "inbox-when" }, ago(last.at)) : null,
      ),
      h("div", { class: "inbox-last" }, last ? `${last.author === "customer" ? "" : last.author === "operator" ? "Operador: " : "Agente: "}${last.text}` : "—"),
      h(
        "div",
        { class: "inbox-tags" },
        c.needsPerson ? h("span", { class: "tag tag-alert" }, c.handoff?.status === "assigned" ? `Atiende ${c.handoff.operatorId ?? "alguien"}` : "Necesita a una persona") : null,
        c.control === "operator" && !c.needsPerson ? h("span", { class: "tag tag-operator" }, `Atiende ${c.operatorId ?? "un operador"}`) : null,
        h("span", { class: "tag" }, stateLabel(c.state)),
        c.waitingSince ? h("span", { class: "tag tag-wait", title: "El cliente espera respuesta" }, `espera ${ago(c.waitingSince).replace("hace ", "")}`) : null,
      ),
    );
  }
}
