import type { Scenario } from "./types";

// Blind trial 12, the customer's details (details13): a no-DNI answer with a go-on word shows the
// summary in every language; names said in pieces or corrected are kept whole; complaint and
// product words are never names or addresses; an address beside "entre", a barrio or a relative is
// kept; a Portuguese payment beside a name is kept; details said after a handoff are stored.

const almacen = { workspace: "almacen", channel: "almacen-wa", phoneNumberId: "100000000000003" };

export const detailsTrial13Scenarios: Scenario[] = [
  // ---- 1. no DNI with a go-on word --------------------------------------------------------------
  {
    name: "details trial 13: 'uff. dni no tengo a mano, dale confirma' shows the summary (verbatim C12 012)",
    ...almacen,
    turns: [
      { say: "2 arroz gallo oro 1 kg", expect: {} },
      { say: "no. confirmame ya, retiro en 20 min, a nombre de pablo acosta, pago efectivo", expect: { reply: ["DNI"] } },
      { say: "uff. dni no tengo a mano, dale confirma", expect: { reply: ["Resumen"], notReply: ["No te entendí", "Te paso con"] } },
    ],
  },
  {
    name: "details trial 13: 'fechamos. não tenho DNI, sou turista' shows the summary (verbatim C12 006)",
    ...almacen,
    turns: [
      { say: "quero 2 arroz gallo oro 1 kg", expect: {} },
      { say: "vou retirar na loja. meu nome é João Silva, pago em dinheiro", expect: { reply: ["DNI"] } },
      { say: "fechamos. não tenho DNI, sou turista", expect: { reply: ["Resumo"], notReply: ["Não entendi"] } },
    ],
  },
  {
    name: "details trial 13: 'I don't have a DNI' inside the details message is taken (verbatim B12 004)",
    ...almacen,
    turns: [
      { say: "give me 2 coca cola 1.5", expect: {} },
      { say: "that's all. deliver to 25 de mayo 780, apt 5. name John Smith, I don't have a DNI, I'll pay cash", expect: { reply: ["Your order"], notReply: ["What's your ID"] } },
    ],
  },
  {
    name: "details trial 13: 'I told you I don't have one' after the DNI question goes on",
    ...almacen,
    turns: [
      { say: "give me 2 coca cola 1.5", expect: {} },
      { say: "that's all. deliver to 25 de mayo 780, apt 5. name John Smith, I'll pay cash", expect: { reply: ["DNI"] } },
      { say: "I told you I don't have one", expect: { reply: ["Your order"], notReply: ["couldn't read"] } },
    ],
  },
  {
    name: "details trial 13: 'listo, no tengo el dni encima. confirmá' shows the summary",
    ...almacen,
    turns: [
      { say: "2 arroz gallo oro 1 kg", expect: {} },
      { say: "retiro yo, a nombre de pablo acosta, pago efectivo", expect: { reply: ["DNI"] } },
      { say: "listo, no tengo el dni encima. confirmá", expect: { reply: ["Resumen", "Pablo Acosta"], notReply: ["No te entendí"] } },
    ],
  },
  {
    name: "details trial 13: 'pode fechar. não tenho documento' shows the summary in Portuguese",
    ...almacen,
    turns: [
      { say: "quero 2 arroz gallo oro 1 kg", expect: {} },
      { say: "vou retirar na loja. meu nome é Ana Souza, pago em dinheiro", expect: { reply: ["DNI"] } },
      { say: "pode fechar. não tenho documento", expect: { reply: ["Resumo"], notReply: ["Não entendi"] } },
    ],
  },
  {
    name: "details trial 13: 'I already said I don't have one' goes on in English",
    ...almacen,
    turns: [
      { say: "give me 2 coca cola 1.5", expect: {} },
      { say: "pickup. name John Smith, I'll pay cash", expect: { reply: ["DNI"] } },
      { say: "I already said I don't have one", expect: { reply: ["Your order"], notReply: ["couldn't read", "didn't quite get"] } },
    ],
  },
  // ---- 2. names -----------------------------------------------------------------------------------
  {
    name: "details trial 13: 'ok listo retiro yo. agustina' keeps the first name (verbatim C12 009)",
    ...almacen,
    turns: [
      { say: "2 arroz gallo oro 1 kg", expect: {} },
      { say: "ok listo retiro yo. agustina", expect: { reply: ["Agustina"], notReply: ["A nombre de quién"] } },
      { say: "si, agustina molina", expect: { customer: { firstName: "Agustina", lastName: "Molina" }, reply: ["DNI"] } },
    ],
  },
  {
    name: "details trial 13: 'agustina te dije, agustina molina' stores the full name (verbatim C12 009)",
    ...almacen,
    turns: [
      { say: "2 arroz gallo oro 1 kg", expect: {} },
      { say: "ok listo retiro yo", expect: { reply: ["A nombre de quién"] } },
      { say: "agustina te dije, agustina molina", expect: { customer: { firstName: "Agustina", lastName: "Molina" }, notReply: ["Tu nombre es"] } },
    ],
  },
  {
    name: "details trial 13: burst 'Jorge' / 'luis sanchez' at the name question is one name (verbatim C12 010)",
    ...almacen,
    turns: [
      { say: "2 arroz gallo oro 1 kg", expect: {} },
      { say: "envio", expect: { reply: ["A nombre de quién"] } },
      { burst: ["Jorge", "luis sanchez"], expect: { reply: ["Jorge Luis Sanchez"], notReply: ["no llegué a entender tu DNI", "Tu nombre es"] } },
    ],
  },
  {
    name: "details trial 13: burst 'lucas' / 'fernandez' / 'dni 35111222' keeps the surname (verbatim A12 107)",
    turns: [
      { say: "necesito 2 pepsis y 1 havanna rapido", expect: {} },
      { say: "confirmamos. envio a av cabildo 2040 7mo C", expect: { reply: ["A nombre de quién"] } },
      { burst: ["lucas", "fernandez", "dni 35111222"], expect: { customer: { firstName: "Lucas", lastName: "Fernandez", dni: "35111222" } } },
    ],
  },
  {
    name: "details trial 13: 'lucas FERNANDEZ te puse el apellido tmb' at the summary corrects the name (verbatim A12 107)",
    turns: [
      { say: "necesito 2 pepsis y 1 havanna rapido", expect: {} },
      { say: "confirmamos. envio a av cabildo 2040 7mo C", expect: {} },
      { say: "lucas", expect: {} },
      { say: "dni 35111222", expect: {} },
      { say: "efectivo", expect: { reply: ["Resumen"] } },
      { say: "lucas FERNANDEZ te puse el apellido tmb", expect: { customer: { firstName: "Lucas", lastName: "Fernandez" }, reply: ["Lucas Fernandez"] } },
    ],
  },
  {
    name: "details trial 13: 'no!! that's wrong. the sugar free one, sin azucar 1.5' is neither a name nor an address (verbatim C12 017)",
    ...almacen,
    turns: [
      { say: "2 coca cola zero 1.5 please", expect: {} },
      { say: "no!! that's wrong. the sugar free one, sin azucar 1.5", expect: { notReply: ["Is your name", "address the sugar"] } },
    ],
  },
  {
    name: "details trial 13: burst 'Maria' / 'jose perez' and 'carla te dije, carla benitez' keep the whole name",
    ...almacen,
    turns: [
      { say: "2 arroz gallo oro 1 kg", expect: {} },
      { say: "retiro yo", expect: { reply: ["A nombre de quién"] } },
      { burst: ["Maria", "jose perez"], expect: { reply: ["Maria Jose Perez"], notReply: ["Tu nombre es"] } },
    ],
  },
  {
    name: "details trial 13: 'carla te dije, carla benitez' after the name question stores Carla Benitez",
    ...almacen,
    turns: [
      { say: "2 arroz gallo oro 1 kg", expect: {} },
      { say: "retiro yo", expect: { reply: ["A nombre de quién"] } },
      { say: "carla ya te dije, carla benitez", expect: { customer: { firstName: "Carla", lastName: "Benitez" }, notReply: ["Tu nombre es"] } },
    ],
  },
  {
    name: "details trial 13: 'paso a buscar yo. Martina' keeps the capitalised name",
    ...almacen,
    turns: [
      { say: "2 arroz gallo oro 1 kg", expect: {} },
      { say: "paso a buscar yo. Martina", expect: { customer: { firstName: "Martina" }, notReply: ["A nombre de quién", "Tu nombre es"] } },
    ],
  },
  // ---- 3. addresses --------------------------------------------------------------------------------
  {
    name: "details trial 13: 'a mi casa q es en bv san juan 1500 4to b entre chacabuco y belgrano, pago transf' keeps the address (verbatim C12 008)",
    ...almacen,
    turns: [
      { say: "2 arroz gallo oro 1 kg", expect: {} },
      { say: "listo. a mi casa q es en bv san juan 1500 4to b entre chacabuco y belgrano, pago transf", expect: { customer: { address: "bv san juan 1500 4to b entre chacabuco y belgrano" } } },
    ],
  },
  {
    name: "details trial 13: 'estoy en alberdi, santa rosa 1500' keeps the barrio with the address (verbatim C12 016)",
    ...almacen,
    turns: [
      { say: "2 arroz gallo oro 1 kg", expect: {} },
      { say: "buenisimo. estoy en alberdi, santa rosa 1500. me llamo hernan castro 27333444 y pago con efectivo, pago con 5000", expect: { reply: [/alberdi, santa rosa 1500/i], customer: { firstName: "Hernan", lastName: "Castro" } } },
    ],
  },
  {
    name: "details trial 13: 'es para mi mama que vive en Caseros 455, se llama Rosa Diaz' keeps the address for delivery (verbatim B12 014)",
    ...almacen,
    turns: [
      { say: "hola, es para mi mama que vive en Caseros 455, se llama Rosa Diaz. le mandan 2 arroz gallo oro 1 kg?", expect: { customer: { firstName: "Rosa", lastName: "Diaz", address: "Caseros 455" } } },
    ],
  },
  {
    name: "details trial 13: 'envio, te dije caseros 455' stores 'caseros 455' (verbatim B12 014)",
    ...almacen,
    turns: [
      { say: "2 arroz gallo oro 1 kg", expect: {} },
      { say: "a nombre de Rosa Diaz", expect: {} },
      { say: "envio, te dije caseros 455", expect: { customer: { address: "caseros 455" }, notReply: ["dije caseros"] } },
    ],
  },
  {
    name: "details trial 13: 'ojo que la direccion es Caseros 455, no dije caseros' corrects the address (verbatim B12 014)",
    ...almacen,
    turns: [
      { say: "2 arroz gallo oro 1 kg", expect: {} },
      { say: "a nombre de Rosa Diaz, envio a caseros 4555", expect: {} },
      { say: "ojo que la direccion es Caseros 455, no 'dije caseros'", expect: { customer: { address: "Caseros 455" } } },
    ],
  },
  {
    name: "details trial 13: 'me lo mandan a belgrano 233 entre mitre y sarmiento, timbre 3' is an address, not a barrio question (verbatim B12 003)",
    ...almacen,
    turns: [
      { say: "buenas noches queria pedir 1 kg de azucar ledesma, 2 paquetes de arroz gallo oro, me lo mandan a belgrano 233 entre mitre y sarmiento, timbre 3, soy Raul Dominguez dni 22333444 pago en efectivo", expect: { reply: ["Resumen"], notReply: ["A Belgrano"], customer: { address: "belgrano 233 entre mitre y sarmiento, timbre 3" } } },
    ],
  },
  {
    name: "details trial 13: 'mandalo a mi casa, bv san juan 1500' stores the street, never 'mi casa'",
    ...almacen,
    turns: [
      { say: "2 arroz gallo oro 1 kg", expect: {} },
      { say: "listo, mandalo a mi casa, bv san juan 1500", expect: { customer: { address: "bv san juan 1500" } } },
    ],
  },
  {
    name: "details trial 13: 'estamos en general paz, lavalle 500' keeps the barrio with the street",
    ...almacen,
    turns: [
      { say: "2 arroz gallo oro 1 kg", expect: {} },
      { say: "envio. estamos en general paz, lavalle 500", expect: { customer: { address: "general paz, lavalle 500" } } },
    ],
  },
  {
    name: "details trial 13: 'es para mi abuela que vive en mitre 300. me mandan 2 arroz?' keeps the address",
    ...almacen,
    turns: [
      { say: "es para mi abuela que vive en mitre 300. me mandan 2 arroz gallo oro 1 kg?", expect: { customer: { address: "mitre 300" } } },
    ],
  },
  {
    name: "details trial 13: 'me lo traen a san martin 450 entre colon y mitre' is the address, no area answer",
    ...almacen,
    turns: [
      { say: "2 arroz gallo oro 1 kg", expect: {} },
      { say: "me lo mandan a san martin 450 entre colon y mitre, soy Raul Dominguez", expect: { customer: { address: "san martin 450 entre colon y mitre" }, notReply: ["A San Martin", "hacemos envíos en barrio"] } },
    ],
  },
  // ---- 4. Portuguese payment beside a name ---------------------------------------------------------
  {
    name: "details trial 13: 'só isso. vou retirar. meu nome é Joao Silva, pago no pix ou transferencia' keeps the payment (verbatim A12 105)",
    turns: [
      { say: "quero 3 coca-cola 500 ml", expect: {} },
      { say: "só isso. vou retirar. meu nome é Joao Silva, pago no pix ou transferencia", expect: { customer: { firstName: "Joao", lastName: "Silva" }, reply: ["DNI"], notReply: ["Como você vai pagar"] } },
      { say: "não tenho DNI, sou brasileiro", expect: { reply: ["Resumo"], notReply: ["Como você vai pagar"] } },
    ],
  },
  {
    name: "details trial 13: 'vou buscar. me chamo Ana Souza, pago no dinheiro' keeps the cash payment",
    turns: [
      { say: "quero 3 coca-cola 500 ml", expect: {} },
      { say: "é só isso. vou retirar. me chamo Ana Souza, pago no dinheiro", expect: { customer: { firstName: "Ana", lastName: "Souza" }, notReply: ["Como você vai pagar"] } },
      { say: "não tenho DNI", expect: { reply: ["Resumo", "dinheiro"], notReply: ["Como você vai pagar"] } },
    ],
  },
  // ---- 5. details after a handoff ------------------------------------------------------------------
  {
    name: "details trial 13: 'dejame el pedido hecho. a nombre de ana ruiz, chacabuco 950, efectivo' after a handoff stores the details (verbatim B12 006)",
    ...almacen,
    turns: [
      { say: "necesito 3 arroz gallo oro 1 kg", expect: {} },
      { say: "quiero hablar con una persona", expect: { reply: ["persona"] } },
      { say: "bueno igual dejame el pedido hecho asi lo mandan a las 8. a nombre de ana ruiz, chacabuco 950, efectivo", expect: { customer: { firstName: "Ana", lastName: "Ruiz", address: "chacabuco 950" }, reply: ["Ana Ruiz"] } },
    ],
  },
];
