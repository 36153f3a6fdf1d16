import type { Scenario, Turn } from "./types";
import { ALMACEN, id } from "./almacen-shop";

// Blind trial 6 on the kiosk, the customer's details: a name at the start of the answer to
// "¿A nombre de quién?" is the name; "soy laura benitez" inside a long first message is the
// name; payments written short or misspelt ("transf", "efvo", "mp", "con tarjeta") are read, with
// "ya te dije" around them; "¿para q lo necesitan?" at the DNI question is answered and the DNI
// after it taken; "não tenho" (pt) and "no tengo, soy turista" are a customer with no DNI; "pago
// cuando llega" says how to pay, never asks when it arrives; "¿cuánto me sale todo?" is the cart's
// total; and when the customer says when they pick up or want it, it is kept as the order's note.

/** 2 Coca-Cola 500 ml ($2.400) and pickup: the name is the question. */
const nameAsked: Turn[] = [
  { say: "2 coca de 500", expect: { cart: { "coca-500": 2 } } },
  { say: "confirmamos. lo paso a buscar", expect: { reply: ["A nombre de quién"] } },
];
/** 3 Alfajores Jorgito and 1 Coca-Cola 500 ml ($3.300): "¿algo más?" is the question. */
const jorgitos: Turn[] = [{ say: "3 jorgitos y una coca de 500", expect: { cart: { "alfajor-jorgito": 3, "coca-500": 1 } } }];
/** 2 Coca-Cola 1,5 L, 1 Havanna, pickup, the name: the DNI is the question. */
const dniAsked: Turn[] = [
  { say: "quiero 2 coca grande y 1 havanna", expect: { cart: { "coca-15": 2, "alfajor-havanna": 1 } } },
  { say: "listo. retiro yo", expect: { reply: ["A nombre de quién"] } },
  { say: "Ana Torres", expect: { reply: ["DNI"] } },
];
const ASKED_AGAIN = ["A nombre de quién", "Me pasás tu DNI", "A qué dirección", "Cómo vas a pagar", "Tu nombre es"];

