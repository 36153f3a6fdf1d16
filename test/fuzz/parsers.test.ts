import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseInfobipWebhook, verifyInfobipBasicAuth } from "../../src/channels/infobip";
import { InboundContentSchema } from "../../src/lib/messages";
import { parseWhatsAppWebhook, verifyWhatsAppSignature } from "../../src/channels/whatsapp";
import { BUILTIN_NAMES } from "../support/builtins";

// The parsers see whatever an authentic provider (or a buggy proxy) sends. Whatever the JSON,
// they must answer with a parse result or a clear error, and every message-like entry must end
// up either parsed or in `rejected` (recorded for a person): nothing is dropped silently.

/** A leaf that is sometimes the right type and sometimes anything at all. */
const maybe = <T>(good: fc.Arbitrary<T>) => fc.oneof({ weight: 3, arbitrary: good }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) });
const digits = fc.stringMatching(/^\+?[0-9]{6,15}$/);
/** Ids as an attacker would send them: built-in property names among the rest. */
const anyId = fc.oneof(fc.constantFrom(...BUILTIN_NAMES), fc.string());

const waMessage = fc.record(
  {
    from: maybe(fc.oneof(digits, anyId)),
    id: maybe(fc.oneof(fc.string({ minLength: 1, maxLength: 40 }), fc.constantFrom(...BUILTIN_NAMES))),
    timestamp: maybe(fc.oneof(fc.integer({ min: 0, max: 2 ** 31 }).map(String), fc.string())),
    type: maybe(
      fc.constantFrom("text", "interactive", "button", "location", "image", "video", "document", "sticker", "reaction", "order", "audio", "unknown", "__proto__", "constructor", "toString"),
    ),
    text: maybe(fc.record({ body: maybe(fc.string({ maxLength: 300 })) })),
    interactive: maybe(
      fc.record({
        type: maybe(fc.constantFrom("button_reply", "list_reply", "nfm_reply")),
        button_reply: maybe(fc.record({ id: fc.string(), title: fc.string() })),
        list_reply: maybe(fc.record({ id: fc.string(), title: fc.string(), description: fc.option(fc.string(), { nil: undefined }) })),
      }, { requiredKeys: [] }),
    ),
    button: maybe(fc.record({ payload: fc.option(fc.string(), { nil: undefined }), text: fc.string() })),
    location: maybe(fc.record({ latitude: fc.double(), longitude: fc.double(), name: fc.option(fc.string(), { nil: undefined }) })),
    image: maybe(fc.record({ caption: maybe(fc.string()), id: maybe(fc.oneof(digits, fc.string())), mime_type: maybe(fc.string()) }, { requiredKeys: [] })),
    document: maybe(fc.record({ caption: maybe(fc.string()), id: maybe(digits), filename: maybe(fc.string()) }, { requiredKeys: [] })),
    sticker: maybe(fc.record({ id: maybe(digits), animated: maybe(fc.boolean()) }, { requiredKeys: [] })),
    audio: maybe(fc.record({ id: maybe(fc.oneof(digits, fc.string({ maxLength: 3000 }))), voice: maybe(fc.boolean()), mime_type: maybe(fc.string()) }, { requiredKeys: [] })),
    reaction: maybe(fc.record({ message_id: maybe(fc.string()), emoji: maybe(fc.string()) }, { requiredKeys: [] })),
    order: maybe(
      fc.record(
        {
          catalog_id: maybe(digits),
          text: maybe(fc.string()),
          product_items: maybe(
            fc.array(
              fc.record(
                {
                  product_retailer_id: maybe(fc.string()),
                  quantity: maybe(fc.oneof(fc.integer({ min: -5, max: 200_000 }), fc.double(), fc.string())),
                  item_price: maybe(fc.oneof(fc.double(), fc.integer(), fc.string())),
                  currency: maybe(fc.string()),
                },
                { requiredKeys: [] },
              ),
              { maxLength: 4 },
            ),
          ),
        },
        { requiredKeys: [] },
      ),
    ),
  },
  { requiredKeys: [] },
);

