import { describe, expect, it } from "vitest";
import { renderInfobip } from "../../src/channels/infobip";
import { productsAsList } from "../../src/channels/product-fallback";
import { renderWhatsApp } from "../../src/channels/whatsapp-send";
import { mergeReplies, OutboundMessageSchema, plainText, shortenAtWord, type OutboundMessage, type ProductItem } from "../../src/lib/messages";

const TO = "5491155550001";
const item = (sku: string, title: string, description?: string): ProductItem => ({ sku, id: `product:${sku.toLowerCase()}`, title, description });
const interactive = (message: OutboundMessage, catalogId?: string) => renderWhatsApp(TO, message, { catalogId }).interactive as Record<string, unknown>;

describe("shortenAtWord", () => {
  it("keeps text that fits and cuts the rest at the last whole word, with an ellipsis", () => {
    expect(shortenAtWord("Coca-Cola 1,5 L", 24)).toBe("Coca-Cola 1,5 L");
    expect(shortenAtWord("Papas fritas Lays clásicas 150 g", 24)).toBe("Papas fritas Lays…");
    expect(shortenAtWord("Alfajor triple de chocolate, relleno", 28)).toBe("Alfajor triple de…");
    expect(shortenAtWord("uno dos tres", 8)).toBe("uno dos…");
  });

  it("never leaves a word cut when a boundary exists, and never more than the limit", () => {
    const text = "Gaseosa sabor lima limón en botella retornable de vidrio, dos litros y cuarto";
    for (let max = "Gaseosa".length + 1; max <= text.length; max++) {
      const short = shortenAtWord(text, max);
      expect(short.length).toBeLessThanOrEqual(max);
      if (short !== text) {
        const kept = short.slice(0, -1).split(" ");
        expect(text.split(" ").slice(0, kept.length - 1)).toEqual(kept.slice(0, -1));
        expect(text.split(/[ ,]+/)).toContain(kept[kept.length - 1]!.replace(/,$/, ""));
      }
    }
  });

  it("cuts inside a single over-long word only, never inside an emoji", () => {
    expect(shortenAtWord("Supercalifragilisticoespialidoso", 10)).toBe("Supercali…");
    expect(shortenAtWord("🍫🍫🍫🍫🍫🍫", 6)).toBe("🍫🍫…");
  });
});

