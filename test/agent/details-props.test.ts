import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { kinds } from "../../src/agent/kinds";
import { ConversationHost } from "../support/conversation-host";
import { DEMO, PACKS } from "../support/demo-shops";

// Generated customers give their details the way people do — names with particles and
// apostrophes, addresses with floor, flat, tower and references, phones in every Argentine
// format, DNIs with dots — labeled or not, in any order and grouping. Whatever the shape, the
// order written holds exactly what was given (read-backs answered "sí", nothing asked twice).

const FIRST = ["Juan", "María", "José", "Ana", "Lucía", "Martín", "Sofía", "Gabriela", "Iñaki", "Ángel", "Valentina", "Tomás", "Agustina", "Nicolás"];
const LAST = ["Pérez", "Gómez", "de la Fuente", "del Valle", "de los Santos", "O'Neil", "D'Angelo", "Pérez-Cotapos", "Torres", "Ibáñez", "van der Berg", "Di Stéfano"];
const STREETS = ["Av. Rivadavia", "Corrientes", "San Martín", "Lavalle", "Av. Santa Fe", "Entre Ríos", "Pasaje Ñandú", "Bv. Oroño", "Calle Mitre", "Boedo"];
const COMPLEMENTS = ["piso 3", "3°C", "dto B", "depto 4", "torre 2", "timbre Pérez", "entre Lavalle y Tucumán", "PB A", "frente a la plaza", "piso 12 depto 1205", "casa 4", "portón verde"];

const name = fc.tuple(fc.constantFrom(...FIRST), fc.constantFrom(...LAST)).map(([f, l]) => `${f} ${l}`);
const dni = fc.integer({ min: 5_000_000, max: 49_999_999 }).chain((n) => {
  const s = String(n);
  const dotted = s.length === 8 ? `${s.slice(0, 2)}.${s.slice(2, 5)}.${s.slice(5)}` : `${s.slice(0, 1)}.${s.slice(1, 4)}.${s.slice(4)}`;
  return fc.constantFrom({ written: s, stored: s }, { written: dotted, stored: s });
});
/** A mobile number (area code + 8 digits or 7 for longer areas) in the ways Argentines write it. */
const phone = fc
  .tuple(fc.constantFrom("11", "341", "351", "261", "223"), fc.integer({ min: 2_000_000, max: 9_999_999 }), fc.integer({ min: 0, max: 6 }))
  .map(([area, n, style]) => {
    const local = (area.length === 2 ? "5" : "") + String(n);
    const head = local.slice(0, local.length - 4);
    const tail = local.slice(-4);
    const national = area + local;
    const written = [
      national,
      `${area} ${head}-${tail}`,
      `${area}-${head}-${tail}`,
      `(0${area}) 15-${head}-${tail}`,
      `0${area} 15 ${head} ${tail}`,
      `+54 9 ${area} ${head}-${tail}`,
      `+549${national}`,
    ][style];
    const digits = written.replace(/\D/g, "");
    return { written, stored: written.startsWith("+") ? `+${digits}` : digits };
  });
const address = fc
  .tuple(fc.constantFrom(...STREETS), fc.integer({ min: 1, max: 9999 }), fc.subarray(COMPLEMENTS, { maxLength: 2 }), fc.constantFrom(" ", ", "))
  .map(([street, n, extra, sep]) => [`${street} ${n}`, ...extra].join(sep));

type Fact = "name" | "dni" | "phone" | "address";
const LABELS: Record<Fact, ((v: string) => string)[]> = {
  name: [(v) => v, (v) => `me llamo ${v}`, (v) => `mi nombre es ${v}`, (v) => `soy ${v}`],
  dni: [(v) => v, (v) => `mi dni es ${v}`, (v) => `DNI ${v}`],
  phone: [(v) => v, (v) => `mi cel es ${v}`, (v) => `tel: ${v}`, (v) => `mi celular es ${v}`],
  address: [(v) => v, (v) => `mi dirección es ${v}`, (v) => `vivo en ${v}`, (v) => `dirección: ${v}`],
};

/**
 * Between two facts of one message: what people type there. Not a bare "," between two numbers:
 * "Rivadavia 1,11 5200-0000" reads as the decimal 1,11 to anyone.
 */
const SEPARATORS = [", ", "\n", ". ", " y ", " - "];

/** The facts, each labeled or not, in any order, grouped into 1 to 4 messages. */
function messagesFor(values: Record<Fact, string>, order: Fact[], labels: number[], cuts: boolean[], sep: string): string[] {
  const parts = order.map((f, k) => LABELS[f][labels[k] % LABELS[f].length](values[f]));
  const messages: string[][] = [[]];
  parts.forEach((p, k) => {
    if (k > 0 && cuts[k]) messages.push([]);
    messages.at(-1)!.push(p);
  });
  // " y " between a name and what follows reads as part of it ("Juan y Pedro"): people put a comma there.
  return messages.map((m) => m.join(sep === " y " ? ", " : sep));
}

