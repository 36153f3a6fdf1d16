import { describe, expect, it } from "vitest";
import { capitalise } from "../../src/agent/understand/personal-read";
import { shopCity } from "../../src/agent/kinds/packs/shop-city";
import { lastAsksIfBot, waitingAcknowledgement } from "../../src/agent/waiting";
import { DEMO } from "../support/demo-shops";

// packs10 (blind trial 9): the city of Buenos Aires written one way, lowercase names capitalised,
// and "¿sos un bot?" answered honestly while a person is awaited, in the customer's language.

describe("packs10: the city as the shop writes it", () => {
  it.each(["caba", "CABA", "capital", "Capital Federal", "Buenos Aires city", "Buenos Aires ciudad", "Ciudad de Buenos Aires", "ciudad autónoma de buenos aires", "C.A.B.A."])("%s is CABA", (city) => {
    expect(shopCity(city)).toBe("CABA");
  });
  it("'De Buenos Aires' read from 'Ciudad de Buenos Aires' is CABA; 'Buenos Aires' alone and other capitals are kept", () => {
    expect(shopCity("De Buenos Aires", "vivo en ciudad de buenos aires")).toBe("CABA");
    expect(shopCity("Buenos Aires", "Juan, 1155667788, Buenos Aires, Mitre 100")).toBe("Buenos Aires");
    expect(shopCity("Cordoba capital")).toBe("Cordoba capital");
    expect(shopCity("Rosario")).toBe("Rosario");
  });
});

describe("packs10: names written in lowercase", () => {
  it.each([
    ["romero", "Romero"],
    ["jorge luis sanchez", "Jorge Luis Sanchez"],
    ["josé ñúñez", "José Ñúñez"],
    ["maría de los ángeles", "María de los Ángeles"],
    ["McDonald", "McDonald"],
    ["o'connor", "O'Connor"],
  ])("%s → %s", (name, stored) => expect(capitalise(name)).toBe(stored));
});

describe("packs10: '¿sos un bot?' while a person is awaited", () => {
  const open = Date.parse("2026-11-25T18:00:00Z");
  const at = (text: string, language?: "es" | "en" | "pt") => ({ language, history: [{ role: "customer" as const, text, at: open }] });
  it.each([
    ["pero sos un bot o no?", "es", "Sí, soy el asistente automático de"],
    ["sos una persona?", "es", "Sí, soy el asistente automático de"],
    ["are you a robot?", "en", "Yes, I'm the automatic assistant of"],
    ["am I talking to a real person?", "en", "Yes, I'm the automatic assistant of"],
    ["você é um robô?", "pt", "Sim, sou o assistente automático de"],
  ] as const)("%s (%s)", (text, lang, honest) => {
    const session = at(text, lang);
    expect(lastAsksIfBot(session)).toBe(true);
    const ack = waitingAcknowledgement(DEMO.profile, DEMO.timezone, open, session);
    expect(ack.startsWith(honest)).toBe(true);
    expect(ack).not.toMatch(/Si preferís|If you'd rather|Se preferir/);
  });
  it("another message gets the plain acknowledgement", () => {
    expect(lastAsksIfBot(at("hola? hay alguien?"))).toBe(false);
    expect(waitingAcknowledgement(DEMO.profile, DEMO.timezone, open, at("che"))).toBe("Ya le avisé al equipo, en breve te responden 🙏");
  });
});
