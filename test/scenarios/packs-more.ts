import type { Scenario, Turn } from "./types";
import { packsTrial4Scenarios } from "./packs-trial4";

// The mattress shop's customers as they write: data in one message or many, without labels,
// with floors and references, corrections, the packs named every way, a yes before changing
// or cancelling a purchase, and the moments a person is needed. Prices as in packs.ts.

const shop = { workspace: "packs", channel: "packs-wa", phoneNumberId: "100000000000002" };

/** From the first message to the promos, the data in one unlabeled message. */
const promos = (data: string): Turn[] => [
  { say: "hola quiero comprar", expect: { state: "collecting_data" } },
  { say: data, expect: { reply: ["Ya tengo todo para el envío"] } },
  { say: "pasame las promos", expect: { state: "ofrecer_promos" } },
];

/** Promos, a pack, its summary and the yes: a purchase written. */
const purchased = (data: string, pack: string): Turn[] => [
  ...promos(data),
  { say: pack, expect: { state: "ofrecer_promos", reply: ["¿Cómo vas a pagar?"] } },
  { tap: { id: "payment:transfer", title: "Transferencia" }, expect: { state: "resumen", reply: ["Pago: transferencia"] } },
  { say: "si", expect: { state: "compra_confirmada", orders: 1, lastOrder: { paymentMethod: "transfer" } } },
];

