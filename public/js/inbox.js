import { ago, fill, h } from "./dom.js";
import { operatorName, OWNER_PHONE, stateLabel, triggerLabel } from "./labels.js";

// The workspace inbox: one line per conversation, people-needed first, fed by the hub socket
// (an "inbox" frame on every connect, then conversation_updated / handoff_requested /
// handoff_resolved / handoff_escalated). A new handoff, and one nobody took in time, flash the
// title, beep and, when allowed, notify; how long the customer has waited shows on the line.

const LAST_AUTHOR = { customer: "", operator: "Operador: ", shop: "📱 Local: ", system: "" };

/** A help request nobody took within the escalation time (and still nobody has). */
const isEscalated = (c) => c.needsPerson && c.handoff?.status === "pending" && !!c.handoff.escalatedAt;

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
    const who = summary.customerName ?? `+${summary.contact}`;
    const url = `/#/c/${encodeURIComponent(summary.conversation)}`;
    if (kind === "handoff_requested" && summary.conversation !== this.selected) {
      this.fresh.add(summary.conversation);
      this.alerts.raise(`🔔 ${who} pide una persona`, { body: summary.handoff?.reason ?? "", url, tag: `handoff:${summary.conversation}` });
    }
    // Nobody took it in time: everyone hears it again, even with the chat open.
    if (kind === "handoff_escalated") {
      if (summary.conversation !== this.selected) this.fresh.add(summary.conversation);
      const waited = summary.waitingSince ? ` (espera ${ago(summary.waitingSince).replace("hace ", "")})` : "";
      this.alerts.raise(`⏰ ${who} sigue esperando${waited}`, { body: triggerLabel(summary.handoff?.trigger), url, tag: `escalated:${summary.conversation}` });
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
    const escalated = all.filter(isEscalated).length;
    fill(this.badge, waiting ? String(waiting) : "");
    this.badge.hidden = waiting === 0;
    this.badge.classList.toggle("badge-urgent", escalated > 0);
    this.badge.title = `${waiting} conversación(es) necesitan a una persona${escalated ? `; ${escalated} sin tomar a tiempo` : ""}`;
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
    if (isEscalated(c)) classes.push("escalated");
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
      h("div", { class: "inbox-last" }, last ? `${LAST_AUTHOR[last.author] ?? "Agente: "}${last.text}` : "—"),
      h(
        "div",
        { class: "inbox-tags" },
        c.needsPerson ? h("span", { class: "tag tag-alert" }, c.handoff?.status === "assigned" ? `Atiende ${operatorName(c.handoff.operatorId)}` : "Necesita a una persona") : null,
        isEscalated(c) ? h("span", { class: "tag tag-escalated", "data-testid": "tag-escalated", title: "Nadie lo tomó a tiempo: se volvió a avisar" }, "⏰ Sin tomar") : null,
        c.needsPerson && c.handoff ? h("span", { class: "tag tag-trigger" }, triggerLabel(c.handoff.trigger)) : null,
        c.control === "operator" && !c.needsPerson ? h("span", { class: "tag tag-operator" }, c.operatorId === OWNER_PHONE ? "📱 Responde el dueño" : `Atiende ${operatorName(c.operatorId)}`) : null,
        h("span", { class: "tag" }, stateLabel(c.state)),
        c.waitingSince ? h("span", { class: `tag tag-wait${c.needsPerson ? " tag-wait-person" : ""}`, "data-testid": "tag-wait", title: "El cliente espera respuesta" }, `espera ${ago(c.waitingSince).replace("hace ", "")}`) : null,
      ),
    );
  }
}
