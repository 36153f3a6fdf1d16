import { AuthError } from "./api.js";
import { ago, fill, h } from "./dom.js";
import { setOperators } from "./labels.js";

// The shop's team, under Ajustes. Everyone's console reads it to put names to operator ids; the
// owner also adds people (each gets a token, shown here once: only its hash is kept), renames
// them, and revokes them (their open console closes at once and the token stops working).

export class TeamView {
  constructor({ root, session, toast, onChange }) {
    this.root = root;
    this.session = session;
    this.toast = toast;
    this.onChange = onChange ?? (() => {});
    this.operators = [];
    this.revealed = null; // { name, token } of the person just added
    this.loading = null;
    this.loadedAt = 0;
    this.clearName = false; // set once a person is added: the next render empties the name field
  }

  /** Fetches the team (names for ids); at most one request at a time, and not again within 5 s unless forced. */
  async load(force = false) {
    if (this.loading) return this.loading;
    if (!force && Date.now() - this.loadedAt < 5_000) return;
    this.loading = (async () => {
      try {
        const res = await this.session.request("GET", "/operators");
        if (!res.ok) return;
        this.operators = res.json.operators;
        this.session.me = res.json.me;
        this.loadedAt = Date.now();
        setOperators(this.operators);
        this.onChange();
        this.render();
      } catch (err) {
        if (err instanceof AuthError) throw err;
      } finally {
        this.loading = null;
      }
    })();
    return this.loading;
  }

  async show() {
    this.visible = true;
    this.render();
    await this.load(true).catch(() => {});
  }

  hide() {
    this.visible = false;
    this.revealed = null;
  }

  render() {
    if (!this.visible) return;
    if (!this.session.isOwner) {
      fill(this.root);
      return;
    }
    // The list loads after the page shows: a name typed meanwhile survives the re-render (and its focus).
    const before = this.root.querySelector('[data-testid="team-name"]');
    const name = h("input", { type: "text", required: true, maxlength: 60, placeholder: "Nombre (ej.: Ana)", "data-testid": "team-name", autocomplete: "off" });
    if (before && !this.clearName) name.value = before.value;
    this.clearName = false;
    const hadFocus = before !== null && document.activeElement === before;
    fill(
      this.root,
      h(
        "section",
        { class: "team", "data-testid": "team" },
        h("h2", {}, "Equipo"),
        h("p", { class: "muted" }, "Cada persona entra con su propio token. Lo que hace (tomar chats, escribir, mover pedidos) queda registrado a su nombre."),
        this.revealed ? this.tokenBox(this.revealed) : null,
        h("ul", { class: "team-list" }, this.operators.map((o) => this.row(o))),
        h(
          "form",
          { class: "team-add", onsubmit: (e) => (e.preventDefault(), void this.add(name.value.trim())) },
          name,
          h("button", { type: "submit", class: "btn primary", "data-testid": "team-add" }, "Agregar persona"),
        ),
      ),
    );
    if (hadFocus) name.focus();
  }

  tokenBox({ name, token }) {
    const field = h("input", { type: "text", readonly: true, value: token, class: "grow", "data-testid": "team-token", onfocus: (e) => e.target.select() });
    return h(
      "div",
      { class: "token-box", role: "status" },
      h("b", {}, `Token de ${name}`),
      h("p", {}, "Copialo y pasáselo ahora: no se vuelve a mostrar. Con él entra a la consola desde su teléfono."),
      h(
        "div",
        { class: "row" },
        field,
        h(
          "button",
          {
            type: "button",
            class: "btn",
            onclick: async () => {
              try {
                await navigator.clipboard.writeText(token);
                this.toast("Token copiado.");
              } catch {
                field.select();
              }
            },
          },
          "Copiar",
        ),
        h("button", { type: "button", class: "btn", onclick: () => ((this.revealed = null), this.render()) }, "Listo"),
      ),
    );
  }

  row(o) {
    const revoked = o.revokedAt !== null;
    const me = o.id === this.session.me?.id;
    return h(
      "li",
      { class: `team-row${revoked ? " revoked" : ""}`, dataset: { operatorId: o.id }, "data-testid": "team-row" },
      h("div", { class: "team-who" }, h("b", {}, o.name), me ? " (vos)" : "", h("div", { class: "muted" }, o.role === "owner" ? "Dueño" : "Personal", " · ", revoked ? `acceso revocado ${ago(o.revokedAt)}` : `desde ${new Date(o.createdAt).toLocaleDateString("es-AR")}`)),
      revoked ? null : h("button", { type: "button", class: "btn small", onclick: () => void this.rename(o) }, "Renombrar"),
      revoked || o.role === "owner" ? null : h("button", { type: "button", class: "btn small danger", "data-testid": "team-revoke", onclick: () => void this.revoke(o) }, "Revocar acceso"),
    );
  }

  async add(name) {
    if (!name) return;
    const res = await this.session.request("POST", "/operators", { name }).catch(() => null);
    if (!res?.ok) {
      this.toast(res?.json?.error ?? "No se pudo agregar a la persona.", "error");
      return;
    }
    this.revealed = { name: res.json.operator.name, token: res.json.token };
    this.clearName = true;
    this.render();
    await this.load(true);
  }

  async rename(o) {
    const name = window.prompt(`Nuevo nombre para ${o.name}:`, o.name)?.trim();
    if (!name || name === o.name) return;
    const res = await this.session.request("PATCH", `/operators/${encodeURIComponent(o.id)}`, { name }).catch(() => null);
    if (!res?.ok) this.toast(res?.json?.error ?? "No se pudo cambiar el nombre.", "error");
    await this.load(true);
  }

  async revoke(o) {
    if (!window.confirm(`¿Revocar el acceso de ${o.name}? Su consola se cierra en el momento y su token deja de funcionar.`)) return;
    const res = await this.session.request("POST", `/operators/${encodeURIComponent(o.id)}/revoke`).catch(() => null);
    if (res?.ok) this.toast(`${o.name} ya no tiene acceso.`);
    else this.toast(res?.json?.error ?? "No se pudo revocar el acceso. Probá de nuevo.", "error");
    await this.load(true);
  }
}
