import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 35, angry round 36: a complaint that carries a new order takes the order (never a
// silent handoff that swallows what follows); "no tengo" / "no" / "no tiene" at the DNI question
// mean no DNI; "para qué quieren el dni / todo eso?" is answered with why the details are asked.

const HOUR = 60 * 60_000;
const COCA_2 = id("7790895000218"); // Coca Cola Retornable 2 Lt
const packs = { workspace: "packs", channel: "packs-wa", phoneNumberId: "100000000000002" };

/** Class: a complaint beside a NEW order: apologise and take the order; never a handoff that swallows it. */
const complaintWithNewOrder: Scenario[] = [
  {
    name: "angry trial 35: 'HOLA HACE MEDIA HORA QUE ESPERO QUIERO 3 COCAS DE 2 LITROS' at night apologises and takes the order (verbatim t35b 018)",
    ...ALMACEN,
    turns: [
      { wait: 17 * HOUR },
      { say: "HOLA HACE MEDIA HORA QUE ESPERO QUIERO 3 COCAS DE 2 LITROS", expect: { reply: ["Perdón", "Coca"], notReply: ["No encuentro ningún pedido", "Te paso con una persona"], cart: { [COCA_2]: 3 } } },
      { say: "#1", expect: { notReply: ["avisé al equipo", "quedó anotado para el equipo"], cart: { [COCA_2]: 3 } } },
    ],
  },
  {
    name: "angry trial 35: 'estoy re caliente, ayer pedí y no llegó nada. ahora quiero 2 sprite de 2 litros' takes the order and offers a person for the old one (verbatim t35b 026)",
    ...ALMACEN,
    turns: [
      { wait: 17 * HOUR },
      { say: "estoy re caliente, ayer pedí y no llegó nada. ahora quiero 2 sprite de 2 litros", expect: { reply: ["Sprite"], notReply: ["Tu mensaje quedó anotado"] } },
      { say: "#1", expect: { notReply: ["No tengo ninguna lista abierta", "avisé al equipo", "quedó anotado para el equipo"] } },
    ],
  },
  {
    name: "angry trial 35: 'hola hace una hora que espero quiero 2 sprite de 2.25' by day takes the order (variant)",
    ...ALMACEN,
    turns: [{ say: "hola hace una hora que espero quiero 2 sprite de 2.25", expect: { reply: ["Perdón", "Sprite"], notReply: ["No encuentro ningún pedido", "Te paso con una persona"] } }],
  },
  {
    name: "angry trial 35: 'HOLA HACE 20 MINUTOS QUE ESPERO QUIERO 2 COCA DE 500' in the kiosk takes the order (variant)",
    turns: [{ say: "HOLA HACE 20 MINUTOS QUE ESPERO QUIERO 2 COCA DE 500", expect: { reply: ["Perdón", "Coca"], notReply: ["No encuentro ningún pedido"], cart: { "coca-500": 2 } } }],
  },
  {
    name: "angry trial 35: 'ayer pedí y no llegó nada' with no order and nothing asked is still looked into by a person (guard)",
    ...ALMACEN,
    turns: [{ say: "estoy re caliente, ayer pedí y no llegó nada", expect: { reply: ["No encuentro ningún pedido"], cart: {} } }],
  },
];

/** Class: "no tengo", "no", "no tiene" at the DNI question mean no DNI. */
const noDniAtTheQuestion: Scenario[] = [
  {
    name: "angry trial 35: 'no tengo' at the DNI question with the leche list open means no DNI (verbatim t35c 023)",
    ...ALMACEN,
    turns: [
      { say: "hola tenes leche descremada?" },
      { say: "dame 3" },
      { say: "sacame una" },
      { say: "cuantas van?" },
      { say: "listo" },
      { say: "envio" },
      { say: "Sarmiento 1500 timbre 2" },
      { say: "Martina Acosta", expect: { reply: ["DNI"] } },
      { say: "no tengo", expect: { reply: ["sin"], notReply: ["No te entendí"] } },
    ],
  },
  {
    name: "angry trial 35: English 'no' at the DNI question means no DNI (verbatim t35b 038)",
    ...ALMACEN,
    turns: [
      { say: "do you have coffee?" },
      { say: "the nescafe one, 2 please" },
      { say: "#1", expect: { reply: ["Added 2"] } },
      { say: "done" },
      { say: "pickup" },
      { say: "Anna Lee", expect: { reply: ["DNI"] } },
      { say: "no", expect: { reply: ["don't have a DNI"], notReply: ["couldn't read"] } },
    ],
  },
  {
    name: "angry trial 35: 'no tiene' (the DNI of the mum the order is for) means no DNI (verbatim t35b 050)",
    ...ALMACEN,
    turns: [
      { say: "hola, es para mi mamá que vive en Belgrano 340, se llama Rosa Díaz. quiero 2 leches larga vida la serenisima" },
      { say: "listo", expect: { reply: ["DNI"] } },
      { say: "no tiene", expect: { reply: ["sin"], notReply: ["no llegué a entender"] } },
    ],
  },
  {
    name: "angry trial 35: 'no, no tengo' at the DNI question in the kiosk means no DNI (variant)",
    turns: [
      { say: "quiero 2 coca de 500" },
      { say: "listo" },
      { say: "envio" },
      { say: "Mitre 500" },
      { say: "Juan Perez", expect: { reply: ["DNI"] } },
      { say: "no, no tengo", expect: { reply: ["sin"], notReply: ["No te entendí", "no llegué a entender"] } },
    ],
  },
];

/** Class: "para qué quieren el dni / todo eso?" is answered with why, never "No te entendí" / "No tengo ese dato". */
const whyTheDetails: Scenario[] = [
  {
    name: "angry trial 35: 'para que quieren el dni?' with no order yet answers why (verbatim t35b 015)",
    ...ALMACEN,
    turns: [
      { say: "tienen tarjeta?" },
      { say: "ok entonces quiero 2 fernet branca" },
      { say: "#1" },
      { say: "listo" },
      { say: "envio" },
      { say: "a la vuelta, en obispo trejo 220" },
      { say: "Ramiro Quiroga" },
      { say: "para que quieren el dni?", expect: { reply: ["identificar el pedido"], notReply: ["No te entendí"] } },
      { say: "29888777", expect: { reply: ["29888777"] } },
    ],
  },
  {
    name: "angry trial 35: 'para que quieren todo eso?' in the mattress shop answers why the details are asked (verbatim t35a 065)",
    ...packs,
    turns: [
      { say: "hola info" },
      { say: "para que quieren todo eso?", expect: { reply: ["coordinar la entrega"], notReply: ["No tengo ese dato", "No te entendí"] } },
      { say: "bueno. Silvia Romero 3514443322", expect: { reply: ["Silvia Romero"] } },
    ],
  },
  {
    name: "angry trial 35: 'para qué necesitan el dni?' in the kiosk with an order answers why (variant)",
    turns: [
      { say: "quiero 2 coca de 500" },
      { say: "para qué necesitan el dni?", expect: { reply: ["identificar el pedido"], notReply: ["No te entendí"], cart: { "coca-500": 2 } } },
    ],
  },
  {
    name: "angry trial 35: 'hola, para qué necesitan mis datos?' at the mattress shop's opening answers why (variant)",
    ...packs,
    turns: [{ say: "hola, para qué necesitan mis datos?", expect: { reply: ["coordinar la entrega"], notReply: ["No tengo ese dato", "No te entendí"] } }],
  },
  {
    name: "angry trial 35: 'quiero 2 coca de 500 porque es el cumple de mi hermano' is no question about a detail (guard)",
    turns: [{ say: "quiero 2 coca de 500 porque es el cumple de mi hermano", expect: { notReply: ["identificar el pedido", "a nombre de quién va"], cart: { "coca-500": 2 } } }],
  },
];

export const angryTrial35Scenarios: Scenario[] = [...complaintWithNewOrder, ...noDniAtTheQuestion, ...whyTheDetails];
