import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// The almacén's real catalog (1,731 products) as a blind customer trial found it: a list's row
// number is the row, never the quantity; the quantity asked survives the pick; "una docena" of a
// dozen pack is one pack; a "dale" takes the one product just offered; an open "¿cuál?" is named
// back before checkout, never dropped. Issue 15: picks as a person gives them ("esa", "la 1 y la
// 3", "2 de la primera y 1 de la segunda"), edits while a list is open, a list that goes stale
// named back once and closed at the summary, voice-to-text run-ons and bursts.

const LECHE_CLASICA = id("7793940448003");
const LECHE_LARGA_VIDA = id("7790742308801");
const YERBA_1KG = id("7793704000225");
const ACEITE_15 = id("7790060023684");
const ACEITE_900 = id("7790070012050");
const TIRABUZON = id("7790070321282");
const BUCATTINI = id("7790070318305");
const YERBA_LATA = id("7793704000089");
const ARROZ = id("7790070411716");
const AZUCAR = id("7792540260138");
const COCA_225 = id("7790895000997");
const PAPAS = id("7794520441186");
const EXPRESS = id("7622300847210");
const MANTECA = id("7793940054006");
const YOGUR_FRUTILLA = id("7794820001301");
const COCA_RETORNABLE = id("7790895000218");
const COCA_15 = id("7790895000430");
const COCA_LIGHT_15 = id("7790895001451");
const COCA_LIGHT_225 = id("7790895005312");