/** Coexistence items: what the owner sent from the app, and address-book changes. */
const waEcho = fc.record(
  { from: maybe(digits), to: maybe(fc.oneof(digits, fc.string())), id: maybe(fc.string({ minLength: 1, maxLength: 40 })), timestamp: maybe(fc.integer({ min: 0 }).map(String)), type: maybe(fc.constantFrom("text", "image", "revoke", "edit")), text: maybe(fc.record({ body: fc.string() })) },
  { requiredKeys: [] },
);
const waStateSync = fc.record(
  {
    type: maybe(fc.constantFrom("contact", "label")),
    action: maybe(fc.constantFrom("add", "remove", "edit")),
    contact: maybe(fc.record({ phone_number: maybe(fc.oneof(digits, fc.string())), full_name: maybe(fc.string()), first_name: maybe(fc.string()) }, { requiredKeys: [] })),
    metadata: maybe(fc.record({ timestamp: maybe(fc.integer({ min: 0 }).map(String)) }, { requiredKeys: [] })),
  },
  { requiredKeys: [] },
);
const waHistory = fc.record(
  {
    metadata: maybe(fc.record({ phase: maybe(fc.integer({ min: 0, max: 2 })), chunk_order: maybe(fc.nat()), progress: maybe(fc.integer({ min: 0, max: 100 })) }, { requiredKeys: [] })),
    threads: maybe(fc.array(fc.record({ id: maybe(digits), messages: maybe(fc.array(fc.oneof(waMessage, fc.jsonValue({ maxDepth: 2 })), { maxLength: 3 })) }, { requiredKeys: [] }), { maxLength: 2 })),
    errors: maybe(fc.array(fc.record({ code: maybe(fc.integer()), title: maybe(fc.string()) }, { requiredKeys: [] }), { maxLength: 2 })),
  },
  { requiredKeys: [] },
);

const waStatus = fc.record(
  {
    id: maybe(fc.string({ minLength: 1 })),
    status: maybe(fc.constantFrom("sent", "delivered", "read", "failed", "deleted")),
    timestamp: maybe(fc.integer({ min: 0 }).map(String)),
    recipient_id: maybe(digits),
    errors: maybe(fc.array(fc.record({ code: maybe(fc.integer()), title: maybe(fc.string()) }), { maxLength: 2 })),
  },
  { requiredKeys: [] },
);

const waValue = fc.record(
  {
    messaging_product: maybe(fc.constant("whatsapp")),
    metadata: maybe(fc.record({ phone_number_id: maybe(digits), display_phone_number: fc.option(fc.string(), { nil: undefined }) }, { requiredKeys: [] })),
    contacts: maybe(fc.array(fc.record({ wa_id: maybe(digits), profile: maybe(fc.record({ name: maybe(fc.string()) }, { requiredKeys: [] })) }, { requiredKeys: [] }), { maxLength: 2 })),
    messages: fc.option(fc.array(waMessage, { maxLength: 4 }), { nil: undefined }),
    statuses: fc.option(fc.array(waStatus, { maxLength: 3 }), { nil: undefined }),
  },
  { requiredKeys: ["messages", "statuses"] },
);

/** The envelope right, echoes and contact changes with anything inside. */
const waCoexistenceEnvelope = fc.record({
  object: fc.constant("whatsapp_business_account"),
  entry: fc.array(
    fc.record({
      id: fc.string(),
      changes: fc.array(
        fc.oneof(
          fc.record({ field: fc.constant("smb_message_echoes"), value: fc.record({ messaging_product: fc.constant("whatsapp"), metadata: fc.record({ phone_number_id: digits }), message_echoes: fc.array(fc.oneof(waEcho, fc.jsonValue({ maxDepth: 2 })), { maxLength: 4 }) }) }),
          fc.record({ field: fc.constant("smb_app_state_sync"), value: fc.record({ messaging_product: fc.constant("whatsapp"), metadata: fc.record({ phone_number_id: digits }), state_sync: fc.array(fc.oneof(waStateSync, fc.jsonValue({ maxDepth: 2 })), { maxLength: 4 }) }) }),
        ),
        { maxLength: 3 },
      ),
    }),
    { maxLength: 2 },
  ),
});

