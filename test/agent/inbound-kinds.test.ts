import { describe, expect, it } from "vitest";
import { MAX_SEARCHES_PER_TURN } from "../../src/agent/catalog-reads";
import { kinds } from "../../src/agent/kinds";
import { DESCRIPTION_MAX, TITLE_MAX } from "../../src/lib/list-rows";
import type { OutboundMessage } from "../../src/lib/messages";
import { ConversationHost } from "../support/conversation-host";
import { ALMACEN, DEMO } from "../support/demo-shops";
import { MemoryStore } from "../support/memory-ports";
import type { ShopData } from "../support/seed";

// What WhatsApp sends besides typed text, and how products are shown, over memory ports: voice
// notes (transcribed or not), reactions with the shop's flag, a shared pin written with the
// order, product lists with and without a Meta catalog, and how much a turn reads.

const retail = kinds.get("retail");
const host = (shop: ShopData = DEMO, store?: MemoryStore) => new ConversationHost({ kind: retail, shop: store ?? shop });
const withProfile = (patch: Partial<ShopData["profile"]>): ShopData => ({ ...DEMO, profile: { ...DEMO.profile, ...patch } });
const lastMessages = (h: ConversationHost, n = 1): OutboundMessage[] => h.sent.slice(-n).map((s) => s.message);

async function toSummary(h: ConversationHost): Promise<void> {
  for (const say of ["quiero 2 pepsi", "listo", "retiro", "Nora", "30999888", "efectivo"]) await h.say(say);
  expect(h.session.state).toBe("AWAITING_CONFIRMATION");
}

describe("voice notes", () => {
  it("a transcribed note is read exactly like typed text, and history says it was a voice note", async () => {
    const h = host();
    const read = await h.send({ type: "audio", mediaId: "m1", voice: true, seconds: 4, transcript: "hola, quiero dos pepsi" });
    expect(read.join("\n")).toContain("Agregué 2 Pepsi 1,5 L");
    expect(h.session.cart).toEqual([expect.objectContaining({ productId: "pepsi-15", quantity: 2 })]);
    expect(h.session.history.find((e) => e.role === "customer")?.text).toBe("[nota de voz 0:04] hola, quiero dos pepsi");
  });

  it("a note that could not be heard gets a polite ask to write; a long one hears it was too long", async () => {
    const h = host();
    expect(await h.send({ type: "audio", mediaId: "m2", voice: true, unheard: "failed" })).toEqual(["No pude escuchar tu audio 🙏 ¿Me lo escribís?"]);
    const [tooLong] = await h.send({ type: "audio", mediaId: "m3", voice: true, seconds: 600, unheard: "too_long" });
    expect(tooLong).toMatch(/muy largo/);
    expect(h.session.cart).toEqual([]);
  });
});

describe("reactions and the shop's profile", () => {
  it("with reactionConfirms on, a 👍 to the summary is the customer's yes", async () => {
    const h = host(withProfile({ reactionConfirms: true }));
    await toSummary(h);
    const read = await h.send({ type: "reaction", messageId: "wamid.summary", emoji: "👍" });
    expect(read.join("\n")).toMatch(/Tu pedido ORD-\d{5} quedó confirmado/);
    expect(h.orders()).toHaveLength(1);
  });

  it("even then a ❤️ or a 👍 with no summary waiting is not a yes, and says nothing", async () => {
    const h = host(withProfile({ reactionConfirms: true }));
    expect(await h.send({ type: "reaction", messageId: "wamid.x", emoji: "👍" })).toEqual([]);
    await toSummary(h);
    const read = await h.send({ type: "reaction", messageId: "wamid.summary", emoji: "😮" });
    expect(read.join("\n")).toContain("¿Confirmamos el pedido?");
    expect(h.orders()).toHaveLength(0);
  });
});

