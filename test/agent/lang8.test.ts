import { describe, expect, it } from "vitest";
import { fieldWord, LANGS, NAMED_FIELDS, type Lang } from "../../src/agent/language";
import type { Session } from "../../src/agent/session";
import { shopText } from "../../src/agent/shop-answers";
import { REFUSED_DELIVERY, REFUSED_PAYMENT, refusalLine } from "../../src/agent/subflows/refusals";
import { toolErrorIn, WORDED_TOOL_ERRORS } from "../../src/agent/tools/errors";
import { escalationNotice, waitingAcknowledgement } from "../../src/agent/waiting";
import { CommerceProfileSchema } from "../../src/lib/commerce-profile";
import { DEMO } from "../support/demo-shops";
import { hostFor, perform } from "../support/play";

// lang8: no internal field or step name ever reaches a customer, whatever the conversation is
// waiting for; the tools' refusals, the handoff's waiting lines and the shop's own texts in the
// customer's language.

type Expecting = NonNullable<Session["expecting"]>;
/** Every value `expecting` can hold: a new one that is not listed here does not compile. */
const EVERY_EXPECTING: Record<Expecting, true> = {
  firstName: true, lastName: true, dni: true, phone: true, email: true, address: true, city: true, neighborhood: true, apartment: true,
  fulfilment: true, payment: true, confirmation: true, product_choice: true,
};
const INTERNAL = /\b[a-z]+_[a-z_]+\b|\b[a-z]+[A-Z][a-zA-Z]*\b/;
/** Words only Spanish replies use. */
const SPANISH = /[¿¡]|\b(?:tenés|querés|pasás|carrito|Perdón|equipo|avisé|todavía|envíos|stock de|quedan|resumen|hay que|No encontré)\b/;

const SHOW_CART: Record<Lang, string> = { es: "mostrame el carrito", en: "show me my cart", pt: "mostra o carrinho" };

describe("lang8: no internal name reaches a customer", () => {
  for (const lang of LANGS) {
    for (const expecting of Object.keys(EVERY_EXPECTING) as Expecting[]) {
      it(`${lang}, waiting for ${expecting}: the cart shown, a sticker, a word not understood and a plain "ok" never name it`, async () => {
        const host = hostFor({});
        await perform(host, { say: "2 pepsi y 2 cocas" });
        await perform(host, { say: "ya esta, retiro" });
        host.session.language = lang;
        host.session.state = "NEEDS_DETAILS";
        host.session.expecting = expecting;
        if (expecting === "product_choice") host.session.pendingChoice = { productIds: ["coca-15", "coca-500"], quantity: 2, query: "cocas" } as Session["pendingChoice"];
        const said = [
          ...(await perform(host, { say: SHOW_CART[lang] })),
          ...(await perform(host, { raw: { type: "sticker", sticker: { id: "stk-lang8", mime_type: "image/webp", animated: false } } })),
          ...(await perform(host, { say: "zzz" })),
          ...(await perform(host, { say: "ok" })),
        ];
        expect(said.length).toBeGreaterThan(0);
        for (const reply of said) expect(reply).not.toMatch(INTERNAL);
        // In Spanish and Portuguese the code's English name of the detail is never said either ("tu neighborhood").
        if (lang !== "en" && expecting !== "email") for (const reply of said) expect(reply).not.toMatch(new RegExp(`\\b${expecting}\\b`));
        if (expecting === "product_choice") expect(said.join("\n")).toMatch(/Coca-Cola 1,5 L/);
      });
    }
  }

  it("every detail has its words in every language, and any other name is said as a plain 'detail'", () => {
    for (const lang of LANGS) {
      for (const field of NAMED_FIELDS) expect(fieldWord(lang, field)).not.toMatch(INTERNAL);
      for (const name of ["product_choice", "confirmation", "constructor", "__proto__", "someField"]) {
        expect(fieldWord(lang, name)).toBe({ es: "dato", en: "detail", pt: "dado" }[lang]);
      }
    }
  });
});

describe("lang8: the tools' refusals in the customer's language", () => {
  const data = { name: "Pepsi 1,5 L", available: 3, wanted: 5, number: "ORD-00012", method: "transfer" };
  it.each(WORDED_TOOL_ERRORS)("%s: English and Portuguese, with its values, no Spanish", (code) => {
    for (const lang of ["en", "pt"] as const) {
      const said = toolErrorIn(lang, code, data)!;
      expect(said).toBeTruthy();
      expect(said).not.toMatch(SPANISH);
      expect(said).not.toMatch(/[{}]/);
    }
    expect(toolErrorIn("es", code, data)).toBeTruthy();
  });

  it("keeps the Spanish the shop always said, and names the values", () => {
    expect(toolErrorIn("es", "out_of_stock", data)).toBe("No hay stock suficiente de Pepsi 1,5 L: quedan 3.");
    expect(toolErrorIn("en", "out_of_stock", data)).toBe("There isn't enough stock of Pepsi 1,5 L: 3 left.");
    expect(toolErrorIn("pt", "order_not_found", data)).toBe("Não encontrei o pedido ORD-00012.");
    expect(toolErrorIn("en", "order_not_found", {})).toBe("You don't have any previous orders.");
    expect(toolErrorIn("en", "payment_method_unavailable", data)).toBe("The shop doesn't accept bank transfer.");
    expect(toolErrorIn("en", "tool_not_allowed", data)).toBeNull();
  });
});

