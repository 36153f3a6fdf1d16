import type { Step } from "../scenarios/types";
import type { KindAdapter } from "../support/behaviour-suite";
import { MIN } from "../support/conversation-host";
import { DEMO, PACKS } from "../support/demo-shops";
import { testKinds } from "../support/kinds";
import type { ShopData } from "../support/seed";

// How each kind reaches the shared behaviour cases (test/support/behaviour-suite.ts).

const pepsiOrder: Step[] = ["quiero 2 pepsi", "listo", "retiro", "Juan Pérez", "30123456", "efectivo", "sí"].map((say) => ({ say }));

const retail: KindAdapter = {
  kind: testKinds.get("retail"),
  shop: DEMO,
  midOrder: [{ say: "quiero 2 pepsi" }],
  held: (h) => h.session.cart,
  cancel: { say: "cancelá el pedido", confirm: "sí", reply: ["vacié el carrito"] },
  followUp: { steps: [{ say: "quiero 2 pepsi" }], afterMs: 15 * MIN, reply: ["Te quedó un pedido sin terminar: 2 Pepsi 1,5 L (subtotal $4.400)"] },
  order: { steps: pepsiOrder, total: 440000 },
};

const toPromos: Step[] = [{ say: "hola, quiero comprar" }, { say: "soy Ana, mi celular es 3415556677, mi ciudad es Rosario y mi dirección es Mitre 456" }, { say: "pasame las promos" }];

const packs: KindAdapter = {
  kind: testKinds.get("packs"),
  shop: PACKS,
  // A pack chosen and its summary shown.
  midOrder: [...toPromos, { say: "el de 2" }, { say: "efectivo" }],
  held: (h) => ({ cart: h.session.cart, customer: h.session.customer }),
  cancel: { say: "cancelar", reply: ["no te armo nada"] },
  followUp: { steps: [{ say: "quiero comprar" }, { say: "me llamo Juan Pérez" }], afterMs: 6 * MIN, reply: ["solo me falta tu teléfono, tu ciudad y tu dirección"] },
  order: { steps: [...toPromos, { say: "el de 2" }, { say: "efectivo" }, { say: "sí" }], total: 69900000 },
};

/** The info-only test shop: a hardware store that answers questions and leaves orders to a person. */
const INFO_SHOP: ShopData = {
  workspaceId: "info",
  kindId: "info",
  currency: "ARS",
  timezone: "America/Argentina/Buenos_Aires",
  profile: {
    name: "Ferretería La Tuerca",
    address: "Av. San Juan 2200, CABA",
    hours: [{ days: [1, 2, 3, 4, 5, 6], open: "08:30", close: "19:00" }],
    delivery: { enabled: false, fee: 0, freeFrom: null },
    pickup: true,
    paymentMethods: ["cash", "transfer"],
    templates: {},
  },
  products: [],
};

const info: KindAdapter = {
  kind: testKinds.get("info"),
  shop: INFO_SHOP,
  // A question answered: the conversation is on a topic and its follow-up is armed.
  midOrder: [{ say: "hacen envíos?" }],
  held: (h) => h.session.extra,
  cancel: { say: "quiero cancelar mi pedido", reply: ["Los pedidos los toma una persona del equipo"] },
  followUp: { steps: [{ say: "qué medios de pago aceptan?" }], afterMs: 60 * MIN, reply: ["¿Te quedó alguna duda?"] },
};

export const adapters: Record<string, KindAdapter> = { retail, packs, info };
