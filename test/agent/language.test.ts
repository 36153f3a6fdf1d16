import { describe, expect, it } from "vitest";
import { detectLanguage, LANGS, MESSAGE_KEYS, nextLanguage, phrase, readAsSpanish, word } from "../../src/agent/language";
import { languageScenarios } from "../scenarios/language";
import { hostFor, playInMemory } from "../support/play";

// The customer's language over in-memory ports: the detector, the reading of English and
// Portuguese words, the catalog's completeness, and whole conversations in en and pt.

describe("language detection", () => {
  it.each([
    ["I want 2 cokes please", "en"],
    ["oi, quero 2 cocas", "pt"],
    ["hola, quiero 2 cocas", "es"],
    ["¿hacen delivery?", "es"],
    ["obrigado!", "pt"],
    ["thank you!", "en"],
    ["tienen seven up?", "es"],
    ["hay speed one?", "es"],
    ["do you have seven up?", "en"],
  ])("%s → %s", (text, lang) => expect(detectLanguage(text)).toBe(lang));

  it.each(["30123456", "Juan Pérez", "ok", "👍", ""])("%s tells nothing", (text) => expect(detectLanguage(text)).toBeNull());

  it("a conversation switches only on a message clearly in another language", () => {
    expect(nextLanguage(undefined, "hi")).toBe("en");
    expect(nextLanguage("es", "ok thanks")).toBe("es");
    expect(nextLanguage("es", "I want 2 cokes please")).toBe("en");
    expect(nextLanguage("en", "Maria")).toBe("en");
    expect(nextLanguage("en", "hola, quiero dos pepsi y una fanta")).toBe("es");
    // "buscar" is Portuguese and Spanish: a Spanish conversation stays Spanish.
    expect(nextLanguage("es", "paso a buscar")).toBe("es");
  });
});

describe("reading English and Portuguese as the rules' Spanish", () => {
  it.each([
    ["I want 2 cokes please", "en", "quiero 2 cocas"],
    ["that's all", "en", "listo, eso es todo"],
    ["My name is John Smith", "en", "me llamo John Smith"],
    ["oi, quero 2 cocas", "pt", "hola, quiero 2 cocas"],
    ["só isso, com entrega", "pt", "listo, eso es todo, con envío"],
  ] as const)("%s", (text, lang, spanish) => expect(readAsSpanish(text, lang)).toBe(spanish));
});

describe("the message catalog", () => {
  it("has every reply kind in every language, with the same placeholders as Spanish", () => {
    for (const key of MESSAGE_KEYS) {
      const es = [...word("es", key).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const lang of LANGS) {
        const rendered = word(lang, key);
        expect(rendered.length, `${lang}.${key}`).toBeGreaterThan(0);
        expect([...rendered.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort(), `${lang}.${key}`).toEqual(es);
      }
    }
  });

  it("never phrases the same reply kind the same way twice in a row", () => {
    for (const lang of LANGS) {
      const session = { language: lang };
      let last = "";
      for (let i = 0; i < 6; i++) {
        const next = phrase(session, "notUnderstood");
        expect(next).not.toBe(last);
        last = next;
      }
    }
  });
});

describe("conversations in English and Portuguese (the kiosk, in memory)", () => {
  for (const scenario of languageScenarios) it(scenario.name, () => playInMemory(scenario).then(() => undefined));

  it("the operator's session shows the conversation's language", async () => {
    const host = hostFor({});
    await host.say("oi, quero 2 pepsi");
    expect(host.session.language).toBe("pt");
  });
});
