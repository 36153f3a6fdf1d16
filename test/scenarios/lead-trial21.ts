import type { Scenario } from "./types";
import { ALMACEN } from "./almacen-shop";

const HUEVOS_12 = "almacen.7792335000314";
const LECHE_UAT_3 = "almacen.7790742308504";
const PAN_LACTAL_560 = "almacen.7793890001129";
const PANAL_G_44 = "almacen.7790250044406";

// Lead fixes while integrating rounds 21 and 22.

export const leadTrial21Scenarios: Scenario[] = [
  {
    name: "lead trial 21: a milk row tapped from a list asked 'para 2' adds 2, never the 3 of its '3%' (integration of swaps21's own-count rule)",
    ...ALMACEN,
    turns: [
      { say: "olá, quero uma dúzia de ovos e 2 leites integrais", expect: { reply: ["(para 2)"] } },
      { tap: { id: `product:${LECHE_UAT_3}`, title: "Uat con Fe 3% Brick…" }, expect: { cart: { [HUEVOS_12]: 1, [LECHE_UAT_3]: 2 } } },
    ],
  },
  {
    name: "lead trial 21: the row's name typed back with its '3%' keeps the count asked",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 leches enteras", expect: { reply: ["(para 2)"] } },
      { say: "uat con fe 3% brick", expect: { cart: { [LECHE_UAT_3]: 2 } } },
    ],
  },
  {
    name: "lead trial 21: a count said before the row's name with its '3%' is that count",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 leches enteras", expect: { reply: ["(para 2)"] } },
      { say: "3 de la uat con fe 3% brick", expect: { cart: { [LECHE_UAT_3]: 3 } } },
    ],
  },
  {
    name: "lead trial 21: 'una docena de huevos. y el pan, Mesa Lactal 560' after the eggs were named is one carton, never 12 (integration of lists21 and swaps21)",
    ...ALMACEN,
    turns: [
      { say: "hola tenes huevos? necesito una docena y pan", expect: { reply: ["Huevos Blancos Avicoper 12 Un"] } },
      { say: "una docena de huevos. y el pan, Mesa Lactal 560", expect: { cart: { [HUEVOS_12]: 1, [PAN_LACTAL_560]: 1 } } },
    ],
  },
  {
    name: "lead trial 21: 'dos docenas de huevos. y el pan, Mesa Lactal 560' after the eggs were named is two cartons",
    ...ALMACEN,
    turns: [
      { say: "hola tenes huevos? necesito huevos y pan", expect: { reply: ["Huevos Blancos Avicoper 12 Un"] } },
      { say: "dos docenas de huevos. y el pan, Mesa Lactal 560", expect: { cart: { [HUEVOS_12]: 2, [PAN_LACTAL_560]: 1 } } },
    ],
  },
  {
    name: "lead trial 21: a row's own name typed back ('Pañal G Babysec 44 Un') is never a count of its cart line: its 'Un' is units (countsb22's cart-line counts set 3 to 1)",
    ...ALMACEN,
    turns: [
      { say: "3 pañales babysec", expect: { reply: ["(para 3)"] } },
      { say: "los de 44", expect: { cart: { [PANAL_G_44]: 3 } } },
      { say: "Pañal G Babysec 44 Un", expect: { notReply: ["ahora es 1", "ya está así"], cart: { [PANAL_G_44]: 4 } } },
    ],
  },
  {
    name: "lead trial 21: a street said after the delivery question of a details list is the address, the city kept (verbatim t23a 202)",
    workspace: "packs",
    turns: [
      {
        say: "buenas quiero comprar dos colchones. soy Jorge Diaz, cel 1155667788, vivo en Quilmes, llegan hasta aca? calle 7 n 1234",
        expect: { reply: ["llegamos a Quilmes"], customer: { firstName: "Jorge", lastName: "Diaz", phone: "1155667788", city: "Quilmes", address: "calle 7 n 1234" } },
      },
    ],
  },
  {
    name: "lead trial 21: 'ya te la pase, calle 7 n 1234' at the address question never makes 'Te La Pase' the city (verbatim t23a 202)",
    workspace: "packs",
    turns: [
      { say: "buenas quiero comprar dos colchones. soy Jorge Diaz, cel 1155667788, vivo en Quilmes", expect: { customer: { city: "Quilmes" } } },
      { say: "efectivo", expect: { reply: ["dirección"] } },
      { say: "ya te la pase, calle 7 n 1234", expect: { notReply: ["Te La Pase"], customer: { city: "Quilmes", address: "calle 7 n 1234" } } },
    ],
  },
  {
    name: "lead trial 21: 'no tiene dni' (the order is for someone else) at the DNI question goes on without it (t23a 114 asked 5 times)",
    turns: [
      { say: "hola quiero 2 cocas de 1,5", expect: { cart: { "coca-15": 2 } } },
      { say: "envio a belgrano 340, a nombre de Rosa Diaz", expect: { reply: ["DNI"] } },
      { say: "no tiene dni", expect: { reply: ["seguimos sin él", "¿Cómo vas a pagar?"], notReply: ["no llegué a entender"] } },
    ],
  },
  {
    name: "lead trial 21: 'que medios de pago tienen?' is answered, never searched as a product (t23c 012 listed Tampón Medio)",
    ...ALMACEN,
    turns: [{ say: "que medios de pago tienen?", expect: { reply: ["Aceptamos efectivo"], notReply: ["Tampon", "opciones de medios"] } }],
  },
  {
    name: "lead trial 21: 'que formas de pago aceptan?' is answered, never searched as a product",
    ...ALMACEN,
    turns: [{ say: "que formas de pago aceptan?", expect: { reply: ["Aceptamos efectivo"], notReply: ["opciones de formas", "Cuál"] } }],
  },
  {
    name: "lead trial 21: Portuguese 'é tudo' closes the cart (t23c 009 got 'Não entendi bem')",
    ...ALMACEN,
    turns: [
      { say: "olá, quero 2 leite integral ilolay", expect: { reply: ["Adicionei 2"] } },
      { say: "é tudo", expect: { reply: ["retirar"], notReply: ["Não entendi"] } },
    ],
  },
  {
    name: "lead trial 21: 'e tudo bem?' after an order is no checkout",
    ...ALMACEN,
    turns: [{ say: "olá, quero 2 leite integral ilolay e tudo bem?", expect: { reply: ["Adicionei 2"], notReply: ["retirar"] } }],
  },
  {
    name: "lead trial 21: 'cualquiera' to a two-row question takes the first row with the count asked (t23c 011 got 'No te entendí', then an insult)",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 jabones dove cream", expect: { reply: ["(para 2)"] } },
      { say: "cualquiera", expect: { reply: ["Agregué 2"], notReply: ["No te entendí"] } },
    ],
  },
  {
    name: "lead trial 21: 'me da igual' to '¿Coca-Cola 1,5 L o 500 ml?' takes one, with the 2 asked",
    turns: [
      { say: "quiero 2 cocas", expect: { reply: ["(para 2)"] } },
      { say: "me da igual", expect: { cart: { "coca-15": 2 } } },
    ],
  },
  {
    name: "lead trial 21: English 'the original one' to a list asked 'for 2' adds 2, its 'one' no count (t23c 005 added 1)",
    ...ALMACEN,
    turns: [
      { say: "hi, do you have coca cola?", expect: { reply: ["coca"] } },
      { say: "2 of the big one", expect: { reply: ["(for 2)"] } },
      { say: "the original one", expect: { cart: { "almacen.7790895000997": 2 } } },
    ],
  },
];
