import { describe, expect, it } from "vitest";
import { parseInfobipWebhook } from "../../src/channels/infobip";
import { parseWhatsAppWebhook, type ParsedWebhook } from "../../src/channels/whatsapp";
import { describeInbound, inboundText, InboundContentSchema, type InboundContent } from "../../src/lib/messages";

// Payload shapes from Meta's webhook references (messages: order, audio, image, document,
// sticker, reaction, location; smb_message_echoes; history; smb_app_state_sync).

const PNID = "106540352242922";
const CUSTOMER = "16505551234";

function envelope(field: string, value: Record<string, unknown>) {
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: "102290129340398",
        changes: [
          {
            field,
            value: { messaging_product: "whatsapp", metadata: { display_phone_number: "15550783881", phone_number_id: PNID }, ...value },
          },
        ],
      },
    ],
  };
}

function inbound(message: Record<string, unknown>) {
  return envelope("messages", {
    contacts: [{ profile: { name: "Pablo Morales" }, wa_id: CUSTOMER }],
    messages: [{ from: CUSTOMER, id: "wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQUFERjg0", timestamp: "1739321024", ...message }],
  });
}

function parsed(json: unknown): ParsedWebhook {
  const r = parseWhatsAppWebhook(json);
  if ("error" in r) throw new Error(r.error);
  return r;
}

function contentOf(message: Record<string, unknown>): InboundContent {
  const r = parsed(inbound(message));
  expect(r.rejected).toEqual([]);
  expect(r.messages).toHaveLength(1);
  return r.messages[0]!.content;
}

