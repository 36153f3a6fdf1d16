import type { Scenario } from "./types";

// Blind trial 24 on the mattress shop (packs), details25: a phone said alone in a burst is kept; a
// doorbell said after the address ("y el timbre es el 2") goes into the address once.

const shop = { workspace: "packs", channel: "packs-wa", phoneNumberId: "100000000000002" };

const burstWithPhone = (phone: string): Scenario => ({
  ...shop,
  name: `packs trial 24: a phone '${phone}' said alone in a burst with the name, city and address is kept (verbatim t24a 204)`,
  turns: [
    { say: "hola" },
    { burst: ["quiero comprar dos colchones", "soy luis sanchez", phone, "vivo en quilmes, llegan hasta aca?", "calle mitre 456 entre 5 y 6"], expect: { customer: { firstName: "Luis", lastName: "Sanchez", phone: phone.replace(/\D/g, ""), city: "Quilmes" }, notReply: ["¿Me pasás un teléfono"] } },
  ],
});

const doorbell = (said: string, expected: RegExp): Scenario => ({
  ...shop,
  name: `packs trial 24: '${said}' after the address adds the doorbell to it once (verbatim t24a 204)`,
  turns: [
    { say: "hola" },
    { burst: ["quiero comprar dos colchones", "soy luis sanchez", "1155667788", "vivo en quilmes, llegan hasta aca?", "calle mitre 456 entre 5 y 6"] },
    { say: "efectivo" },
    { say: said, expect: { reply: [expected], notReply: [/timbre es/i, /timbre 2.*timbre/i, /timbre B.*timbre/i] } },
  ],
});

export const packsTrial24Scenarios: Scenario[] = [
  burstWithPhone("1155667788"),
  burstWithPhone("11 5566-7788"),
  doorbell("y el timbre es el 2, no lo pusiste", /timbre 2/i),
  doorbell("el timbre es B", /timbre B/i),
  doorbell("timbre 3", /timbre 3/i),
];

/** The doorbell said while the phone is still asked (the phone not given). */
export const packsTrial24DoorbellScenarios: Scenario[] = ["y el timbre es el 2, no lo pusiste", "el timbre es B"].map((said) => ({
  ...shop,
  name: `packs trial 24: '${said}' while the phone is asked adds the doorbell to the address once (verbatim t24a 204)`,
  turns: [
    { say: "hola" },
    { burst: ["quiero comprar dos colchones", "soy luis sanchez", "vivo en quilmes, llegan hasta aca?", "calle mitre 456 entre 5 y 6"] },
    { say: "efectivo" },
    { say: said, expect: { reply: [/timbre (?:2|B)/i], notReply: [/timbre es/i, /timbre 2.*timbre/i, /timbre B.*timbre/i, "piso/depto"] } },
  ],
}));

/** "son caros" answered from the promos: the pack that costs least per mattress, never a discount (verbatim t24a 208). */
export const packsTrial24PriceScenarios: Scenario[] = ["q ondaa son caros", "uh que caro", "es muy caro"].map((said) => ({
  ...shop,
  name: `packs trial 24: '${said}' after a price is answered with the pack that costs least per mattress (verbatim t24a 208)`,
  turns: [
    { say: "holaa" },
    { say: "cuanto sale el de 3?" },
    { say: said, expect: { reply: ["3 colchones", "$316.333 por colchón"], notReply: ["No tengo ese dato", ",33", "descuento del", "% off"] } },
  ],
}));