describe("a shared location", () => {
  it("with a street number is the address, and the pin is written with the delivery order", async () => {
    const h = host();
    for (const say of ["quiero 3 cocas grandes", "listo", "envío", "Beto", "30555666"]) await h.say(say);
    expect(lastMessages(h)[0]).toMatchObject({ type: "location_request" });
    await h.send({ type: "location", latitude: -34.6037, longitude: -58.3816, name: "Casa", address: "Tucumán 1500" });
    expect(h.session.customer.address).toBe("Casa, Tucumán 1500");
    await h.say("efectivo");
    await h.say("sí");
    expect(h.orders()[0]).toMatchObject({ fulfilment: "delivery", address: "Casa, Tucumán 1500", location: { latitude: -34.6037, longitude: -58.3816, name: "Casa", address: "Tucumán 1500" } });
  });

  it("is not written with a pickup order", async () => {
    const h = host();
    await h.send({ type: "location", latitude: -34.6, longitude: -58.4 });
    for (const say of ["quiero 2 pepsi", "listo", "retiro", "Nora", "30999888", "efectivo", "sí"]) await h.say(say);
    expect(h.orders()[0]).toMatchObject({ fulfilment: "pickup", location: null });
  });
});

describe("products shown to choose or browse", () => {
  it("without a Meta catalog: a list whose rows show what tells them apart, within WhatsApp's limits, whole words", async () => {
    const h = host(ALMACEN);
    await h.say("¿tenés leche?");
    const [list] = lastMessages(h);
    expect(list.type).toBe("list");
    if (list.type !== "list") return;
    expect(list.rows.length).toBeLessThanOrEqual(10);
    for (const row of list.rows) {
      expect(row.title.length).toBeLessThanOrEqual(TITLE_MAX);
      expect((row.description ?? "").length).toBeLessThanOrEqual(DESCRIPTION_MAX);
      const product = ALMACEN.products.find((p) => `product:${p.id}` === row.id)!;
      // Every word shown is a whole word of the product's name ("…" marks what was left out).
      for (const word of row.title.replace(/…$/, "").split(" ")) expect(product.name.split(" ")).toContain(word);
    }
  });

  it("with a Meta catalog: a product list of SKUs in sections, at most 30", async () => {
    const h = host({ ...ALMACEN, profile: { ...ALMACEN.profile, whatsappCatalogId: "194836987003835" } });
    await h.say("¿tenés galletitas?");
    const [message] = lastMessages(h);
    expect(message.type).toBe("product_list");
    if (message.type !== "product_list") return;
    const items = message.sections.flatMap((s) => s.items);
    expect(items.length).toBeGreaterThan(10);
    expect(items.length).toBeLessThanOrEqual(30);
    for (const item of items) expect(ALMACEN.products.some((p) => p.sku === item.sku && `product:${p.id}` === item.id)).toBe(true);
    await h.say("quiero 2 coca");
    expect(lastMessages(h)[0].type).toBe("product_list");
    await h.say("¿tenés cindor?");
    expect(lastMessages(h)[0]).toMatchObject({ type: "product", item: { sku: "7791337991071", id: "product:almacen.7791337991071" } });
  });
});

describe("what a turn reads", () => {
  it("searches the words it needs, a bounded number of times, even for a long chatty message", async () => {
    const store = new MemoryStore(ALMACEN);
    const h = host(ALMACEN, store);
    const chatter = "hola que tal, mira te cuento que estoy organizando una juntada con amigos el sabado y quisiera saber que me recomendas ".repeat(20);
    await h.say(`${chatter} quiero 2 yerba playadito de 1 kg`);
    expect(store.reads.searches).toBeLessThanOrEqual(MAX_SEARCHES_PER_TURN);
    const before = store.reads.searches;
    await h.say("¿tenés dulce de leche?");
    expect(store.reads.searches - before).toBeLessThanOrEqual(3);
  });
});

describe("messages with nothing to read", () => {
  it("a pin with no name or address while the address is asked gets the question for the street", async () => {
    const h = host();
    for (const say of ["quiero 3 cocas grandes", "listo", "envío", "Beto", "30555666"]) await h.say(say);
    const read = await h.send({ type: "location", latitude: -34.6, longitude: -58.4 });
    expect(read.join("\n")).toContain("calle y el número");
    expect(h.session.location).toEqual({ latitude: -34.6, longitude: -58.4 });
  });

  it("an empty text still gets an answer", async () => {
    expect(await host().say("   ")).toHaveLength(1);
  });
});