describe("renderWhatsApp", () => {
  it("a single product with a catalog is a product message with catalog and retailer id", () => {
    const message: OutboundMessage = { type: "product", text: "Mirá esta", footer: "Precio final", item: item("COCA-15", "Coca-Cola 1,5 L", "$2.500") };
    expect(renderWhatsApp(TO, message, { catalogId: "194836987003835" })).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: TO,
      type: "interactive",
      interactive: { type: "product", body: { text: "Mirá esta" }, footer: { text: "Precio final" }, action: { catalog_id: "194836987003835", product_retailer_id: "COCA-15" } },
    });
  });

  it("a product list with a catalog is a multi-product message with header and sections", () => {
    const message: OutboundMessage = {
      type: "product_list",
      header: "Bebidas",
      text: "Estas tenemos",
      button: "Ver bebidas",
      sections: [
        { title: "Gaseosas", items: [item("COCA-15", "Coca-Cola 1,5 L"), item("PEPSI-15", "Pepsi 1,5 L")] },
        { title: "Aguas", items: [item("AGUA-500", "Agua mineral 500 ml")] },
      ],
    };
    expect(interactive(message, "194836987003835")).toEqual({
      type: "product_list",
      header: { type: "text", text: "Bebidas" },
      body: { text: "Estas tenemos" },
      action: {
        catalog_id: "194836987003835",
        sections: [
          { title: "Gaseosas", product_items: [{ product_retailer_id: "COCA-15" }, { product_retailer_id: "PEPSI-15" }] },
          { title: "Aguas", product_items: [{ product_retailer_id: "AGUA-500" }] },
        ],
      },
    });
  });

  it("without a catalog, products become a list whose rows fit WhatsApp and keep the whole name", () => {
    const message: OutboundMessage = {
      type: "product_list",
      header: "Snacks",
      text: "¿Cuál querés?",
      button: "Ver snacks",
      sections: [{ title: "Snacks", items: [item("PAPAS-LAYS", "Papas fritas Lays clásicas 150 g", "$2.800"), item("ALF-JORGITO", "Alfajor Jorgito", "$700")] }],
    };
    const list = interactive(message);
    expect(list).toEqual({
      type: "list",
      header: { type: "text", text: "Snacks" },
      body: { text: "¿Cuál querés?" },
      action: {
        button: "Ver snacks",
        sections: [
          {
            title: "Opciones",
            rows: [
              { id: "product:papas-lays", title: "Papas fritas Lays…", description: "Papas fritas Lays clásicas 150 g · $2.800" },
              { id: "product:alf-jorgito", title: "Alfajor Jorgito", description: "$700" },
            ],
          },
        ],
      },
    });
    expect(interactive({ type: "product", text: "Esta", item: item("COCA-15", "Coca-Cola 1,5 L", "$2.500") })).toMatchObject({
      type: "list",
      action: { sections: [{ rows: [{ id: "product:coca-15", title: "Coca-Cola 1,5 L", description: "$2.500" }] }] },
    });
  });

  it("the list fallback keeps sections, shows ten rows and names the other products in the body", () => {
    const items = Array.from({ length: 14 }, (_, i) => item(`SKU-${i}`, `Producto número ${i} de la casa`, `$${i}00`));
    const list = productsAsList({ type: "product_list", header: "Todo", text: "Esto hay", button: "Ver", sections: [{ title: "Primeros", items: items.slice(0, 7) }, { title: "Segundos", items: items.slice(7) }] });
    expect(OutboundMessageSchema.safeParse(list).success).toBe(true);
    expect(list.rows).toHaveLength(10);
    expect(list.text).toBe("Esto hay\n\nTambién tenemos: Producto número 10 de la casa, Producto número 11 de la casa, Producto número 12 de la casa, Producto número 13 de la casa.");
    const sections = (renderWhatsApp(TO, list).interactive as { action: { sections: { title: string; rows: unknown[] }[] } }).action.sections;
    expect(sections.map((s) => [s.title, s.rows.length])).toEqual([["Primeros", 7], ["Segundos", 3]]);
  });

  it("a location request carries WhatsApp's send_location action", () => {
    expect(interactive({ type: "location_request", text: "¿A dónde te lo llevamos? Mandá tu ubicación o escribí la dirección." })).toEqual({
      type: "location_request_message",
      body: { text: "¿A dónde te lo llevamos? Mandá tu ubicación o escribí la dirección." },
      action: { name: "send_location" },
    });
  });

  it("texts, buttons, lists and templates render as before", () => {
    expect(renderWhatsApp(TO, { type: "text", text: "hola" })).toMatchObject({ type: "text", text: { preview_url: false, body: "hola" } });
    expect(interactive({ type: "buttons", text: "¿Confirmás?", buttons: [{ id: "confirm:yes", title: "Sí" }] })).toEqual({
      type: "button",
      body: { text: "¿Confirmás?" },
      action: { buttons: [{ type: "reply", reply: { id: "confirm:yes", title: "Sí" } }] },
    });
    expect(interactive({ type: "list", text: "¿Cuál?", button: "Ver", rows: [{ id: "a", title: "A" }] })).toEqual({
      type: "list",
      body: { text: "¿Cuál?" },
      action: { button: "Ver", sections: [{ title: "Opciones", rows: [{ id: "a", title: "A" }] }] },
    });
    expect(renderWhatsApp(TO, { type: "template", name: "seguimiento", language: "es_AR", params: ["x"] })).toMatchObject({
      type: "template",
      template: { name: "seguimiento", language: { code: "es_AR" }, components: [{ type: "body", parameters: [{ type: "text", text: "x" }] }] },
    });
  });
});

