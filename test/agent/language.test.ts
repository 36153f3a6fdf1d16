import { describe, expect, it } from "vitest";
import { detectLanguage, LANGS, MESSAGE_KEYS, nextLanguage, phrase, phrasings, readAsSpanish, word } from "../../src/agent/language";
import { ANSWERS_EN } from "../../src/agent/language/answers-en";
import { ANSWERS_ES } from "../../src/agent/language/answers-es";
import { ANSWERS_PT } from "../../src/agent/language/answers-pt";
import { EN } from "../../src/agent/language/messages-en";
import { ES } from "../../src/agent/language/messages-es";
import { PT } from "../../src/agent/language/messages-pt";
import { PACKS_EN } from "../../src/agent/language/packs-en";
import { PACKS_ES } from "../../src/agent/language/packs-es";
import { PACKS_PT } from "../../src/agent/language/packs-pt";
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

  it("has exactly the same keys in es, en and pt, in each part of the catalog", () => {
    for (const [es, en, pt] of [[ES, EN, PT], [ANSWERS_ES, ANSWERS_EN, ANSWERS_PT], [PACKS_ES, PACKS_EN, PACKS_PT]] as Record<string, readonly string[]>[][]) {
      const keys = Object.keys(es).sort();
      expect(Object.keys(en).sort()).toEqual(keys);
      expect(Object.keys(pt).sort()).toEqual(keys);
    }
  });

  it("gives the packs' scripted pitches as many phrasings in every language (the last one is the fallback)", () => {
    for (const key of Object.keys(PACKS_ES) as (keyof typeof PACKS_ES)[]) {
      for (const lang of LANGS) expect(phrasings(lang, key).length, `${lang}.${key}`).toBe(PACKS_ES[key].length);
    }
  });

  it("has no Spanish-only punctuation in any English or Portuguese phrasing", () => {
    for (const key of MESSAGE_KEYS) {
      for (const lang of ["en", "pt"] as const) for (const text of phrasings(lang, key)) expect(text, `${lang}.${key}`).not.toMatch(/[¿¡]/);
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