export const packsMoreScenarios: Scenario[] = [
  {
    ...shop,
    name: "packs: all the data unlabeled in one message",
    turns: [
      { say: "hola, quiero comprar" },
      {
        say: "Juan Pérez, 3415556677, Rosario, Mitre 456 piso 2",
        expect: { customer: { firstName: "Juan", lastName: "Pérez", phone: "3415556677", city: "Rosario", address: "Mitre 456 piso 2" }, reply: ["Ya tengo todo para el envío a Mitre 456 piso 2, Rosario"] },
      },
    ],
  },
  {
    ...shop,
    name: "packs: the data one line at a time in a burst",
    turns: [
      { say: "quiero comprar" },
      { burst: ["me llamo Carla Ruiz", "cel 341 555 1234", "vivo en Funes", "calle Córdoba 2100"], expect: { customer: { firstName: "Carla", phone: "3415551234", city: "Funes", address: "calle Córdoba 2100" }, replies: 1 } },
    ],
  },
  {
    ...shop,
    name: "packs: voice-to-text, all lowercase, the data in order",
    turns: [
      { say: "hola buenas me interesa el colchon" },
      { say: "si pasame", expect: { state: "collecting_data" } },
      { say: "mariana lopez", expect: { customer: { firstName: "Mariana", lastName: "Lopez" }, reply: ["teléfono"] } },
      { say: "0341 155 667788", expect: { customer: { phone: "0341155667788" }, reply: ["ciudad"] } },
      { say: "villa gobernador galvez", expect: { customer: { city: "Villa Gobernador Galvez" }, reply: ["dirección"] } },
      { say: "san martin 1450 casa 3 al fondo", expect: { customer: { address: "san martin 1450 casa 3 al fondo" }, reply: ["Ya tengo todo"] } },
    ],
  },
  {
    ...shop,
    name: "packs: the address with floor, flat and references is kept whole",
    turns: [
      { say: "quiero los precios" },
      { say: "Pablo Díaz" },
      { say: "3416667788" },
      { say: "Rosario" },
      { say: "Oroño 1200 piso 4 dto C, timbre Díaz, frente a la plaza", expect: { customer: { address: "Oroño 1200 piso 4 dto C, timbre Díaz, frente a la plaza" }, reply: ["Oroño 1200 piso 4 dto C, timbre Díaz, frente a la plaza, Rosario"] } },
    ],
  },
  {
    ...shop,
    name: "packs: the pack named as 2x, then the purchase confirmed",
    turns: [...promos("Sofía Gil, 3411112233, Rosario, Mendoza 700"), { say: "2x", expect: { cart: { "colchon-2x": 1 }, reply: ["$699.000", "¿Cómo vas a pagar?"] } }, { say: "mercado pago", expect: { reply: ["*Total: $699.000*", "Pago: Mercado Pago"] } }, { say: "dale", expect: { orders: 1, lastOrder: { total: 69900000, paymentMethod: "mercadopago" } } }],
  },
  {
    ...shop,
    name: "packs: the pack named in words ('tres colchones')",
    turns: [...promos("Tito Ramos, 3412223344, Funes, Belgrano 50"), { say: "tres colchones", expect: { cart: { "colchon-3x": 1 } } }],
  },
  {
    ...shop,
    name: "packs: the pack typed as its row's label",
    turns: [...promos("Vera Paz, 3413334455, Rosario, Urquiza 900"), { say: "1 colchon", expect: { cart: { "colchon-1x": 1 }, reply: ["$389.000", "¿Cómo vas a pagar?"] } }],
  },
  {
    ...shop,
    name: "packs: the summary's 'Cambiar pack' typed goes back to the promos",
    turns: [...promos("Ariel Sosa, 3414445566, Rosario, Rioja 300"), { say: "el de 2" }, { say: "efectivo" }, { say: "cambiar pack", expect: { state: "ofrecer_promos", orders: 0 } }, { say: "el de 3", expect: { state: "resumen", cart: { "colchon-3x": 1 }, reply: ["Pago: efectivo al recibir"] } }],
  },
  {
    ...shop,
    name: "packs: changing a confirmed purchase asks first, the yes replaces it",
    turns: [
      ...purchased("Nora Vega, 3415557788, Rosario, Corrientes 800", "el de 2"),
      { say: "mejor quiero el de 3", expect: { orders: 1, reply: [/¿Cambio tu pedido ORD-\d{5} \(2 colchones\) por 3 colchones, total \$949\.000\?/] } },
      { tap: { id: "consent:yes", title: "Sí" }, expect: { state: "compra_confirmada", orders: 2, lastOrder: { status: "confirmed", total: 94900000 }, reply: ["Cancelé el pedido", "3 colchones"] } },
    ],
  },
  {
    ...shop,
    name: "packs: changing a confirmed purchase, 'no' keeps it",
    turns: [
      ...purchased("Olga Ríos, 3415558899, Rosario, Sarmiento 400", "el primero"),
      { say: "y si mejor llevo 2?", expect: { reply: ["¿Cambio tu pedido"] } },
      { say: "no no, dejalo asi", expect: { orders: 1, lastOrder: { status: "confirmed", total: 38900000 }, reply: ["sigue como estaba"] } },
    ],
  },
  {
    ...shop,
    name: "packs: cancelling a purchase asks first; walking away leaves it",
    turns: [
      ...purchased("Pedro Sanz, 3415559900, Rosario, Maipú 1200", "el de 2"),
      { say: "quiero cancelar", expect: { reply: ["¿Cancelo tu pedido"], lastOrder: { status: "confirmed" } } },
      { say: "gracias", expect: { lastOrder: { status: "confirmed" } } },
    ],
  },
  {
    ...shop,
    name: "packs: cancelling a purchase in preparation goes to a person",
    turns: [
      ...purchased("Quina Ledesma, 3415550011, Rosario, Paraguay 100", "el de 2"),
      { orderStatus: "preparing" },
      { say: "cancelar" },
      { say: "si", expect: { state: "humano", handoff: "order_already_processed", lastOrder: { status: "preparing" } } },
    ],
  },
  {
    ...shop,
    name: "packs: a correction of the address at the summary shows the summary again",
    turns: [
      ...promos("Rita Mora, 3415550022, Rosario, Entre Ríos 500"),
      { say: "el de 2", expect: { reply: ["¿Cómo vas a pagar?"] } },
      { say: "efectivo", expect: { reply: ["Entrega en: Entre Ríos 500, Rosario"] } },
      { say: "perdon, mi direccion es Entre Ríos 550 piso 1", expect: { state: "resumen", orders: 0, reply: ["Entrega en: Entre Ríos 550 piso 1, Rosario"] } },
      { say: "si", expect: { orders: 1, lastOrder: { total: 69900000, paymentMethod: "cash", address: "Entre Ríos 550 piso 1, Rosario" } } },
    ],
  },
  {
    ...shop,
    name: "packs: a phone too short twice goes to a person, never a third ask",
    turns: [
      { say: "quiero comprar" },
      { say: "Mía" },
      { say: "123", expect: { reply: ["teléfono"] } },
      { say: "4567", expect: { state: "humano", handoff: "not_understood", reply: ["no pude entender tu teléfono"] } },
    ],
  },
  {
    ...shop,
    name: "packs: a doubtful name is read back",
    turns: [
      { say: "quiero comprar" },
      { say: "3415550033, soy tati", expect: { customer: { phone: "3415550033" }, reply: ["¿Tu nombre es Tati?"] } },
      { say: "sí", expect: { customer: { firstName: "Tati" }, reply: ["ciudad"] } },
    ],
  },
  {
    ...shop,
    name: "packs: a person asked for with the data half given",
    turns: [{ say: "quiero comprar" }, { say: "Uma Ortiz" }, { say: "prefiero hablar con alguien", expect: { state: "humano", handoff: "customer_request" } }],
  },
  {
    ...shop,
    name: "packs: '¿es un bot?' is answered honestly",
    turns: [{ say: "es un bot?", expect: { reply: ["asistente automático", "Colchones Sueño Pleno"] } }],
  },
  {
    ...shop,
    name: "packs: the second frustrated message goes to a person",
    turns: [{ say: "quiero comprar" }, { say: "uff que lento", expect: { state: "collecting_data" } }, { say: "ya te dije mi nombre", expect: { state: "humano", handoff: "frustration" } }],
  },
  {
    ...shop,
    name: "packs: gibberish twice goes to a person",
    turns: [{ say: "hola" }, { say: "asdkjh" }, { say: "zxcvb", expect: { state: "humano", handoff: "not_understood" } }],
  },
  {
    ...shop,
    name: "packs: a pack before the data is refused, then taken after",
    turns: [
      { say: "quiero el de 3", expect: { state: "collecting_data", cart: {}, reply: ["necesito tus datos"] } },
      // The pack named before the data is remembered: with the data in, it is the choice (issue 15).
      { say: "Luz Rey, 3415550044, Rosario, Laprida 1500", expect: { state: "ofrecer_promos", cart: { "colchon-3x": 1 }, reply: ["Te armo 3 colchones, como me pediste: $949.000", "¿Cómo vas a pagar?"], notReply: ["¿Cuál te llevás?"] } },
      { say: "efectivo", expect: { state: "resumen", reply: ["*Total: $949.000*", "Pago: efectivo al recibir"] } },
    ],
  },
  {
    ...shop,
    name: "packs: email and neighbourhood given with the data are kept",
    turns: [
      { say: "quiero comprar" },
      { say: "Hugo Paz, 3415550055, Rosario, Balcarce 300, barrio Centro, mi mail es hugo@example.com", expect: { customer: { firstName: "Hugo", email: "hugo@example.com", address: "Balcarce 300", neighborhood: "Centro" }, reply: ["Balcarce 300, Centro, Rosario"], notReply: ["sumá tu apellido, barrio"] } },
    ],
  },
  {
    ...shop,
    name: "packs: a question about delivery while giving data is answered and the data goes on",
    turns: [
      { say: "quiero comprar" },
      { say: "Ivo Lara", expect: { reply: ["teléfono"] } },
      { say: "hacen envios a cordoba?", expect: { reply: ["envíos", "teléfono"] } },
      { say: "3515550066", expect: { customer: { phone: "3515550066" } } },
    ],
  },
  {
    ...shop,
    name: "packs: 'no gracias' at the promos leaves nothing",
    turns: [...promos("Jose Mir, 3415550077, Rosario, Alvear 20"), { say: "no gracias", expect: { state: "conversacion", cart: {}, orders: 0 } }],
  },
  {
    ...shop,
    name: "packs: the data corrected while it is being given",
    turns: [
      { say: "quiero comprar" },
      { say: "Kika" },
      { say: "3415550088" },
      { say: "no perdon, mi celular es 3415550089", expect: { customer: { phone: "3415550089" }, reply: ["Corregido", "ciudad"] } },
    ],
  },
  {
    ...shop,
    name: "packs: a phone in international format with a 9",
    turns: [{ say: "quiero comprar" }, { say: "Leo Funes" }, { say: "+54 9 341 555-0099", expect: { customer: { phone: "+5493415550099" }, reply: ["ciudad"] } }],
  },
  {
    ...shop,
    name: "packs: the summary confirmed with the typed 'Confirmar' button",
    turns: [...promos("Marta Sol, 3415550100, Rosario, España 800"), { say: "el de 1" }, { say: "efectivo" }, { say: "confirmar", expect: { orders: 1, lastOrder: { total: 38900000, paymentMethod: "cash" } } }],
  },
  {
    ...shop,
    name: "packs: thanks after the purchase",
    turns: [...purchased("Nico Gauna, 3415550111, Rosario, Santa Fe 2000", "el de 3"), { say: "genial gracias!!", expect: { reply: ["Gracias a vos"] } }],
  },
  {
    ...shop,
    name: "packs: a city with a place name after the address is the city",
    turns: [{ say: "quiero comprar" }, { say: "Ofe Ruiz, 3415550122, Pellegrini 1300, Villa Constitución", expect: { customer: { address: "Pellegrini 1300", city: "Villa Constitución" } } }],
  },
  {
    ...shop,
    name: "packs: the price asked first, then the sale",
    turns: [
      { say: "cuanto sale el colchon?", expect: { reply: ["$389.000"] } },
      { say: "bueno quiero comprar", expect: { state: "collecting_data" } },
      { say: "Pia Soto, 3415550133, Rosario, Moreno 40", expect: { reply: ["Ya tengo todo"] } },
    ],
  },
  {
    ...shop,
    name: "packs: the purchase cancelled with the typed 'si' to the question",
    turns: [...purchased("Raúl Luna, 3415550144, Rosario, Tucumán 700", "el de 2"), { say: "no lo quiero mas, cancelalo", expect: { reply: ["¿Cancelo tu pedido"] } }, { say: "si", expect: { state: "conversacion", lastOrder: { status: "cancelled" } } }],
  },
  {
    ...shop,
    name: "packs: a burst with data and a part nothing reads names it back",
    turns: [{ say: "quiero comprar" }, { burst: ["Zoe Lima", "3415550155", "blorp qwx"], expect: { customer: { phone: "3415550155" }, reply: ["no lo entendí", "blorp qwx", "¿Tu nombre es Zoe Lima?"] } }, { say: "si", expect: { customer: { firstName: "Zoe", lastName: "Lima" } } }],
  },
  {
    ...shop,
    name: "packs: questions about sizes, another size and the warranty are answered from data, then the pending question",
    turns: [
      { say: "q medidas tiene", expect: { reply: ["140 × 190 cm", "¿Querés que te pase las promos?"], notReply: ["Soy el asistente"] } },
      { say: "tienen de 1 plaza?", expect: { state: "conversacion", reply: ["De 1 plaza no tenemos", "2 plazas"], notReply: ["$389.000"] } },
      { say: "tiene garantia?", expect: { state: "conversacion", reply: ["no lo tengo", "pasame con una persona", /te pas[eo] las promos/i], notReply: ["$389.000"] } },
    ],
  },
  {
    ...shop,
    name: "packs: the payment said with the pack is taken, never cash by default",
    turns: [...promos("Graciela Benítez, 03514567890, Rosario, Obispo Trejo 350"), { say: "Me quedo con uno solo. Abonaré por transferencia.", expect: { state: "resumen", reply: ["Pago: transferencia"], notReply: ["efectivo"] } }, { say: "Sí.", expect: { orders: 1, lastOrder: { paymentMethod: "transfer" }, reply: ["pagás por transferencia"] } }],
  },
  {
    ...shop,
    name: "packs: '¿aceptan transferencia?' is a question; the payment is still asked with buttons",
    turns: [
      ...promos("Tomás Vera, 3415550166, Rosario, Catamarca 900"),
      { say: "¿Aceptan transferencia bancaria?", expect: { reply: ["aceptamos transferencia"] } },
      { say: "el de 2", expect: { state: "ofrecer_promos", reply: ["¿Cómo vas a pagar?"] } },
      { say: "mercado pago", expect: { state: "resumen", reply: ["Pago: Mercado Pago"] } },
      { say: "pensandolo mejor pago con transferencia", expect: { state: "resumen", orders: 0, reply: ["Pago: transferencia"] } },
      { say: "si", expect: { orders: 1, lastOrder: { paymentMethod: "transfer" } } },
    ],
  },
  // Issue 15 (blind trials): the city as customers write it — with its article, after "resido en",
  // "vivo en", "soy de", made precise afterwards — never the customer's name, and a flat given
  // twice is shown once.
  {
    ...shop,
    name: "packs (trials): 'vivo en la plata calle 7 nro 1234' is the city La Plata and the street",
    turns: [
      // "soy martin lopez" is the name as said (no read-back), and the pack said with it is remembered: straight to the payment.
      { say: "hola quiero el pack de 3 colchones, soy martin lopez, cel 1156781234, vivo en la plata calle 7 nro 1234", expect: { state: "ofrecer_promos", customer: { city: "La Plata", address: "calle 7 nro 1234" }, reply: ["Te armo 3 colchones", "¿Cómo vas a pagar?"], notReply: [", Plata", "¿Tu nombre es"] } },
      { tap: { id: "payment:cash", title: "Efectivo" }, expect: { state: "resumen", reply: ["Entrega en: calle 7 nro 1234, La Plata"] } },
      { say: "si", expect: { orders: 1, lastOrder: { customerName: "Martin Lopez", address: "calle 7 nro 1234, La Plata", paymentMethod: "cash" } } },
    ],
  },
  {
    ...shop,
    name: "packs (trials): 'la plata, ya te dije' at the city question keeps its article",
    turns: [
      { say: "hola quiero comprar" },
      { say: "Martin Lopez, 1156781234", expect: { reply: ["ciudad"] } },
      { say: "la plata, ya te dije", expect: { customer: { city: "La Plata" }, notReply: ["no llegué a entender"] } },
      { say: "calle 7 nro 1234", expect: { reply: ["Ya tengo todo para el envío a calle 7 nro 1234, La Plata"] } },
      { say: "pasame las promos" },
      { say: "1", expect: { reply: ["¿Cómo vas a pagar?"] } },
      { tap: { id: "payment:transfer", title: "Transferencia" }, expect: { reply: ["Entrega en: calle 7 nro 1234, La Plata"] } },
      { say: "si", expect: { orders: 1, lastOrder: { customerName: "Martin Lopez", address: "calle 7 nro 1234, La Plata", paymentMethod: "transfer" } } },
    ],
  },
  {
    ...shop,
    name: "packs (trials): 'Resido en Córdoba, barrio …, piso 4 departamento B', then 'Córdoba capital' and the flat again",
    turns: [
      { say: "Buenos días. Quisiera información sobre los colchones, por favor." },
      { say: "Mi nombre es Graciela Benítez." },
      { say: "Mi teléfono es 0351 4567890.", expect: { reply: ["ciudad"] } },
      {
        say: "Resido en Córdoba, barrio Nueva Córdoba, calle Obispo Trejo 350, piso 4 departamento B.",
        expect: { customer: { city: "Córdoba", neighborhood: "Nueva Córdoba", address: "calle Obispo Trejo 350, piso 4 departamento B" }, reply: ["Ya tengo todo para el envío"], notReply: ["Resido"] },
      },
      { say: "Córdoba capital.", expect: { customer: { city: "Córdoba capital" }, reply: ["Córdoba capital"] } },
      { say: "Obispo Trejo 350, piso 4 B, barrio Nueva Córdoba" },
      { say: "pasame las promos", expect: { state: "ofrecer_promos" } },
      { say: "1", expect: { reply: ["¿Cómo vas a pagar?"] } },
      { tap: { id: "payment:cash", title: "Efectivo" }, expect: { reply: ["Entrega en: calle Obispo Trejo 350, piso 4 departamento B, Nueva Córdoba, Córdoba capital"], notReply: ["piso 4 B,"] } },
      { say: "si", expect: { orders: 1, lastOrder: { customerName: "Graciela Benítez", address: "calle Obispo Trejo 350, piso 4 departamento B, Nueva Córdoba, Córdoba capital", paymentMethod: "cash" } } },
    ],
  },
  {
    ...shop,
    name: "packs (trials): 'vivo en Rosario' at the city question is Rosario",
    turns: [
      { say: "hola quiero comprar" },
      { say: "Rita Mora, 3415550022", expect: { reply: ["ciudad"] } },
      { say: "vivo en Rosario", expect: { customer: { city: "Rosario" }, reply: ["ciudad Rosario", "dirección de entrega"] } },
    ],
  },
  {
    ...shop,
    name: "packs (trials): 'soy de El Palomar' at the city question is El Palomar",
    turns: [
      { say: "hola quiero comprar" },
      { say: "Rita Mora, 3415550022", expect: { reply: ["ciudad"] } },
      { say: "soy de El Palomar", expect: { customer: { city: "El Palomar" }, reply: ["ciudad El Palomar"] } },
      { say: "Mitre 450", expect: { reply: ["Ya tengo todo para el envío a Mitre 450, El Palomar"] } },
      { say: "pasame las promos" },
      { say: "1", expect: { reply: ["¿Cómo vas a pagar?"] } },
      { tap: { id: "payment:cash", title: "Efectivo" }, expect: { reply: ["Entrega en: Mitre 450, El Palomar"] } },
      { say: "si", expect: { orders: 1, lastOrder: { customerName: "Rita Mora", address: "Mitre 450, El Palomar", paymentMethod: "cash" } } },
    ],
  },
  {
    ...shop,
    name: "packs (trials): an English customer's name given again is not the city",
    turns: [
      { say: "Hi! How much is the mattress?" },
      { say: "ok I'll take 2. My name is Kevin Brown, phone 2615551234, city Mendoza, address San Martin 1200", expect: { customer: { firstName: "Kevin", city: "Mendoza", address: "San Martin 1200", phone: "2615551234" } } },
      { say: "Kevin Brown", expect: { customer: { city: "Mendoza" }, notReply: ["Kevin Brown 🙌"] } },
      { say: "2", expect: { state: "ofrecer_promos" } },
      { say: "2", expect: { reply: ["$699.000"] } },
      { tap: { id: "payment:cash", title: "Efectivo" }, expect: { reply: ["San Martin 1200, Mendoza"] } },
      { say: "yes", expect: { orders: 1, lastOrder: { customerName: "Kevin Brown", address: "San Martin 1200, Mendoza", paymentMethod: "cash" } } },
    ],
  },
  // Known limit: "Rua Bolívar 800" is stored as "calle Bolívar 800" (the Portuguese reading
  // translates the street word before the address is read; src/agent/language/).
  {
    ...shop,
    name: "packs (trials): a Portuguese customer's data, given again, keeps the city",
    turns: [
      { say: "olá, quanto custa o colchão?" },
      { say: "meu nome é João Silva, telefone 3764112233, cidade Posadas, endereço Bolívar 800", expect: { customer: { firstName: "João", city: "Posadas", phone: "3764112233" } } },
      { say: "João Silva, telefone 3764112233, cidade Posadas, endereço Bolívar 800", expect: { customer: { city: "Posadas" } } },
      { say: "1", expect: { state: "ofrecer_promos" } },
      { say: "1", expect: { reply: ["$389.000"] } },
      { tap: { id: "payment:transfer", title: "Transferência" }, expect: { reply: ["Posadas"] } },
      { say: "sim", expect: { orders: 1, lastOrder: { customerName: "João Silva", address: "Bolívar 800, Posadas", paymentMethod: "transfer" } } },
    ],
  },
  // Issue 15 (blind trial 3a): everything the customer says in one message is taken.
  {
    ...shop,
    name: "packs: the full details in the first message are taken at once, and when it arrives is answered (trial P4)",
    turns: [
      {
        say: "buenas. Lucia Mendez, 11 3344 5566, Buenos Aires, Av Santa Fe 2100 piso 8 dto A",
        expect: { state: "ofrecer_promos", customer: { firstName: "Lucia", lastName: "Mendez", phone: "1133445566", city: "Buenos Aires", address: "Av Santa Fe 2100 piso 8 dto A" }, reply: ["Ya tengo todo para el envío a Av Santa Fe 2100 piso 8 dto A, Buenos Aires", "2 colchones: $699.000"], notReply: ["¿Cómo es tu nombre?", "Soy el asistente", "¿En qué ciudad estás?", "piso/depto"] },
      },
      { say: "el de 2", expect: { reply: ["¿Cómo vas a pagar?"] } },
      { say: "efectivo", expect: { state: "resumen", reply: ["A nombre de: Lucia Mendez (tel. 1133445566)"] } },
      { say: "si", expect: { state: "compra_confirmada", orders: 1, lastOrder: { customerName: "Lucia Mendez", address: "Av Santa Fe 2100 piso 8 dto A, Buenos Aires", paymentMethod: "cash", total: 69900000 } } },
      { say: "cuando me llega?", expect: { reply: ["tarda entre 3 y 7 días hábiles"] } },
      { say: "y cuando me llega el pedido?", expect: { reply: [/ORD-\d{5}/, "entre 3 y 7 días hábiles"] } },
    ],
  },
  {
    ...shop,
    name: "packs: labelled city and address, the pack and the payment in one first message go straight to the summary (trial P2)",
    turns: [
      {
        say: "Hola! Soy Ana Lopez, cel 341 555-6677, ciudad Rosario, direccion Mitre 456 3ro B. Quiero el pack de 3 y pago con mercado pago",
        expect: { state: "resumen", customer: { city: "Rosario", address: "Mitre 456 3ro B" }, cart: { "colchon-3x": 1 }, reply: ["3 colchones", "*Total: $949.000*", "Entrega en: Mitre 456 3ro B, Rosario", "Pago: Mercado Pago", "¿Confirmamos?"], notReply: ["¿En qué ciudad estás?", "¿Cuál te llevás?"] },
      },
      { say: "si", expect: { state: "compra_confirmada", orders: 1, lastOrder: { customerName: "Ana Lopez", address: "Mitre 456 3ro B, Rosario", paymentMethod: "mercadopago", total: 94900000 } } },
    ],
  },
  {
    ...shop,
    name: "packs: a pack, the details and the payment told as a story are taken together (trial P6)",
    turns: [
      {
        say: "hola si mira te cuento yo vi la publicidad del colchon y quiero comprar dos me llamo roberto sanchez mi numero es 223 4567890 soy de mar del plata y la direccion es colon 2345 departamento 4 b y pago en efectivo",
        expect: { state: "resumen", customer: { firstName: "Roberto", phone: "2234567890", city: "Mar Del Plata", address: "colon 2345 departamento 4 b" }, cart: { "colchon-2x": 1 }, reply: ["2 colchones", "Pago: efectivo al recibir", "Entrega en: colon 2345 departamento 4 b, Mar Del Plata"], notReply: ["¿En qué ciudad estás?", "¿Cuál te llevás?", "¿Con cuál te quedás?"] },
      },
      { say: "si, los 2 que te dije", expect: { state: "compra_confirmada", orders: 1, lastOrder: { customerName: "Roberto Sanchez", address: "colon 2345 departamento 4 b, Mar Del Plata", paymentMethod: "cash", total: 69900000 } } },
    ],
  },
  {
    ...shop,
    name: "packs: 'los 2 que te dije' and 'el de 3 que te dije' pick that pack at the promos",
    turns: [
      ...promos("Eva Paz, 3415550177, Rosario, Jujuy 1200"),
      { say: "los 2 que te dije", expect: { cart: { "colchon-2x": 1 }, reply: ["2 colchones, total $699.000", "¿Cómo vas a pagar?"], notReply: ["¿Con cuál te quedás?"] } },
      { say: "no, mejor el de 3 que te dije antes", expect: { cart: { "colchon-3x": 1 } } },
      { say: "transferencia", expect: { state: "resumen", reply: ["*Total: $949.000*"] } },
      { say: "si", expect: { orders: 1, lastOrder: { customerName: "Eva Paz", address: "Jujuy 1200, Rosario", paymentMethod: "transfer", total: 94900000 } } },
    ],
  },
  {
    ...shop,
    name: "packs: the price of 2 asked before any details gets that pack's price, never the same words twice (trial P5)",
    turns: [
      { say: "hola" },
      { say: "uff q vueltas, decime cuanto salen 2 y listo, no te voy a pasar mis datos todavia", expect: { state: "conversacion", reply: ["2 colchones te salen $699.000", "ahorrás $79.000"], notReply: ["$389.000 cada uno", "¿Cómo es tu nombre?"] } },
      // The same question again: the same price in other words (the first answer began "2 colchones te salen").
      { say: "decime cuanto salen 2", expect: { reply: ["$699.000"], notReply: [/^2 colchones te salen/, "¿Querés que te pase las promos? 🙂"] } },
      { say: "y 3?", expect: { reply: ["3 colchones te salen $949.000"], notReply: ["No tengo ese dato"] } },
      { say: "bueno dale, quiero los 3", expect: { state: "collecting_data", reply: ["necesito tus datos"] } },
      { say: "Caro Diaz, 3415550188, Funes, Belgrano 900", expect: { state: "ofrecer_promos", cart: { "colchon-3x": 1 }, reply: ["Te armo 3 colchones", "¿Cómo vas a pagar?"] } },
      { say: "efectivo", expect: { state: "resumen" } },
      { say: "si", expect: { orders: 1, lastOrder: { customerName: "Caro Diaz", address: "Belgrano 900, Funes", paymentMethod: "cash", total: 94900000 } } },
    ],
  },
  {
    ...shop,
    name: "packs: 'queria info del colchon' gets the product from data, 'y? pasame las promos' is never 'no tengo ese dato' (trial P1)",
    turns: [
      { say: "queria info del colchon", expect: { state: "conversacion", reply: ["Colchón Sueño Pleno 2 plazas", "140 × 190 cm", "$389.000", "¿Querés que te pase las promos?"], notReply: ["¿Cómo es tu nombre?"] } },
      { say: "si", expect: { state: "collecting_data", reply: ["¿Cómo es tu nombre?"] } },
      { say: "bueno me llamo carla benitez mi telefono es 351 6123456 vivo en cordoba capital en la calle obispo trejo 742 piso 5 dpto c", expect: { customer: { firstName: "Carla", phone: "3516123456" } } },
      { say: "y? pasame las promos", expect: { notReply: ["No tengo ese dato"] } },
    ],
  },
  {
    ...shop,
    name: "packs: 'si cancelalo' to '¿Cancelo tu pedido?' is a yes (trial P7)",
    turns: [
      ...purchased("Ines Gil, 3415550199, Rosario, Mendoza 1500", "el de 1"),
      { say: "quiero cancelar el pedido", expect: { reply: [/¿Cancelo tu pedido ORD-\d{5} \(1 colchón, \$389\.000\)\?/] } },
      { say: "si cancelalo", expect: { state: "conversacion", reply: ["cancelé tu pedido"], lastOrder: { status: "cancelled", customerName: "Ines Gil", address: "Mendoza 1500, Rosario", paymentMethod: "transfer" } } },
    ],
  },
  {
    ...shop,
    name: "packs: 'no, no lo canceles' to '¿Cancelo tu pedido?' keeps it",
    turns: [
      ...purchased("Juli Paz, 3415550200, Rosario, Salta 300", "el de 2"),
      { say: "cancelalo", expect: { reply: ["¿Cancelo tu pedido"] } },
      { say: "no, no lo canceles", expect: { reply: ["sigue como estaba"], lastOrder: { status: "confirmed", customerName: "Juli Paz", address: "Salta 300, Rosario", paymentMethod: "transfer" } } },
    ],
  },
  {
    ...shop,
    name: "packs: 'un colchón' is the product, not the pack of 1: the promos still come to choose",
    turns: [
      { say: "quiero comprar un colchon", expect: { state: "collecting_data" } },
      { say: "Pia Soto, 3415550133, Rosario, Moreno 40", expect: { state: "ofrecer_promos", cart: {}, reply: ["Ya tengo todo", "3 colchones: $949.000"], notReply: ["Te armo"] } },
    ],
  },
  ...packsTrial4Scenarios,
];