/** The envelope right, the messages and statuses inside anything. */
const waValidEnvelope = fc.record({
  object: fc.constant("whatsapp_business_account"),
  entry: fc.array(
    fc.record({
      id: fc.string(),
      changes: fc.array(
        fc.record({
          field: fc.constant("messages"),
          value: fc.record({
            messaging_product: fc.constant("whatsapp"),
            metadata: fc.record({ phone_number_id: digits }),
            messages: fc.array(fc.oneof(waMessage, fc.jsonValue({ maxDepth: 2 })), { maxLength: 4 }),
            statuses: fc.array(fc.oneof(waStatus, fc.jsonValue({ maxDepth: 2 })), { maxLength: 3 }),
          }),
        }),
        { maxLength: 3 },
      ),
    }),
    { maxLength: 3 },
  ),
});

const waPayloadLike = fc.record({
  object: maybe(fc.constant("whatsapp_business_account")),
  entry: maybe(fc.array(fc.record({ id: fc.string(), changes: maybe(fc.array(fc.record({ field: maybe(fc.constant("messages")), value: waValue }), { maxLength: 3 })) }), { maxLength: 3 })),
});

const ibPayloadLike = fc.record({
  results: maybe(
    fc.array(
      fc.record(
        {
          messageId: maybe(fc.oneof(fc.string({ minLength: 1 }), fc.constantFrom(...BUILTIN_NAMES))),
          from: maybe(fc.oneof(digits, anyId)),
          to: maybe(fc.oneof(digits, anyId)),
          receivedAt: maybe(fc.oneof(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()), fc.string())),
          message: maybe(
            fc.record(
              {
                type: maybe(fc.constantFrom("TEXT", "INTERACTIVE_BUTTON_REPLY", "INTERACTIVE_LIST_REPLY", "BUTTON", "LOCATION", "IMAGE", "STICKER", "toString")),
                text: maybe(fc.string()),
                id: maybe(fc.string()),
                title: maybe(fc.string()),
                latitude: maybe(fc.double()),
                longitude: maybe(fc.double()),
                caption: maybe(fc.string()),
              },
              { requiredKeys: [] },
            ),
          ),
          contact: maybe(fc.record({ name: maybe(fc.string()) }, { requiredKeys: [] })),
        },
        { requiredKeys: [] },
      ),
      { maxLength: 4 },
    ),
  ),
});

/** Counts the entries a WhatsApp payload carries, to prove none is dropped. */
function waEntries(payload: unknown): { messages: number; statuses: number; changes: number } {
  const out = { messages: 0, statuses: 0, changes: 0 };
  const entries = (payload as { entry?: unknown }).entry;
  if (!Array.isArray(entries)) return out;
  for (const e of entries) {
    for (const ch of (e as { changes?: unknown[] }).changes ?? []) {
      out.changes++;
      const v = (ch as { value?: { messages?: unknown[]; statuses?: unknown[] } }).value;
      out.messages += Array.isArray(v?.messages) ? v.messages.length : 0;
      out.statuses += Array.isArray(v?.statuses) ? v.statuses.length : 0;
    }
  }
  return out;
}

function checkParsedMessages(messages: { id: unknown; from: unknown; to: unknown; timestamp: unknown; content: unknown }[]) {
  for (const m of messages) {
    expect(typeof m.id).toBe("string");
    // One contact, one id: the digits alone, whatever spelling the provider used.
    expect(m.from).toMatch(/^[0-9]{6,20}$/);
    expect(typeof m.to).toBe("string");
    expect(Number.isFinite(m.timestamp)).toBe(true);
    expect(InboundContentSchema.safeParse(m.content).success).toBe(true);
  }
}