describe("WhatsApp inbound message types", () => {
  it("an order (a cart from the catalog) keeps every line, its catalog and the customer's note", () => {
    const content = contentOf({
      type: "order",
      order: {
        catalog_id: "194836987003835",
        text: "para el sábado",
        product_items: [
          { product_retailer_id: "COCA-15", quantity: 2, item_price: 2500, currency: "ARS" },
          { product_retailer_id: "ALF-JORGITO", quantity: 6, item_price: 700.5, currency: "ARS" },
        ],
      },
    });
    expect(content).toEqual({
      type: "order",
      catalogId: "194836987003835",
      note: "para el sábado",
      items: [
        { sku: "COCA-15", quantity: 2, itemPrice: 2500, currency: "ARS" },
        { sku: "ALF-JORGITO", quantity: 6, itemPrice: 700.5, currency: "ARS" },
      ],
    });
    expect(describeInbound(content)).toBe("[pedido del catálogo: 2 × COCA-15, 6 × ALF-JORGITO] para el sábado");
    expect(inboundText(content)).toBe("para el sábado");
  });

  it("an order with a zero or absurd quantity, or no lines, is kept as an unsupported order", () => {
    for (const product_items of [[], [{ product_retailer_id: "X", quantity: 0 }], [{ product_retailer_id: "X", quantity: 1e9 }]]) {
      expect(contentOf({ type: "order", order: { catalog_id: "1", product_items } })).toEqual({ type: "unsupported", kind: "order" });
    }
  });

  it("a voice note and an audio file keep the media id, mime type and voice flag", () => {
    const voice = contentOf({ type: "audio", audio: { mime_type: "audio/ogg; codecs=opus", sha256: "abc=", id: "1013859600285441", url: "https://lookaside.fbsbx.com/x", voice: true } });
    expect(voice).toEqual({ type: "audio", mediaId: "1013859600285441", mimeType: "audio/ogg; codecs=opus", voice: true });
    expect(describeInbound(voice)).toBe("[nota de voz]");
    expect(inboundText(voice)).toBe("");
    const file = contentOf({ type: "audio", audio: { mime_type: "audio/mpeg", id: "2" } });
    expect(file).toEqual({ type: "audio", mediaId: "2", mimeType: "audio/mpeg", voice: false });
    expect(describeInbound({ ...file, seconds: 75, transcript: "quiero dos cocas" } as InboundContent)).toBe("[audio 1:15] quiero dos cocas");
    expect(inboundText({ ...voice, transcript: "quiero dos cocas" } as InboundContent)).toBe("quiero dos cocas");
  });

  it("images, videos, documents and stickers keep media id and caption; the caption is what is read", () => {
    const image = contentOf({ type: "image", image: { caption: "¿tenés esta?", mime_type: "image/jpeg", sha256: "h", id: "2754859441498128" } });
    expect(image).toEqual({ type: "image", mediaId: "2754859441498128", mimeType: "image/jpeg", caption: "¿tenés esta?" });
    expect(describeInbound(image)).toBe("[imagen] ¿tenés esta?");
    expect(inboundText(image)).toBe("¿tenés esta?");
    const video = contentOf({ type: "video", video: { mime_type: "video/mp4", id: "7" } });
    expect(describeInbound(video)).toBe("[video]");
    const doc = contentOf({ type: "document", document: { caption: "la factura", filename: "factura.pdf", mime_type: "application/pdf", sha256: "h", id: "3" } });
    expect(doc).toEqual({ type: "document", mediaId: "3", mimeType: "application/pdf", caption: "la factura", filename: "factura.pdf" });
    expect(describeInbound(doc)).toBe("[documento factura.pdf] la factura");
    const sticker = contentOf({ type: "sticker", sticker: { mime_type: "image/webp", sha256: "h", id: "4", animated: false } });
    expect(sticker).toEqual({ type: "sticker", mediaId: "4", mimeType: "image/webp", animated: false });
    expect([describeInbound(sticker), inboundText(sticker)]).toEqual(["[sticker]", ""]);
  });

  it("a media message without a media id is kept as unsupported with its caption", () => {
    expect(contentOf({ type: "image", image: { caption: "mirá" } })).toEqual({ type: "unsupported", kind: "image", caption: "mirá" });
  });

  it("a reaction names the message it reacts to; one without emoji is a reaction taken back", () => {
    const put = contentOf({ type: "reaction", reaction: { message_id: "wamid.OURS", emoji: "👍" } });
    expect(put).toEqual({ type: "reaction", messageId: "wamid.OURS", emoji: "👍" });
    expect([describeInbound(put), inboundText(put)]).toEqual(["[reacción 👍]", ""]);
    const removed = contentOf({ type: "reaction", reaction: { message_id: "wamid.OURS" } });
    expect(removed).toEqual({ type: "reaction", messageId: "wamid.OURS" });
    expect(describeInbound(removed)).toBe("[reacción quitada]");
  });

  it("a location keeps coordinates, name and address; one off the globe is unsupported", () => {
    const loc = contentOf({ type: "location", location: { latitude: -34.6037, longitude: -58.3816, name: "Obelisco", address: "Av. 9 de Julio s/n" } });
    expect(loc).toEqual({ type: "location", latitude: -34.6037, longitude: -58.3816, name: "Obelisco", address: "Av. 9 de Julio s/n" });
    expect(describeInbound(loc)).toBe("[ubicación] Obelisco, Av. 9 de Julio s/n");
    expect(contentOf({ type: "location", location: { latitude: 400, longitude: 0 } })).toEqual({ type: "unsupported", kind: "location" });
  });

  it("unknown types, Flows replies and Meta's own 'unsupported' are kept with their kind", () => {
    expect(contentOf({ type: "contacts", contacts: [{ name: { formatted_name: "Ana" } }] })).toEqual({ type: "unsupported", kind: "contacts" });
    expect(contentOf({ type: "interactive", interactive: { type: "nfm_reply", nfm_reply: { response_json: "{}" } } })).toEqual({ type: "unsupported", kind: "interactive:nfm_reply" });
    expect(contentOf({ type: "unsupported", errors: [{ code: 131051, title: "Message type unknown" }] })).toEqual({ type: "unsupported", kind: "unsupported" });
  });

  it("every content the parser gives is valid by the shared schema", () => {
    for (const message of [
      { type: "order", order: { catalog_id: "1", product_items: [{ product_retailer_id: "A", quantity: "3", item_price: "10.5", currency: "ARS" }] } },
      { type: "audio", audio: { id: "x".repeat(3000) } },
      { type: "reaction", reaction: { message_id: "" } },
      JSON.parse('{"type":"__proto__","__proto__":{"caption":"x"}}') as Record<string, unknown>,
      JSON.parse('{"type":"constructor"}') as Record<string, unknown>,
    ]) {
      expect(InboundContentSchema.safeParse(contentOf(message)).success).toBe(true);
    }
  });
});