describe("lang8: the waiting lines of a handoff", () => {
  const profile = DEMO.profile;
  const tz = DEMO.timezone;
  // A Wednesday at 15:00 in Buenos Aires (open) and at 03:00 (closed).
  const open = Date.parse("2026-11-25T18:00:00Z");
  const closed = Date.parse("2026-11-25T06:00:00Z");
  it.each([
    ["en", "I've let the team know", "We're closed right now; we open", "Sorry for the wait"],
    ["pt", "Já avisei a equipe", "Agora estamos fechados; abrimos", "Desculpe a demora"],
  ] as const)("%s", (lang, ack, closedNow, escalated) => {
    const session = { language: lang };
    expect(waitingAcknowledgement(profile, tz, open, session)).toContain(ack);
    const whenClosed = waitingAcknowledgement(profile, tz, closed, session);
    expect(whenClosed).toContain(closedNow);
    expect(whenClosed).not.toMatch(SPANISH);
    expect(escalationNotice(session)).toContain(escalated);
    expect(escalationNotice(session)).not.toMatch(SPANISH);
  });
  it("Spanish stays as the shop always said it", () => {
    expect(waitingAcknowledgement(profile, tz, open)).toBe("Ya le avisé al equipo, en breve te responden 🙏");
    expect(escalationNotice()).toBe("Perdón la demora 🙏 Ya le volví a avisar al equipo; en cuanto se libere alguien te responde por acá.");
  });
});

describe("lang8: the shop's own texts in an English or Portuguese reply", () => {
  // A shop that wrote its delivery texts only in Spanish (the demo shops give translations).
  const base = { ...DEMO.profile, delivery: { ...DEMO.profile.delivery, area: "en barrio Alberdi", eta: "en el día", translated: undefined } };
  it("quoted as the shop's words when it has them only in Spanish", () => {
    expect(shopText(base, "eta", "en")).toBe("“en el día” (in the shop's words)");
    expect(shopText(base, "area", "pt")).toBe("“en barrio Alberdi” (nas palavras da loja)");
    expect(shopText(base, "eta", "es")).toBe("en el día");
  });
  it("the shop's own English or Portuguese wording when its profile has it", () => {
    const translated = CommerceProfileSchema.parse({ ...base, delivery: { ...base.delivery, translated: { en: { eta: "the same day", area: "in Alberdi and around" }, pt: { eta: "no mesmo dia" } } } });
    expect(shopText(translated, "eta", "en")).toBe("the same day");
    expect(shopText(translated, "area", "en")).toBe("in Alberdi and around");
    expect(shopText(translated, "eta", "pt")).toBe("no mesmo dia");
    expect(shopText(translated, "area", "pt")).toBe("“en barrio Alberdi” (nas palavras da loja)");
  });
});

describe("lang8 (#14): why a value was refused, in the customer's language", () => {
  const shop = { ports: { profile: { ...DEMO.profile, paymentMethods: ["cash", "transfer"] } } } as never;
  const at = (language: "es" | "en" | "pt") => ({ ...(shop as object), session: { language } }) as never;
  it("a payment method the shop does not take, and no delivery", () => {
    expect(refusalLine(at("es"), REFUSED_PAYMENT, "mercadopago")).toBe("Mmm, no aceptamos Mercado Pago (aceptamos efectivo y transferencia).");
    expect(refusalLine(at("en"), REFUSED_PAYMENT, "mercadopago")).not.toMatch(/aceptamos|efectivo/);
    expect(refusalLine(at("pt"), REFUSED_DELIVERY)).toBe("Hmm, por enquanto não fazemos entregas.");
  });
  it("a reason the table does not know is never shown in Spanish to an English or Portuguese customer", () => {
    expect(refusalLine(at("es"), "falta el dato")).toBe("Mmm, falta el dato.");
    expect(refusalLine(at("en"), "falta el dato")).toBe("Hmm, I couldn't take that.");
    expect(refusalLine(at("pt"), "falta el dato")).toBe("Hmm, não consegui anotar isso.");
  });
});