describe("renderInfobip degrades what Infobip cannot carry here", () => {
  it("products go as an Infobip list and a location request as its question", () => {
    const list = renderInfobip("5491155550000", TO, { type: "product", text: "Esta", item: item("COCA-15", "Coca-Cola 1,5 L", "$2.500") });
    expect(list.path).toBe("/whatsapp/1/message/interactive/list");
    expect(list.body).toMatchObject({ content: { body: { text: "Esta" }, action: { title: "Ver producto", sections: [{ title: "Opciones", rows: [{ id: "product:coca-15", title: "Coca-Cola 1,5 L" }] }] } } });
    expect(renderInfobip("5491155550000", TO, { type: "location_request", text: "¿Dirección?" })).toEqual({
      path: "/whatsapp/1/message/text",
      body: { from: "5491155550000", to: TO, content: { text: "¿Dirección?" } },
    });
  });
});

describe("plainText is what a person reads for every kind", () => {
  it("names products, lists and the location button", () => {
    expect(plainText({ type: "product", text: "Esta", item: item("COCA-15", "Coca-Cola 1,5 L", "$2.500") })).toBe("Esta\n• Coca-Cola 1,5 L — $2.500");
    expect(plainText({ type: "product_list", header: "Bebidas", text: "Tenemos", button: "Ver", sections: [{ title: "Gaseosas", items: [item("P", "Pepsi 1,5 L")] }] })).toBe(
      "Bebidas\nTenemos\nGaseosas:\n• Pepsi 1,5 L",
    );
    expect(plainText({ type: "location_request", text: "¿Dónde?" })).toBe("¿Dónde?\n[Enviar ubicación]");
    expect(plainText({ type: "list", header: "Menú", text: "¿Cuál?", button: "Ver", rows: [{ id: "a", title: "A" }] })).toBe("Menú\n¿Cuál?\n1. A");
  });
});

describe("mergeReplies", () => {
  const text = (t: string): OutboundMessage => ({ type: "text", text: t });
  const buttons = (t: string): OutboundMessage => ({ type: "buttons", text: t, buttons: [{ id: "confirm:yes", title: "Confirmar" }] });

  it("joins consecutive texts into one message", () => {
    expect(mergeReplies([text("Listo, agregué 2 Coca."), text("¿Algo más?")])).toEqual([text("Listo, agregué 2 Coca.\n\n¿Algo más?")]);
  });

  it("lets buttons, lists and location requests carry the texts before them", () => {
    expect(mergeReplies([text("Te resumo el pedido."), buttons("Total $5.000. ¿Confirmás?")])).toEqual([buttons("Te resumo el pedido.\n\nTotal $5.000. ¿Confirmás?")]);
    expect(mergeReplies([text("Perfecto."), { type: "location_request", text: "¿A dónde lo llevamos?" }])).toEqual([{ type: "location_request", text: "Perfecto.\n\n¿A dónde lo llevamos?" }]);
    const list: OutboundMessage = { type: "list", text: "¿Cuál?", button: "Ver", rows: [{ id: "a", title: "A" }] };
    expect(mergeReplies([text("Tengo dos."), list])).toEqual([{ ...list, text: "Tengo dos.\n\n¿Cuál?" }]);
  });

  it("keeps texts apart from a body that would pass WhatsApp's 1024-character limit", () => {
    const long = text("x".repeat(1012)); // 1012 + 2 + 11 = 1025
    expect(mergeReplies([long, buttons("¿Confirmás?")])).toEqual([long, buttons("¿Confirmás?")]);
    expect(mergeReplies([text("a".repeat(3000)), text("b".repeat(2000))])).toEqual([text("a".repeat(3000)), text("b".repeat(2000))]);
  });

  it("keeps order: text after an interactive message and templates stay where they are", () => {
    const template: OutboundMessage = { type: "template", name: "seguimiento", language: "es_AR", params: [] };
    const merged = mergeReplies([text("uno"), template, text("dos"), buttons("¿sí?"), text("tres"), text("cuatro")]);
    expect(merged).toEqual([text("uno"), template, buttons("dos\n\n¿sí?"), text("tres\n\ncuatro")]);
    expect(merged.every((m) => OutboundMessageSchema.safeParse(m).success)).toBe(true);
    expect(mergeReplies([])).toEqual([]);
  });
});