describe("WhatsApp webhook parser under arbitrary input", () => {
  it("any JSON value yields a result or a clear error, never a throw", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (json) => {
        const r = parseWhatsAppWebhook(json);
        if ("error" in r) expect(r.error.length).toBeGreaterThan(0);
        else checkParsedMessages(r.messages);
      }),
      { numRuns: 400 },
    );
  });

  it("payloads of nearly the right shape yield a result or a clear error, never a throw", () => {
    fc.assert(
      fc.property(waPayloadLike, (payload) => {
        const r = parseWhatsAppWebhook(payload);
        if ("error" in r) expect(r.error).toMatch(/\S/);
        else checkParsedMessages(r.messages);
      }),
      { numRuns: 400 },
    );
  });

  it("with a valid envelope, every message and status is either parsed or recorded as rejected", () => {
    fc.assert(
      fc.property(waValidEnvelope, (payload) => {
        const r = parseWhatsAppWebhook(payload);
        if ("error" in r) throw new Error(`valid envelope refused: ${r.error}`);
        checkParsedMessages(r.messages);
        const sent = waEntries(payload);
        expect(r.messages.length + r.statuses.length + r.rejected.length).toBe(sent.messages + sent.statuses);
      }),
      { numRuns: 400 },
    );
  });

  it("with a valid envelope, every echo and contact change is either parsed or recorded as rejected", () => {
    fc.assert(
      fc.property(waCoexistenceEnvelope, (payload) => {
        const r = parseWhatsAppWebhook(payload);
        if ("error" in r) throw new Error(`valid envelope refused: ${r.error}`);
        const sent = payload.entry.flatMap((e) => e.changes).reduce((n, ch) => n + ((ch.value as { message_echoes?: unknown[] }).message_echoes ?? (ch.value as { state_sync?: unknown[] }).state_sync ?? []).length, 0);
        expect(r.echoes.length + r.appStateSync.length + r.rejected.length).toBe(sent);
        for (const e of r.echoes) expect(InboundContentSchema.safeParse(e.content).success).toBe(true);
        expect(r.messages).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it("history chunks of any shape yield threads of valid messages or rejects, never a throw", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(waHistory, fc.jsonValue({ maxDepth: 3 })), { maxLength: 3 }), digits, (history, pnid) => {
        const r = parseWhatsAppWebhook({ object: "whatsapp_business_account", entry: [{ id: "1", changes: [{ field: "history", value: { messaging_product: "whatsapp", metadata: { phone_number_id: pnid }, history } }] }] });
        if ("error" in r) throw new Error(r.error);
        expect(r.history.length).toBeLessThanOrEqual(history.length);
        for (const h of r.history) for (const t of h.threads) checkParsedMessages(t.messages.map((m) => ({ ...m, from: t.contact, to: h.businessNumber })));
      }),
      { numRuns: 300 },
    );
  });

  it("the signature check answers false, never throws, for any header", async () => {
    const body = new TextEncoder().encode('{"object":"whatsapp_business_account","entry":[]}').buffer as ArrayBuffer;
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.string().map((s) => "sha256=" + s), fc.stringMatching(/^sha256=[0-9a-f]{0,130}$/)), async (header) => {
        expect(await verifyWhatsAppSignature("secret", body, header)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});

describe("Infobip webhook parser under arbitrary input", () => {
  it("any JSON value yields a result or a clear error, never a throw", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (json) => {
        const r = parseInfobipWebhook(json);
        if ("error" in r) expect(r.error.length).toBeGreaterThan(0);
        else checkParsedMessages(r.messages);
      }),
      { numRuns: 400 },
    );
  });

  it("every result is parsed or recorded as rejected", () => {
    fc.assert(
      fc.property(ibPayloadLike, (payload) => {
        const r = parseInfobipWebhook(payload);
        if ("error" in r) return;
        checkParsedMessages(r.messages);
        const results = (payload as { results: unknown[] }).results;
        expect(r.messages.length + r.rejected.length).toBe(results.length);
      }),
      { numRuns: 400 },
    );
  });

  it("Basic auth check answers false, never throws, for any header", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string().map((s) => "Basic " + s), fc.string().map((s) => "Basic " + btoa(unescape(encodeURIComponent(s))))), (header) => {
        expect(verifyInfobipBasicAuth("infobip", "infobip-secret", header)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
