import { AuthError } from "./api.js";
import { fill, h } from "./dom.js";
import { PAYMENT_LABELS } from "./labels.js";

// The shop's settings page: what the agent tells customers (hours, delivery, pickup, payments)
// and the approved WhatsApp templates. Saved whole with PUT /settings, validated by the server
// with the schema the agent reads; the version it was loaded at guards against overwriting
// someone else's edit.

const DAYS = [
  [1, "L"],
  [2, "M"],
  [3, "M"],
  [4, "J"],
  [5, "V"],
  [6, "S"],
  [0, "D"],
];
const DAY_NAMES = ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"];
const TEMPLATE_HINTS = {
  followup: "Seguimientos fuera de las 24 h: {{1}} el local, {{2}} el recordatorio.",
  order_update: "Novedades de pedidos fuera de las 24 h: {{1}} el número de pedido, {{2}} la novedad.",
};

/** "1.500", "1500", "1.500,50", "$ 2.300" → minor units; null when it is not an amount. */
export function parseMoney(text) {
  let t = String(text).replace(/[\s$]/g, "");
  if (!t) return null;
  if (t.includes(",")) t = t.replace(/\./g, "").replace(",", ".");
  else if (/^\d{1,3}(\.\d{3})+$/.test(t)) t = t.replace(/\./g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  return Math.round(Number(t) * 100);
}

const moneyValue = (minor) => (minor === null || minor === undefined ? "" : (minor / 100).toLocaleString("es-AR", { maximumFractionDigits: 2 }));

export class SettingsView {
  constructor({ root, session, toast }) {
    this.root = root;
    this.session = session;
    this.toast = toast;
    this.version = null;
    this.profile = null;
  }

  async show() {
    fill(this.root, h("p", { class: "muted pad" }, "Cargando…"));
    try {
      const res = await this.session.request("GET", "/settings");
      if (!res.ok) throw new Error(res.json.error ?? String(res.status));
      this.profile = res.json.profile;
      this.version = res.json.version;
      this.render();
    } catch (err) {
      fill(this.root, h("p", { class: "error pad" }, err instanceof AuthError ? err.message : "No se pudo cargar la configuración."));
    }
  }

  render() {
    const p = this.profile;
    const f = (this.fields = {});
    const input = (key, value, attrs = {}) => (f[key] = h("input", { type: "text", value: value ?? "", name: key, "data-testid": `set-${key}`, ...attrs }));
    const check = (key, checked) => (f[key] = h("input", { type: "checkbox", checked: !!checked, name: key, "data-testid": `set-${key}` }));
    this.hoursList = h("div", { class: "hours-list" }, p.hours.map((row) => this.hoursRow(row)));
    this.templatesList = h("div", { class: "templates-list" }, Object.entries(p.templates ?? {}).map(([key, t]) => this.templateRow(key, t)));
    this.error = h("p", { class: "error", role: "alert", "data-testid": "settings-error" });
    const field = (label, control, hint) => h("label", { class: "field" }, h("span", {}, label), control, hint ? h("small", { class: "muted" }, hint) : null);
    fill(
      this.root,
      h(
        "form",
        { class: "settings-form", "data-testid": "settings-form", onsubmit: (e) => (e.preventDefault(), void this.save()) },
        h("h2", {}, "Ajustes del local"),
        h("p", { class: "muted" }, "Lo que el agente les dice a los clientes. Los cambios se aplican en menos de un minuto."),
        h("fieldset", {}, h("legend", {}, "El local"), field("Nombre", input("name", p.name, { required: true, maxlength: 100 })), field("Dirección", input("address", p.address, { required: true, maxlength: 200 }), "Donde se retiran los pedidos."), field("Teléfono", input("phone", p.phone, { maxlength: 40 }))),
        h(
          "fieldset",
          {},
          h("legend", {}, "Horarios"),
          this.hoursList,
          h("button", { type: "button", class: "btn small", "data-testid": "add-hours", onclick: () => this.hoursList.append(this.hoursRow({ days: [1, 2, 3, 4, 5], open: "09:00", close: "18:00" })) }, "+ Agregar horario"),
        ),
        h(
          "fieldset",
          {},
          h("legend", {}, "Envío y retiro"),
          h("label", { class: "check" }, check("deliveryEnabled", p.delivery.enabled), " Hacemos envíos"),
          field("Costo de envío ($)", input("fee", moneyValue(p.delivery.fee), { inputmode: "decimal" })),
          field("Envío gratis desde ($)", input("freeFrom", moneyValue(p.delivery.freeFrom), { inputmode: "decimal", placeholder: "sin envío gratis" })),
          field("Zona", input("area", p.delivery.area, { maxlength: 200, placeholder: "en un radio de 20 cuadras" })),
          field("Demora", input("eta", p.delivery.eta, { maxlength: 100, placeholder: "entre 30 y 45 minutos" })),
          h(
            "details",
            { class: "translated" },
            h("summary", {}, "Zona y demora en inglés y portugués"),
            h("p", { class: "muted" }, "Para clientes que escriben en otro idioma. Si lo dejás vacío, el agente cita tu texto en castellano."),
            field("Zona (inglés)", input("area-en", p.delivery.translated?.en?.area, { maxlength: 200, placeholder: "within 20 blocks" })),
            field("Demora (inglés)", input("eta-en", p.delivery.translated?.en?.eta, { maxlength: 100, placeholder: "30 to 45 minutes" })),
            field("Zona (portugués)", input("area-pt", p.delivery.translated?.pt?.area, { maxlength: 200, placeholder: "num raio de 20 quadras" })),
            field("Demora (portugués)", input("eta-pt", p.delivery.translated?.pt?.eta, { maxlength: 100, placeholder: "de 30 a 45 minutos" })),
          ),
          h("label", { class: "check" }, check("pickup", p.pickup), " Se puede retirar en el local"),
        ),
        h(
          "fieldset",
          {},
          h("legend", {}, "Pagos"),
          h("div", { class: "checks" }, Object.entries(PAYMENT_LABELS).map(([m, label]) => h("label", { class: "check" }, check(`pay-${m}`, p.paymentMethods.includes(m)), ` ${label}`))),
          field("Alias para transferencias", input("transferAlias", p.transferAlias, { maxlength: 100 })),
        ),
        h(
          "fieldset",
          {},
          h("legend", {}, "Plantillas de WhatsApp"),
          h("p", { class: "muted" }, "Fuera de las 24 h desde el último mensaje del cliente, WhatsApp solo acepta plantillas aprobadas por Meta. Sin plantilla, el aviso no se envía (queda registrado)."),
          this.templatesList,
          h("button", { type: "button", class: "btn small", "data-testid": "add-template", onclick: () => this.templatesList.append(this.templateRow("", { name: "", language: "es_AR", body: "" })) }, "+ Agregar plantilla"),
        ),
        this.error,
        h("div", { class: "settings-save" }, h("button", { type: "submit", class: "btn primary", "data-testid": "settings-save" }, "Guardar cambios")),
      ),
    );
  }

  hoursRow(row) {
    const days = DAYS.map(([d, letter]) => h("label", { class: "day", title: DAY_NAMES[d] }, h("input", { type: "checkbox", value: String(d), checked: row.days.includes(d), "aria-label": DAY_NAMES[d] }), letter));
    const el = h(
      "div",
      { class: "hours-row", "data-testid": "hours-row" },
      h("div", { class: "days" }, days),
      h("input", { type: "time", class: "open", value: row.open, required: true, "aria-label": "Abre" }),
      h("span", {}, "a"),
      h("input", { type: "time", class: "close", value: row.close, required: true, "aria-label": "Cierra" }),
      h("button", { type: "button", class: "btn icon", "aria-label": "Quitar horario", onclick: () => el.remove() }, "✕"),
    );
    return el;
  }

  templateRow(key, t) {
    const hint = h("small", { class: "muted" }, TEMPLATE_HINTS[key] ?? "");
    const keyInput = h("input", { type: "text", class: "key", value: key, placeholder: "order_update", required: true, "aria-label": "Uso", oninput: () => fill(hint, TEMPLATE_HINTS[keyInput.value.trim()] ?? "") });
    const el = h(
      "div",
      { class: "template-row", "data-testid": "template-row" },
      h("div", { class: "row" }, keyInput, h("input", { type: "text", class: "name", value: t.name, placeholder: "nombre_en_meta", required: true, "aria-label": "Nombre aprobado" }), h("input", { type: "text", class: "language", value: t.language, placeholder: "es_AR", required: true, "aria-label": "Idioma" }), h("button", { type: "button", class: "btn icon", "aria-label": "Quitar plantilla", onclick: () => el.remove() }, "✕")),
      h("textarea", { class: "body", rows: 2, maxlength: 1024, placeholder: "Texto aprobado, con {{1}}, {{2}}…", "aria-label": "Texto" }, t.body ?? ""),
      hint,
    );
    return el;
  }

  /** The form as a profile, or a message naming what is wrong. */
  collect() {
    const f = this.fields;
    const value = (key) => f[key].value.trim();
    const fee = parseMoney(value("fee") || "0");
    const freeFrom = value("freeFrom") ? parseMoney(value("freeFrom")) : null;
    if (fee === null) return { error: "El costo de envío no es un monto válido." };
    if (value("freeFrom") && freeFrom === null) return { error: "El monto de envío gratis no es válido." };
    const hours = [...this.hoursList.querySelectorAll(".hours-row")].map((row) => ({
      days: [...row.querySelectorAll(".days input:checked")].map((i) => Number(i.value)).sort((a, b) => a - b),
      open: row.querySelector(".open").value,
      close: row.querySelector(".close").value,
    }));
    if (hours.some((r) => !r.days.length)) return { error: "Cada horario necesita al menos un día." };
    if (hours.some((r) => !(r.open < r.close))) return { error: "En cada horario, la hora de cierre va después de la de apertura." };
    const templates = {};
    for (const row of this.templatesList.querySelectorAll(".template-row")) {
      const key = row.querySelector(".key").value.trim();
      if (templates[key]) return { error: `La plantilla "${key}" está dos veces.` };
      const body = row.querySelector(".body").value.trim();
      templates[key] = { name: row.querySelector(".name").value.trim(), language: row.querySelector(".language").value.trim(), ...(body ? { body } : {}) };
    }
    const paymentMethods = Object.keys(PAYMENT_LABELS).filter((m) => f[`pay-${m}`].checked);
    if (!paymentMethods.length) return { error: "Elegí al menos un medio de pago." };
    const optional = (key) => value(key) || undefined;
    return {
      profile: {
        name: value("name"),
        address: value("address"),
        phone: optional("phone"),
        hours,
        delivery: { enabled: f.deliveryEnabled.checked, fee, freeFrom, area: optional("area"), eta: optional("eta"), translated: { en: { area: optional("area-en"), eta: optional("eta-en") }, pt: { area: optional("area-pt"), eta: optional("eta-pt") } } },
        pickup: f.pickup.checked,
        paymentMethods,
        transferAlias: optional("transferAlias"),
        templates,
      },
    };
  }

  async save() {
    const { profile, error } = this.collect();
    fill(this.error, error ?? "");
    if (error) return;
    try {
      const res = await this.session.request("PUT", "/settings", { profile, version: this.version });
      if (res.ok) {
        this.profile = res.json.profile;
        this.version = res.json.version;
        this.render();
        this.toast("Guardado. Los clientes lo ven en menos de un minuto.");
      } else if (res.status === 409) {
        fill(this.error, res.json.error, " ", h("button", { type: "button", class: "btn small", onclick: () => void this.show() }, "Recargar"));
      } else {
        fill(this.error, `No se pudo guardar: ${res.json.error ?? res.status}`);
      }
    } catch (err) {
      fill(this.error, err instanceof AuthError ? err.message : "Sin conexión: reintentá en unos segundos.");
    }
  }
}