export const almacenPickScenarios: Scenario[] = [
  {
    name: "almacén: a bare row number picks the row; the quantity is the one asked with the list",
    ...ALMACEN,
    turns: [
      { say: "lehce la serenisima x favor", expect: { reply: ["Cuál de estos querés"], cart: {} } },
      { say: "2", expect: { cart: { [LECHE_LARGA_VIDA]: 1 }, reply: ["Agregué 1 Leche Larga Vida"], notReply: ["Agregué 2"] } },
      { say: "quiero 2 aceites cocinero", expect: { reply: ["para 2"] } },
      { say: "2", expect: { cart: { [LECHE_LARGA_VIDA]: 1, [ACEITE_900]: 2 } } },
    ],
  },
  {
    name: "almacén: '#3' typed over a browsed list adds one of the third row, not three",
    ...ALMACEN,
    turns: [
      { say: "q aceites tenes?", expect: { reply: ["opciones de aceites"] } },
      { say: "#3", expect: { cart: { [ACEITE_15]: 1 }, reply: ["Agregué 1 Aceite de Girasol Cocinero 1.5 Lt"] } },
    ],
  },
  {
    name: "almacén: 'y las 2 leches clásicas' keeps the 2",
    ...ALMACEN,
    turns: [
      { say: "quiero un aceite cocinero girasol 1.5", expect: { cart: { [ACEITE_15]: 1 } } },
      { say: "y las 2 leches clasicas la serenisima", expect: { cart: { [ACEITE_15]: 1, [LECHE_CLASICA]: 2 } } },
    ],
  },
  {
    name: "almacén: the quantity asked with an earlier list survives its pick by description",
    ...ALMACEN,
    turns: [
      { say: "2 leches, 1 yerba playadito", expect: { reply: ["para 2", "Yerba Lata Playadito 500 Gr o Yerba Mate con Palo Playadito 1 Kg"], cart: {} } },
      { say: "la clasica serenisima", expect: { cart: { [LECHE_CLASICA]: 2 }, reply: ["Agregué 2 Leche Clasica", "Me quedó pendiente"] } },
      { say: "la de 1 kg", expect: { cart: { [LECHE_CLASICA]: 2, [YERBA_1KG]: 1 } } },
    ],
  },
  {
    name: "almacén: 'una docena de huevos' is one pack of 12, not 12 packs",
    ...ALMACEN,
    turns: [{ say: "y una docena de huevos", expect: { cart: { [id("7792335000314")]: 1 }, notReply: ["12 Huevos"] } }],
  },
  {
    name: "almacén: 'dale, poneme 2' after 'Sí, tenemos …' adds two of it",
    ...ALMACEN,
    turns: [
      { say: "tenes arroz gallo oro?", expect: { reply: ["Sí, tenemos Arroz Gallo Oro 1 Kg"], cart: {} } },
      { say: "dale, poneme 2", expect: { cart: { [id("7790070411716")]: 2 }, reply: ["Agregué 2 Arroz Gallo Oro"], notReply: ["carrito está vacío"] } },
    ],
  },
  {
    name: "almacén: 'bueno, mandame 3' after 'Sí, tenemos …' adds three of it",
    ...ALMACEN,
    turns: [
      { say: "hay yerba playadito de 1 kg?", expect: { reply: ["Sí, tenemos Yerba Mate con Palo Playadito 1 Kg"] } },
      { say: "bueno, mandame 3", expect: { cart: { [YERBA_1KG]: 3 } } },
    ],
  },
  {
    name: "almacén: 'listo' with a '¿cuál?' open names it back; 'sin fideos' lets it go, said",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 yerbas playadito de 1 kg y 3 fideos", expect: { cart: { [YERBA_1KG]: 2 }, reply: ["para 3"] } },
      { say: "listo", expect: { reply: ["Antes: ¿qué fideos querés?", 'decime "sin fideos"'], state: "COLLECTING_ORDER", notReply: ["enviamos o pasás"] } },
      { say: "sin fideos", expect: { reply: ["Dale, sin fideos"], cart: { [YERBA_1KG]: 2 } } },
      { say: "listo", expect: { reply: ["enviamos o pasás a retirarlo"] } },
    ],
  },
  {
    name: "almacén: details given with a '¿cuál?' open: noted, and the choice is named back before the order goes on",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 yerbas playadito de 1 kg y 3 fideos" },
      { say: "listo, envio a domicilio, soy Martin Gomez", expect: { reply: ["Anoté ✅", "Antes: ¿qué fideos querés?"], customer: { firstName: "Martin" } } },
      { say: "tirabuzon lucchetti", expect: { cart: { [YERBA_1KG]: 2, [TIRABUZON]: 3 } } },
    ],
  },
  {
    name: "almacén: 'esa' to 'Sí, tenemos …' takes that product",
    ...ALMACEN,
    turns: [
      { say: "tenes arroz gallo oro?", expect: { reply: ["Sí, tenemos Arroz Gallo Oro 1 Kg"], cart: {} } },
      { say: "esa", expect: { cart: { [ARROZ]: 1 }, reply: ["Agregué 1 Arroz Gallo Oro"], notReply: ["No te entendí"] } },
    ],
  },
  {
    name: "almacén: 'esa dale' and 'la de 1 kg' answer a one-product offer",
    ...ALMACEN,
    turns: [
      { say: "hay yerba playadito de 1 kg?", expect: { reply: ["Sí, tenemos Yerba Mate con Palo Playadito 1 Kg"] } },
      { say: "la de 1 kg", expect: { cart: { [YERBA_1KG]: 1 } } },
      { say: "tenes arroz gallo oro?" },
      { say: "esa dale", expect: { cart: { [YERBA_1KG]: 1, [ARROZ]: 1 } } },
    ],
  },
  {
    name: "almacén: '2 de la primera y 1 de la segunda' picks two rows with their quantities",
    ...ALMACEN,
    turns: [
      { say: "quiero 3 fideos lucchetti", expect: { reply: ["para 3"], cart: {} } },
      { say: "2 de la primera y 1 de la segunda", expect: { cart: { [TIRABUZON]: 2, [BUCATTINI]: 1 }, notReply: ["No te entendí"] } },
    ],
  },
  {
    name: "almacén: one pick from each of two open lists in one message keeps each list's quantity",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 leches, 1 yerba playadito", expect: { reply: ["Leches (para 2)", "Yerba playadito"] } },
      { say: "la de 1 kg y la clasica", expect: { cart: { [YERBA_1KG]: 1, [LECHE_CLASICA]: 2 }, notReply: ["Me quedó pendiente"] } },
    ],
  },
  {
    name: "almacén: 'la 1 y la 2' picks rows of the open list; the earlier list is named back, then answered",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 leches, 1 yerba playadito" },
      { say: "la 1 y la 2", expect: { cart: { [YERBA_LATA]: 1, [YERBA_1KG]: 1 }, reply: ["Me quedó pendiente: leches (para 2)"] } },
      { say: "la clasica", expect: { cart: { [YERBA_LATA]: 1, [YERBA_1KG]: 1, [LECHE_CLASICA]: 2 }, notReply: ["Me quedó pendiente"] } },
    ],
  },
  {
    name: "almacén: 'no, la leche no' lets go of the leche list (not a cart line), said; the order goes on",
    ...ALMACEN,
    turns: [
      { say: "quiero una leche la serenisima y 3 fideos" },
      { say: "la 1", expect: { cart: { [TIRABUZON]: 3 }, reply: ["Me quedó pendiente: leche"] } },
      { say: "no, la leche no", expect: { cart: { [TIRABUZON]: 3 }, reply: ["Dale, sin leche"], notReply: ["No encontré"] } },
      { say: "listo", expect: { reply: ["enviamos o pasás a retirarlo"], notReply: ["Antes:"] } },
    ],
  },
  {
    name: "almacén: 'sacá la yerba' with a list open removes the line and names the list back once; 'mejor 3' is a quantity, not row 3",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 yerbas playadito de 1 kg y 3 fideos", expect: { cart: { [YERBA_1KG]: 2 } } },
      { say: "saca la yerba", expect: { cart: {}, reply: ["Saqué Yerba", "Me quedó pendiente: ¿cuál querés de fideos?"] } },
      { say: "mejor 3", expect: { cart: {}, reply: ["para 3"] } },
      { say: "la 1", expect: { cart: { [TIRABUZON]: 3 } } },
    ],
  },
  {
    name: "almacén: a list left open does not catch the DNI's answer; the summary says what was left out",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 yerbas playadito de 1 kg y 3 fideos" },
      { say: "y una leche la serenisima", expect: { replies: 1 } },
      { say: "retiro", expect: { reply: ["Anoté ✅ retiro", "Antes: ¿cuál leche la serenisima querés?"] } },
      { say: "Juan Perez", expect: { reply: ["DNI"] } },
      { say: "2", expect: { reply: ["7 u 8 números"], notReply: ["opciones", "Agregué"], cart: { [YERBA_1KG]: 2 } } },
      { say: "30123456" },
      { say: "efectivo", expect: { reply: ["Dejé afuera fideos y leche la serenisima", "Resumen de tu pedido"], cart: { [YERBA_1KG]: 2 } } },
      { say: "si", expect: { orders: 1, lastOrder: { total: 500000 } } },
    ],
  },
  {
    name: "almacén: a voice-to-text run-on is split into items, the greeting and verbs never searched",
    ...ALMACEN,
    turns: [
      {
        say: "hola si quería pedir dos yerbas playadito de un kilo y una leche y también azúcar ledesma",
        expect: { cart: { [YERBA_1KG]: 2, [AZUCAR]: 1 }, reply: ["Agregué 2 Yerba Mate con Palo Playadito 1 Kg", "¿Cuál de estos"], notReply: ["hola", "quería", "No encontré"] },
      },
    ],
  },
  {
    name: "almacén: a burst of items: every one acted on or named back, the lists answered one after the other",
    ...ALMACEN,
    turns: [
      { burst: ["hola", "quiero 2 cocas grandes", "y 1 leche la serenisima", "ah y unas papas"], expect: { cart: { [COCA_225]: 2 }, reply: ["Agregué 2 Coca Cola", "Leche la serenisima.", "Papas."] } },
      { say: "la 1", expect: { cart: { [COCA_225]: 2, [PAPAS]: 1 }, reply: ["Me quedó pendiente: leche la serenisima"] } },
      { say: "la clasica", expect: { cart: { [COCA_225]: 2, [PAPAS]: 1, [LECHE_CLASICA]: 1 } } },
    ],
  },
  {
    name: "kiosk: 'la 1 y la 2' takes both alfajores; the cocas asked first come back and are picked",
    turns: [
      { say: "quiero 2 cocas y un alfajor", expect: { reply: ["Cocas (para 2)", "Alfajor."] } },
      { say: "la 1 y la 2", expect: { cart: { "alfajor-havanna": 1, "alfajor-jorgito": 1 }, reply: ["Me quedó pendiente: cocas (para 2)"] } },
      { say: "la grande", expect: { cart: { "alfajor-havanna": 1, "alfajor-jorgito": 1, "coca-15": 2 } } },
    ],
  },
  {
    name: "almacén: with the delivery question asked, 'girasol' still picks from the open aceite list",
    ...ALMACEN,
    turns: [
      {
        say: "hola kiero 2 coca de 2 litros, 1 aceite cocinero 1.5 y una docena de huevos, retiro x el local, pago efectivo, soy ana dni 30111222",
        expect: { reply: ["¿Aceite de Girasol Cocinero 1.5 Lt o Aceite Mezcla Cocinero 1.5 Lt?"] },
      },
      { say: "girasol", expect: { cart: { [id("7790895000218")]: 2, [id("7792335000314")]: 1, [ACEITE_15]: 1 }, notReply: ["Tengo varias opciones"] } },
      { say: "retiro", expect: { reply: ["Anoté ✅ retiro"] } },
      { say: "ya te dije, ana", expect: { notReply: ["Santa Ana"] } },
    ],
  },
  {
    name: "almacén: 'sacá una quilmes' and 'no, mejor 3 quilmes' change the quantity of the list still open, asked again",
    ...ALMACEN,
    turns: [
      { say: "2 birras quilmes", expect: { reply: ["para 2"] } },
      { say: "y 1 fernet branca", expect: { reply: ['No tengo "fernet branca"', "Me quedó pendiente: ¿cuál querés de birras quilmes?"] } },
      { say: "saca una quilmes", expect: { reply: ["Dale, birras quilmes. ¿Cuál"], notReply: ["carrito está vacío", "sin birras"], cart: {} } },
      { say: "no mejor 3 quilmes", expect: { reply: ["Dale, birras quilmes (para 3)"], notReply: ["carrito está vacío"], cart: {} } },
      { say: "la 2", expect: { cart: { [id("7792798007387")]: 3 }, reply: ["Agregué 3 Cerveza Rubia Cristal Quilmes 1 Lt"] } },
    ],
  },
  {
    name: "kiosk: 'esa dale' to a list of two asks which one again, then 'la de 500' picks it with the quantity asked",
    turns: [
      { say: "quiero 2 cocas", expect: { reply: ["para 2"] } },
      { say: "esa dale", expect: { reply: ["Decime cuál de la lista (para 2)"], notReply: ["No te entendí"], cart: {} } },
      { say: "la de 500", expect: { cart: { "coca-500": 2 } } },
    ],
  },
  {
    name: "almacén: 'eran 2 te dije' sets the last line to 2; a list asked with the total restated ('quiero 2 …, no 1') sets the line, never adds on top",
    ...ALMACEN,
    turns: [
      { say: "quiero yerba playadito" },
      { say: "la de 1 kg", expect: { cart: { [YERBA_1KG]: 1 } } },
      { say: "eran 2 te dije", expect: { cart: { [YERBA_1KG]: 2 }, reply: ["ahora son 2 Yerba Mate con Palo Playadito 1 Kg"], notReply: ["te dije", "No tengo"] } },
      { say: "mejor 1", expect: { cart: { [YERBA_1KG]: 1 } } },
      // picks18: "no 1" denies the line's count: the one 1 kg yerba in the cart is set, no list asked (was "para 2" then "la 2").
      { say: "quiero 2 yerbas de 1 kg, no 1", expect: { cart: { [YERBA_1KG]: 2 }, reply: ["ahora son 2"], notReply: ["3 Yerba", "para 2"] } },
    ],
  },
  {
    name: "almacén: 'y poneme 2 de las express' with one in the cart, then 'la 1': two in all",
    ...ALMACEN,
    turns: [
      { say: "quiero 1 galletitas express" },
      { say: "la 1", expect: { cart: { [EXPRESS]: 1 } } },
      { say: "y poneme 2 de las express", expect: { reply: ["para 2"] } },
      { say: "la 1", expect: { cart: { [EXPRESS]: 2 }, notReply: ["3 Galletitas"] } },
    ],
  },
  {
    name: "almacén: 'la 2 de manteca y de yogur la 7' picks row 2 of the manteca list and row 7 of the yogur list, with the quantities asked",
    ...ALMACEN,
    turns: [
      { say: "hola quiero 1 leche la serenisima clasica, 1 manteca y 2 yogures", expect: { reply: ["Yogures (para 2)"] } },
      { say: "la 2 de manteca y de yogur la 7", expect: { cart: { [LECHE_CLASICA]: 1, [MANTECA]: 1, [YOGUR_FRUTILLA]: 2 }, notReply: ["No tengo", "para 2"] } },
    ],
  },
  {
    name: "almacén: 'la 4 de azucar' is row 4 of the azúcar list; 'la 4, 1 sola' row 4 with one; 'la 1, 2 de esas' row 1 with two; 'la de 1 kg, dame 2' two",
    ...ALMACEN,
    turns: [
      { say: "quiero azucar", expect: { reply: ["Cuál de estos"] } },
      { say: "la 4 de azucar", expect: { cart: { [AZUCAR]: 1 }, notReply: ["para 4"] } },
      { say: "quiero 4 azucar", expect: { reply: ["para 4"] } },
      { say: "la 4, 1 sola", expect: { cart: { [AZUCAR]: 1 }, notReply: ["No te entendí"] } },
      { say: "quiero 2 leches la serenisima", expect: { reply: ["para 2"] } },
      { say: "la 1, 2 de esas", expect: { cart: { [AZUCAR]: 1, [LECHE_CLASICA]: 2 }, notReply: ["No te entendí"] } },
      { say: "quiero yerba playadito" },
      { say: "la de 1 kg, dame 2", expect: { cart: { [AZUCAR]: 1, [LECHE_CLASICA]: 2, [YERBA_1KG]: 2 }, reply: ["Agregué 2 Yerba"] } },
    ],
  },
  {
    name: "almacén: 'de litro y medio' to the open coca list takes the plain 1.5 L (as 'coca de litro y medio' would); 'mejor la de litro y medio' right after a pick changes that line",
    ...ALMACEN,
    turns: [
      { say: "quiero coca", expect: { reply: ["Cuál de estos"] } },
      { say: "de litro y medio", expect: { reply: ["Agregué 1 Coca Cola 1.5 Lt"], notReply: ["No te entendí"], cart: { [COCA_15]: 1 } } },
      { say: "quiero coca comun", expect: { reply: ["Cuál"] } },
      { say: "2", expect: { cart: { [COCA_15]: 1, [COCA_RETORNABLE]: 1 } } },
      { say: "mejor la de litro y medio", expect: { reply: ["saco Coca Cola Retornable 2 Lt"], notReply: ["No te entendí"], cart: { [COCA_15]: 2 } } },
    ],
  },
  {
    name: "almacén: 'la de 2 1/4' is 2.25 L, never the 2 L bottle; a swap asked and left open never takes a line out when a later list is answered",
    ...ALMACEN,
    turns: [
      { say: "quiero coca" },
      { say: "la de 2 1/4", expect: { reply: ["Agregué 1 Coca Cola Sabor Original 2.25 Lt"], notReply: ["Retornable"], cart: { [COCA_225]: 1 } } },
      { say: "la light", expect: { reply: ["en vez de Coca Cola Sabor Original 2.25 Lt"], cart: { [COCA_225]: 1 } } },
      { say: "quiero un aceite cocinero" },
      { say: "el de 1.5", expect: { reply: ["¿Aceite de Girasol Cocinero 1.5 Lt o Aceite Mezcla Cocinero 1.5 Lt?"], notReply: ["No te entendí"] } },
      { say: "girasol", expect: { notReply: ["saco"], cart: { [COCA_225]: 1, [ACEITE_15]: 1 } } },
    ],
  },
  {
    name: "almacén: 'mejor el pan chico' right after the 560 g loaf takes the 335 g one in its place",
    ...ALMACEN,
    turns: [
      { say: "quiero pan de mesa lactal", expect: { reply: ["¿Pan de Mesa Lactal 335 Gr o Pan de Mesa Lactal 560 Gr?"] } },
      { say: "la de 560", expect: { cart: { [id("7793890001129")]: 1 } } },
      { say: "mejor el pan chico", expect: { cart: { [id("7793890250992")]: 1 }, reply: ["saco Pan de Mesa Lactal 560 Gr", "Agregué 1 Pan de Mesa Lactal 335 Gr"], notReply: ["No tengo"] } },
    ],
  },
  {
    name: "almacén: 'dame 2 del tinto de litro' with the vino toro list open picks from it with two",
    ...ALMACEN,
    turns: [
      { say: "hola quiero vino toro", expect: { reply: ["Cuál de estos"] } },
      { say: "dame 2 del tinto de litro", expect: { cart: { [id("7790314000041")]: 2 }, reply: ["Agregué 2 Vino Tinto Toro 1 Lt"] } },
    ],
  },
  {
    name: "almacén: 'si el gallo oro, 2 paquetes' after the Gallo rices offered for 'arros gallo' takes two of Gallo Oro",
    ...ALMACEN,
    turns: [
      // "arros" is arroz said with seseo: the Gallo rices to choose from, never one guessed (t36c 012).
      { say: "bunas tenes arros gallo", expect: { reply: ["opciones de"], notReply: ["No tengo", "Lo más parecido"] } },
      { say: "si el gallo oro, 2 paquetes", expect: { cart: { [ARROZ]: 2 }, notReply: ["Sal", "Celusal"] } },
    ],
  },
  {
    name: "almacén (English): 'the first one, 3 of them', 'the third one' and 'the Playadito one, 1 kg, two please' pick rows with their quantities",
    ...ALMACEN,
    turns: [
      { say: "I want coke", expect: { reply: ["Which one"] } },
      { say: "the first one, 3 of them", expect: { cart: { [COCA_15]: 3 }, reply: ["Added 3 ×"], notReply: ["I don't have"] } },
      { say: "I want 2 cokes", expect: { reply: ["for 2"] } },
      { say: "the third one", expect: { cart: { [COCA_15]: 3, [COCA_225]: 2 }, notReply: ["didn't quite get"] } },
      { say: "do you have yerba mate?", expect: { reply: ["yerba mate"] } },
      { say: "the Playadito one, 1 kg, two please", expect: { cart: { [COCA_15]: 3, [COCA_225]: 2, [YERBA_1KG]: 2 }, notReply: ["didn't quite get"] } },
    ],
  },
  // Blind trial 5b: a quantity in dozens that names no product is about the eggs, not the last line.
  {
    name: "almacén (trial 5b): 'eran 3 docenas' and 'mejor 2 docenas' set the eggs in packs, never the last line touched",
    ...ALMACEN,
    turns: [
      // words15: the only "cremoso" cheese is an untable one, so it is offered to confirm, never added silently.
      { say: "HOLA QUIERO 2 DOCENAS DE HUEVOS Y UN QUESO CREMOSO", expect: { reply: ["¿Te agrego Queso Untable Cremoso"], cart: { [id("7792335000314")]: 2 } } },
      { say: "si", expect: { cart: { [id("7792335000314")]: 2, [id("7790080040074")]: 1 } } },
      { say: "eran 3 docenas", expect: { reply: ["ahora son 3 Huevos Blancos Avicoper 12 Un"], notReply: ["36"], cart: { [id("7792335000314")]: 3, [id("7790080040074")]: 1 } } },
      { say: "y una manteca la serenisima" },
      { say: "mejor 2 docenas", expect: { notReply: ["24"], cart: { [id("7792335000314")]: 2, [id("7790080040074")]: 1, [id("7793940054006")]: 1 } } },
    ],
  },
];