export const detailsTrial7Scenarios: Scenario[] = [
  // ---- 1. the name asked: a name at the start of the answer is the name ----------------------
  {
    name: "details trial 7: 'martin gomez dni 33444555 pago efectivo' at the name question takes the name with no read-back (verbatim)",
    turns: [
      ...nameAsked,
      { say: "martin gomez dni 33444555 pago efectivo", expect: { customer: { firstName: "Martin", lastName: "Gomez", dni: "33444555" }, state: "AWAITING_CONFIRMATION", reply: ["A nombre de: Martin Gomez (DNI 33444555)", "Pago: efectivo"], notReply: ASKED_AGAIN } },
      { say: "si", expect: { orders: 1, lastOrder: { customerName: "Martin Gomez", paymentMethod: "cash", fulfilment: "pickup" } } },
    ],
  },
  {
    name: "details trial 7: 'sofia ruiz, 30111222, transferencia' at the name question takes all three",
    turns: [...nameAsked, { say: "sofia ruiz, 30111222, transferencia", expect: { customer: { firstName: "Sofia", lastName: "Ruiz", dni: "30111222" }, reply: ["A nombre de: Sofia Ruiz (DNI 30111222)", "Pago: transferencia"], notReply: ASKED_AGAIN } }],
  },
  {
    name: "details trial 7: 'a nombre de pedro alvarez y pago con mp' at the name question takes both",
    turns: [...nameAsked, { say: "a nombre de pedro alvarez y pago con mp", expect: { customer: { firstName: "Pedro", lastName: "Alvarez" }, reply: ["Pedro Alvarez", "DNI"], notReply: ["Tu nombre es"] } }],
  },

  {
    name: "details trial 7: 'juan perez 30111222 efectivo' at the name question takes name, DNI and payment",
    turns: [...nameAsked, { say: "juan perez 30111222 efectivo", expect: { customer: { firstName: "Juan", lastName: "Perez", dni: "30111222" }, reply: ["A nombre de: Juan Perez (DNI 30111222)", "Pago: efectivo"], notReply: ASKED_AGAIN } }],
  },
  {
    name: "details trial 7: 'lucas diaz documento 30111222' at the name question takes both with no read-back",
    turns: [...nameAsked, { say: "lucas diaz documento 30111222", expect: { customer: { firstName: "Lucas", lastName: "Diaz", dni: "30111222" }, reply: ["Cómo vas a pagar"], notReply: ["Tu nombre es"] } }],
  },
  {
    name: "details trial 7: 'juan quiero 2 cocas más' at the name question is still asked back (words nothing reads)",
    turns: [...nameAsked, { say: "juan mirá te cuento", expect: { reply: ["Juan"], notReply: ["A nombre de: Juan"] } }],
  },

  // ---- 2. "soy laura benitez" in a long first message ----------------------------------------
  {
    name: "details trial 7: 'soy laura benitez dni 36111222' inside the order message keeps the name (verbatim)",
    turns: [
      {
        say: "hola buen dia quiero 3 pepsi y 2 papas lays para mandar a mi casa, soy laura benitez dni 36111222, vivo en av rivadavia 5000 piso 3 dto b, pago con transferencia",
        expect: {
          cart: { "pepsi-15": 3, "papas-lays": 2 },
          customer: { firstName: "Laura", lastName: "Benitez", dni: "36111222", address: "av rivadavia 5000 piso 3 dto b" },
          state: "AWAITING_CONFIRMATION",
          reply: ["A nombre de: Laura Benitez (DNI 36111222)", "Pago: transferencia", "Entrega en: av rivadavia 5000 piso 3 dto b"],
          notReply: ASKED_AGAIN,
        },
      },
      { say: "si", expect: { orders: 1, lastOrder: { customerName: "Laura Benitez", paymentMethod: "transfer", fulfilment: "delivery" } } },
    ],
  },
  {
    name: "details trial 7: 'quiero 2 fantas, soy carla mendez, dni 30222333' keeps the name and DNI",
    turns: [{ say: "quiero 2 fantas, soy carla mendez, dni 30222333", expect: { cart: { "fanta-15": 2 }, customer: { firstName: "Carla", lastName: "Mendez", dni: "30222333" } } }],
  },

  {
    name: "details trial 7: 'hola! soy marcos lopez, dni 28999111, quiero 2 pepsi' keeps the name and DNI",
    turns: [{ say: "hola! soy marcos lopez, dni 28999111, quiero 2 pepsi", expect: { cart: { "pepsi-15": 2 }, customer: { firstName: "Marcos", lastName: "Lopez", dni: "28999111" } } }],
  },
  {
    name: "details trial 7: 'quiero 2 pepsi, soy marcos lopez 28999111' keeps the name and the bare DNI",
    turns: [{ say: "quiero 2 pepsi, soy marcos lopez 28999111", expect: { cart: { "pepsi-15": 2 }, customer: { firstName: "Marcos", lastName: "Lopez", dni: "28999111" } } }],
  },

  {
    name: "details trial 7: 'quiero 2 pepsi para mandar a mi casa, soy laura benitez, vivo en lavalle 500' keeps the name with the address",
    turns: [{ say: "quiero 2 pepsi para mandar a mi casa, soy laura benitez, vivo en lavalle 500", expect: { cart: { "pepsi-15": 2 }, customer: { firstName: "Laura", lastName: "Benitez", address: "lavalle 500" } } }],
  },

  // ---- 3. payment abbreviations and typos, "ya te dije" -------------------------------------
  {
    name: "details trial 7: 'a nombre de nico fernandez, calle Thames 1650 dpto 4, pago con transf' keeps the payment (verbatim)",
    turns: [
      ...jorgitos,
      { say: "bueno mandamelo igual. a nombre de nico fernandez, calle Thames 1650 dpto 4, pago con transf", expect: { customer: { firstName: "Nico", lastName: "Fernandez", address: "calle Thames 1650 dpto 4" }, reply: ["DNI"], notReply: ["Cómo vas a pagar"] } },
      { say: "29.876.543", expect: { state: "AWAITING_CONFIRMATION", reply: ["Pago: transferencia", "A nombre de: Nico Fernandez (DNI 29876543)"] } },
      { say: "dale", expect: { orders: 1, lastOrder: { paymentMethod: "transfer", fulfilment: "delivery" } } },
    ],
  },
  {
    name: "details trial 7: 'transf ya te dije' at the payment question is a transfer (verbatim)",
    turns: [
      ...jorgitos,
      { say: "envio" },
      { say: "nico fernandez" },
      { say: "29.876.543" },
      { say: "calle Thames 1650 dpto 4", expect: { reply: ["Cómo vas a pagar"] } },
      { say: "transf ya te dije", expect: { state: "AWAITING_CONFIRMATION", reply: ["Pago: transferencia"], notReply: ["no llegué a entender"] } },
    ],
  },
  ...(
    [
      ["efvo", "efectivo"],
      ["efec", "efectivo"],
      ["trasferencia", "transferencia"],
      ["transfe porfa", "transferencia"],
      ["con mercadopago", "Mercado Pago"],
      ["mp te dije", "Mercado Pago"],
      ["efectivo ya te dije", "efectivo"],
      ["por transferencia bancaria", "transferencia"],
      ["te transfiero", "transferencia"],
      ["x mp", "Mercado Pago"],
    ] as const
  ).map(
    ([say, method]): Scenario => ({
      name: `details trial 7: '${say}' at the payment question is ${method}`,
      turns: [...dniAsked, { say: "31222333", expect: { reply: ["Cómo vas a pagar"] } }, { say, expect: { state: "AWAITING_CONFIRMATION", reply: [`Pago: ${method}`], notReply: ["no llegué a entender"] } }],
    }),
  ),
  {
    name: "details trial 7: 'con tarjeta' where cards are not taken says which ways are, never stores one",
    turns: [...dniAsked, { say: "31222333" }, { say: "con tarjeta de debito", expect: { state: "NEEDS_DETAILS", reply: ["Con tarjeta no", "efectivo"], notReply: ["Resumen", "no llegué a entender"] } }, { say: "bueno, efectivo", expect: { state: "AWAITING_CONFIRMATION", reply: ["Pago: efectivo"] } }],
  },

  // ---- 4. "¿para q lo necesitan?" at the DNI question ----------------------------------------
  {
    name: "details trial 7: 'para q lo necesitan? bueno es 31222333' answers why and takes the DNI (verbatim)",
    turns: [...dniAsked, { say: "para q lo necesitan? bueno es 31222333", expect: { customer: { dni: "31222333" }, reply: ["identificar", "Cómo vas a pagar"], notReply: ["no llegué a entender"] } }],
  },
  {
    name: "details trial 7: 'xq necesitan el dni? 31222333' answers why and takes the DNI",
    turns: [...dniAsked, { say: "xq necesitan el dni? 31222333", expect: { customer: { dni: "31222333" }, reply: ["Cómo vas a pagar"], notReply: ["no llegué a entender"] } }],
  },
  {
    name: "details trial 7: 'pq me pedis eso?' at the DNI question says why and asks it again",
    turns: [...dniAsked, { say: "pq me pedis eso?", expect: { customer: { firstName: "Ana" }, reply: ["identificar"], notReply: ["no llegué a entender"] } }, { say: "31222333", expect: { customer: { dni: "31222333" } } }],
  },

  {
    name: "details trial 7: 'para que lo quieren? 31.222.333' answers why and takes the DNI",
    turns: [...dniAsked, { say: "para que lo quieren? 31.222.333", expect: { customer: { dni: "31222333" }, reply: ["identificar", "Cómo vas a pagar"] } }],
  },

  // ---- 5. no DNI in Portuguese and Spanish ----------------------------------------------------
  {
    name: "details trial 7: 'nao tenho, sou brasileira' at the DNI question is a customer with no DNI (verbatim)",
    turns: [
      { say: "quero 2 lays", expect: { cart: { "papas-lays": 2 } } },
      { say: "fechamos. vou buscar na loja. meu nome é Ana Souza, pago em dinheiro", expect: { reply: ["DNI"] } },
      { say: "nao tenho, sou brasileira", expect: { state: "AWAITING_CONFIRMATION", reply: ["você não tem DNI", "Observação: Sem DNI (estrangeiro)"], notReply: ["não entendi", "pessoa da equipe", "no tenés", "Cliente sin DNI"] } },
      { say: "sim", expect: { orders: 1, lastOrder: { customerName: "Ana Souza" } } },
    ],
  },
  {
    name: "details trial 7: 'NÃO TENHO DNI' at the DNI question is a customer with no DNI",
    turns: [
      { say: "quero 2 lays" },
      { say: "fechamos. vou buscar na loja. meu nome é Ana Souza, pago em dinheiro", expect: { reply: ["DNI"] } },
      { say: "NÃO TENHO DNI", expect: { state: "AWAITING_CONFIRMATION", notReply: ["não entendi", "pessoa da equipe"] } },
    ],
  },
  ...["no tengo", "no tengo dni, soy turista", "nao tenho documento", "no tengo documento argentino", "no lo tengo, soy de uruguay"].map(
    (say): Scenario => ({
      name: `details trial 7: '${say}' at the DNI question goes on without a DNI`,
      turns: [...dniAsked, { say, expect: { reply: ["no tenés DNI", "Cómo vas a pagar"], notReply: ["no llegué a entender"] } }, { say: "efectivo", expect: { state: "AWAITING_CONFIRMATION", reply: ["A nombre de: Ana Torres"] } }],
    }),
  ),

  // ---- 6. "pago cuando llega" is how to pay ---------------------------------------------------
  {
    name: "details trial 7: 'pago cuando llega en efectivo' is the payment, not a delivery-time question (verbatim)",
    turns: [
      { say: "hola quiero una coca grande y una pepsi" },
      { say: "ponele 2 de cada una" },
      { say: "y sumale otra pepsi", expect: { cart: { "coca-15": 2, "pepsi-15": 3 } } },
      {
        say: "listo. enviamelo a mi casa que es en Av Santa Fe 3200 7mo C, a nombre de Valeria Quiroga 36222111. pago cuando llega en efectivo",
        expect: { state: "AWAITING_CONFIRMATION", reply: ["Pago: efectivo", "Entrega en: Av Santa Fe 3200 7mo C", "A nombre de: Valeria Quiroga (DNI 36222111)"], notReply: ["Tarda entre"] },
      },
    ],
  },
  ...["te pago cuando me llega", "pago al recibir", "efectivo contra entrega", "abono cuando lo traen, en efectivo", "pago cuando me lo traen"].map(
    (say): Scenario => ({
      name: `details trial 7: '${say}' at the payment question is cash, not a question`,
      turns: [...dniAsked, { say: "31222333" }, { say, expect: { state: "AWAITING_CONFIRMATION", reply: ["Pago: efectivo"], notReply: ["Tarda entre", "no llegué a entender"] } }],
    }),
  ),

  // ---- 7. the cart's total -----------------------------------------------------------------
  ...["cuanto me sale todo?", "cuánto es todo?", "cuanto te debo?", "total?", "y cuanto seria?", "cuanto sale todo junto?", "cuanto te pago?"].map(
    (say): Scenario => ({
      name: `details trial 7: '${say}' with a cart says the cart's total`,
      turns: [
        { say: "quiero 2 coca grande, 2 fanta y 1 havanna", expect: { cart: { "coca-15": 2, "fanta-15": 2, "alfajor-havanna": 1 } } },
        { say, expect: { reply: ["$11.100"], notReply: ["Vendemos bebidas", "No te entendí"] } },
      ],
    }),
  ),

  // ---- 8. when the customer picks up or wants it: the order's note ---------------------------
  {
    name: "details trial 7: 'retiro yo manana a la mañana' keeps when they pick up as the order's note (verbatim)",
    turns: [
      { say: "quiero 2 coca grande y 1 havanna" },
      { say: "listo. retiro yo manana a la mañana", expect: { reply: ["retiro en el local", "mañana a la mañana", "A nombre de quién"] } },
      { say: "Ana Torres" },
      { say: "31222333" },
      { say: "efectivo", expect: { state: "AWAITING_CONFIRMATION", reply: [/Nota: .*mañana a la mañana/i] } },
    ],
  },
  {
    name: "details trial 7: 'envio, despues de las 18 por favor' keeps the delivery time as the order's note",
    turns: [
      { say: "quiero 2 coca grande y 1 havanna" },
      { say: "listo" },
      { say: "envio, despues de las 18 por favor", expect: { reply: ["envío a domicilio", "después de las 18"] } },
      { say: "Ana Torres" },
      { say: "31222333" },
      { say: "Corrientes 500" },
      { say: "efectivo", expect: { state: "AWAITING_CONFIRMATION", reply: [/Nota: .*después de las 18/i] } },
    ],
  },
  {
    name: "details trial 7: 'paso a buscar a la tarde' keeps the pickup time as the note",
    turns: [
      { say: "quiero 2 coca grande y 1 havanna" },
      { say: "listo" },
      { say: "paso a buscar a la tarde", expect: { reply: ["retiro en el local", "a la tarde"] } },
    ],
  },
  {
    name: "details trial 7: 'lo retiro el sabado a las 11' keeps the pickup time as the note",
    turns: [{ say: "quiero 2 coca grande y 1 havanna" }, { say: "listo" }, { say: "lo retiro el sabado a las 11", expect: { reply: ["retiro en el local (el sábado a las 11)"] } }],
  },
  {
    name: "details trial 7: a pickup with no time leaves no note",
    turns: [{ say: "quiero 2 coca grande y 1 havanna" }, { say: "listo" }, { say: "retiro" }, { say: "Ana Torres" }, { say: "31222333" }, { say: "efectivo", expect: { state: "AWAITING_CONFIRMATION", notReply: ["Nota:"] } }],
  },

  // ---- the same classes in the almacén (trial 6b/6c words) -----------------------------------
  {
    name: "details trial 7 (almacén): 'mandamelo a ituzaingo 450 piso 2 depto c, pago con transferencia, soy marta gimenez dni 28444555' keeps all",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 coca de 2 litros", expect: { cart: { [id("7790895000218")]: 2 } } },
      {
        say: "listo eso. mandamelo a ituzaingo 450 piso 2 depto c, pago con transferencia, soy marta gimenez dni 28444555",
        expect: { state: "AWAITING_CONFIRMATION", reply: ["A nombre de: Marta Gimenez (DNI 28444555)", "Pago: transferencia", "Entrega en: ituzaingo 450 piso 2 depto c"], notReply: ASKED_AGAIN },
      },
    ],
  },
  {
    name: "details trial 7 (almacén): 'paga ella en efectivo cuando llega' is the payment, not a delivery-time question",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 coca de 2 litros" },
      { say: "listo" },
      { say: "envio" },
      { say: "Rosa Díaz" },
      { say: "10.555.333" },
      { say: "Belgrano 340", expect: { reply: ["cómo vas a pagar"] } },
      { say: "paga ella en efectivo cuando llega", expect: { state: "AWAITING_CONFIRMATION", reply: ["Pago: efectivo"], notReply: ["Tarda", "demora"] } },
    ],
  },
  {
    name: "details trial 7 (almacén): 'eso nomas. lo paso a buscar a la tarde' keeps the pickup time as the note",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 coca de 2 litros" },
      { say: "eso nomas. lo paso a buscar a la tarde", expect: { reply: ["retiro en el local (a la tarde)"] } },
      { say: "Rosa Díaz" },
      { say: "10.555.333" },
      { say: "transf", expect: { state: "AWAITING_CONFIRMATION", reply: ["Pago: transferencia", "Nota: Retira: a la tarde."] } },
      { say: "si", expect: { orders: 1, lastOrder: { paymentMethod: "transfer", fulfilment: "pickup" } } },
    ],
  },
  {
    name: "details trial 7: a pickup time is dropped from the note when the way changes to a delivery",
    turns: [
      { say: "quiero 2 coca grande y 1 havanna" },
      { say: "listo" },
      { say: "retiro mañana a la tarde", expect: { reply: ["(mañana a la tarde)"] } },
      { say: "no, mejor envio", expect: { reply: ["envío a domicilio"] } },
      { say: "Ana Torres" },
      { say: "31222333" },
      { say: "Corrientes 500" },
      { say: "efectivo", expect: { state: "AWAITING_CONFIRMATION", reply: ["Entrega en: Corrientes 500"], notReply: ["Nota:"] } },
    ],
  },
];