const PARTICLE = new Set(["de", "del", "la", "las", "los", "van", "der", "di", "da", "von"]);
/** A name typed in lowercase is stored title-cased ("maría de la fuente" → "María de la Fuente"). */
function titleCase(name: string): string {
  return name
    .split(" ")
    .map((w, k) => (k > 0 && PARTICLE.has(w) ? w : w.replace(/(^|[-'])(\p{L})/gu, (_m, p: string, c: string) => p + c.toUpperCase())))
    .join(" ");
}

/** Answers what the agent asks until the order is written; fails on a question about a fact already given. */
async function finish(h: ConversationHost, last: string[], given: RegExp[], answers: [RegExp, string][]): Promise<string[]> {
  const transcript = [...last];
  let replies = last;
  for (let turn = 0; turn < 6 && !h.orders().length; turn++) {
    const said = replies.join("\n");
    for (const re of given) expect(said, transcript.join("\n")).not.toMatch(re);
    const answer = answers.find(([re]) => re.test(said));
    expect(answer, `unexpected question:\n${transcript.join("\n")}`).toBeDefined();
    replies = await h.say(answer![1]);
    transcript.push(`> ${answer![1]}`, ...replies);
  }
  return transcript;
}

const READ_BACK: [RegExp, string] = [/¿Tu [^?]+ es [^?]+\?/, "sí"];

describe("details: whatever order and grouping they are given in, the order holds exactly what was given", () => {
  it("kiosk: name, DNI, phone and address for a delivery", async () => {
    await fc.assert(
      fc.asyncProperty(
        name,
        dni,
        phone,
        address,
        fc.shuffledSubarray(["name", "dni", "phone", "address"] as Fact[], { minLength: 4, maxLength: 4 }),
        fc.array(fc.nat(), { minLength: 4, maxLength: 4 }),
        fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
        fc.constantFrom(...SEPARATORS),
        fc.boolean(),
        async (given, d, p, a, order, labels, cuts, sep, lowercase) => {
          const typed = lowercase ? given.toLowerCase() : given;
          const n = lowercase ? titleCase(typed) : given;
          const h = new ConversationHost({ kind: kinds.get("retail"), shop: DEMO });
          await h.say("quiero 2 cocas grandes");
          await h.say("listo, con envío");
          let last: string[] = [];
          const sent = messagesFor({ name: typed, dni: d.written, phone: p.written, address: a }, order, labels, cuts, sep);
          for (const m of sent) last = await h.say(m);
          const transcript = await finish(h, [...sent.map((m) => `> ${m}`), ...last], [/a nombre de quién/, /¿Me pasás tu DNI/, /¿A qué dirección/], [
            READ_BACK,
            [/¿Cómo vas a pagar/, "efectivo"],
            [/¿Confirmamos el pedido\?/, "sí"],
          ]);
          const [order1] = h.orders();
          expect(order1, transcript.join("\n")).toBeDefined();
          const c = order1.customer;
          expect([c.firstName, c.lastName].filter(Boolean).join(" "), transcript.join("\n")).toBe(n);
          expect(c.dni, transcript.join("\n")).toBe(d.stored);
          expect(c.phone, transcript.join("\n")).toBe(p.stored);
          expect(order1.address, transcript.join("\n")).toBe(a);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("mattress shop: name, phone, city and address", async () => {
    const CITIES = ["Rosario", "Funes", "Villa Gobernador Gálvez", "Córdoba", "San Lorenzo", "Mar del Plata"];
    await fc.assert(
      fc.asyncProperty(name, phone, fc.constantFrom(...CITIES), address, fc.boolean(), async (n, p, city, a, oneMessage) => {
        const h = new ConversationHost({ kind: kinds.get("packs"), shop: PACKS });
        await h.say("hola quiero comprar");
        const sent = oneMessage ? [`${n}, ${p.written}, ${city}, ${a}`] : [n, p.written, city, a];
        let last: string[] = [];
        for (const m of sent) last = await h.say(m);
        const transcript = [...sent.map((m) => `> ${m}`), ...last];
        for (const _ of [0, 1]) {
          if (!/¿Tu [^?]+ es [^?]+\?/.test(last.join("\n"))) break;
          last = await h.say("sí");
          transcript.push("> sí", ...last);
        }
        expect(last.join("\n"), transcript.join("\n")).toContain("Ya tengo todo para el envío");
        await h.say("pasame las promos");
        await h.say("el de 2");
        await h.say("efectivo");
        await h.say("sí");
        const [order1] = h.orders();
        expect(order1, transcript.join("\n")).toBeDefined();
        expect([order1.customer.firstName, order1.customer.lastName].filter(Boolean).join(" "), transcript.join("\n")).toBe(n);
        expect(order1.customer.phone, transcript.join("\n")).toBe(p.stored);
        expect(order1.customer.city?.toLowerCase(), transcript.join("\n")).toBe(city.toLowerCase());
        expect(order1.address, transcript.join("\n")).toBe(`${a}, ${order1.customer.city}`);
      }),
      { numRuns: 150 },
    );
  });
});