describe("Coexistence webhooks", () => {
  it("smb_message_echoes: what the owner sent from the app, to which customer", () => {
    const r = parsed(
      envelope("smb_message_echoes", {
        message_echoes: [
          { from: "15550783881", to: CUSTOMER, id: "wamid.ECHO1", timestamp: "1739321024", type: "text", text: { body: "Hola Pablo, ya te lo mando" } },
          { from: "15550783881", to: CUSTOMER, id: "wamid.ECHO2", timestamp: "1739321030", type: "image", image: { id: "55", mime_type: "image/jpeg", caption: "este" } },
        ],
      }),
    );
    expect(r.rejected).toEqual([]);
    expect(r.messages).toEqual([]);
    expect(r.echoes).toEqual([
      { provider: "whatsapp", id: "wamid.ECHO1", businessNumber: PNID, contact: CUSTOMER, timestamp: 1739321024000, content: { type: "text", text: "Hola Pablo, ya te lo mando" } },
      { provider: "whatsapp", id: "wamid.ECHO2", businessNumber: PNID, contact: CUSTOMER, timestamp: 1739321030000, content: { type: "image", mediaId: "55", mimeType: "image/jpeg", caption: "este" } },
    ]);
  });

  it("an echo to something that is not a phone number is recorded as rejected, not ingested", () => {
    const r = parsed(envelope("smb_message_echoes", { message_echoes: [{ from: "1555", to: "not-a-phone", id: "wamid.X", timestamp: "1", type: "text", text: { body: "x" } }] }));
    expect(r.echoes).toEqual([]);
    expect(r.rejected).toHaveLength(1);
  });

  it("history: threads with both sides of the chat, their phase, chunk and progress", () => {
    const r = parsed(
      envelope("history", {
        history: [
          {
            metadata: { phase: 0, chunk_order: 1, progress: 55 },
            threads: [
              {
                id: CUSTOMER,
                messages: [
                  { from: CUSTOMER, id: "wamid.H1", timestamp: "1739230955", type: "text", text: { body: "¿Tenés alfajores?" }, history_context: { status: "READ" } },
                  { from: "15550783881", to: CUSTOMER, id: "wamid.H2", timestamp: "1739230990", type: "text", text: { body: "Sí" }, history_context: { status: "DELIVERED" } },
                  { from: CUSTOMER, id: "wamid.H3", timestamp: "1739231000", type: "media_placeholder" },
                ],
              },
            ],
          },
        ],
      }),
    );
    expect(r.rejected).toEqual([]);
    expect(r.history).toEqual([
      {
        businessNumber: PNID,
        phase: 0,
        chunkOrder: 1,
        progress: 55,
        errors: [],
        threads: [
          {
            contact: CUSTOMER,
            messages: [
              { id: "wamid.H1", fromBusiness: false, timestamp: 1739230955000, status: "READ", content: { type: "text", text: "¿Tenés alfajores?" } },
              { id: "wamid.H2", fromBusiness: true, timestamp: 1739230990000, status: "DELIVERED", content: { type: "text", text: "Sí" } },
              { id: "wamid.H3", fromBusiness: false, timestamp: 1739231000000, status: undefined, content: { type: "unsupported", kind: "media_placeholder" } },
            ],
          },
        ],
      },
    ]);
  });

  it("history declined by the owner arrives as errors and is kept", () => {
    const r = parsed(
      envelope("history", {
        history: [{ errors: [{ code: 2593109, title: "History sync is turned off by the business", message: "History sync is turned off", error_data: { details: "declined" } }] }],
      }),
    );
    expect(r.history).toEqual([{ businessNumber: PNID, phase: undefined, chunkOrder: undefined, progress: undefined, threads: [], errors: [{ code: 2593109, title: "History sync is turned off by the business" }] }]);
  });

  it("smb_app_state_sync: contacts added and removed in the owner's app", () => {
    const r = parsed(
      envelope("smb_app_state_sync", {
        state_sync: [
          { type: "contact", contact: { full_name: "Pablo Morales", first_name: "Pablo", phone_number: CUSTOMER }, action: "add", metadata: { timestamp: "1739321024" } },
          { type: "contact", contact: { phone_number: "16505550000" }, action: "remove", metadata: { timestamp: "1739321025" } },
          { type: "label", label: { name: "VIP" }, action: "add" },
        ],
      }),
    );
    expect(r.appStateSync).toEqual([
      { businessNumber: PNID, action: "add", contact: CUSTOMER, fullName: "Pablo Morales", firstName: "Pablo", timestamp: 1739321024000 },
      { businessNumber: PNID, action: "remove", contact: "16505550000", fullName: undefined, firstName: undefined, timestamp: 1739321025000 },
    ]);
    expect(r.rejected).toHaveLength(1); // the kind of sync we do not know is kept for a person
  });

  it("a field we do not handle is recorded, never dropped", () => {
    const r = parsed(envelope("account_update", { event: "PARTNER_REMOVED" }));
    expect(r.rejected).toHaveLength(1);
    expect(r.rejected[0]!.reason).toBe("unhandled field account_update");
  });
});

describe("Infobip inbound media", () => {
  const result = (message: Record<string, unknown>) => {
    const r = parseInfobipWebhook({ results: [{ messageId: "ib-1", from: "5491155550001", to: "5491155550000", receivedAt: "2026-01-01T10:00:00.000+0000", message }] });
    if ("error" in r) throw new Error(r.error);
    expect(r.messages).toHaveLength(1);
    return r.messages[0]!.content;
  };

  it("maps images, documents, voice, audio and stickers with the download URL as the media reference", () => {
    const url = "https://api.infobip.com/whatsapp/1/senders/5491155550000/media/abc";
    expect(result({ type: "IMAGE", url, caption: "esta" })).toEqual({ type: "image", mediaId: url, caption: "esta" });
    expect(result({ type: "DOCUMENT", url, caption: "factura" })).toEqual({ type: "document", mediaId: url, caption: "factura" });
    expect(result({ type: "VOICE", url })).toEqual({ type: "audio", mediaId: url, voice: true });
    expect(result({ type: "AUDIO", url })).toEqual({ type: "audio", mediaId: url, voice: false });
    expect(result({ type: "STICKER", url })).toEqual({ type: "sticker", mediaId: url });
    expect(result({ type: "IMAGE", caption: "sin url" })).toEqual({ type: "unsupported", kind: "image", caption: "sin url" });
  });
});
