// The question corpus: customer phrasings as people write them on WhatsApp (typos, no accents,
// Rioplatense and neutral Spanish, greetings in front), each with the class of answer a shop
// assistant would give and the words that answer must carry. Played over the demo shops in
// memory (test/support/question-eval.ts); `npm run eval` prints accuracy per class and
// test/agent/questions.test.ts holds the floor.
//
// Classes are the turn's main intent: availability (sold: yes, with price), not_sold (said
// plainly, with what there is instead), price, browse (a kind, a brand or a category: a list),
// catalog (what the shop sells), total, cart, delivery, hours, payment, address, add_items (an
// order, which a question must not swallow), greeting, fallback (nothing recognisable).
//
// The shops, Monday 14:00 in Buenos Aires (all open):
// - demo (Kiosco Don Tito): Coca-Cola 1,5 L $2.500 · Coca-Cola 500 ml $1.200 · Fanta $2.300 ·
//   Sprite $2.300 · Pepsi $2.200 · Agua mineral 500 ml $900 · Alfajor Jorgito $700 · Alfajor
//   Havanna $1.500 (3 left) · Papas fritas Lays $2.800. Delivery $500, free from $5.000, within 20
//   blocks, 30–45 min. Mon–Fri 9–20, Sat 10–14. Cash, transfer (don.tito.kiosco), Mercado Pago.
// - almacen (Almacén La Esquina): 1,731 real products. Delivery $800, free from $20.000, "en el
//   día". Mon–Sat 8–21, Sun 9–13. Av. Colón 850, Córdoba. Alias almacen.la.esquina.
// - packs (Colchones Sueño Pleno): one mattress in packs. Delivery free to the whole country,
//   3–7 working days. Mon–Fri 9–18, Sat 9–13. No pickup.

export type AnswerClass =
  | "availability"
  | "not_sold"
  | "price"
  | "browse"
  | "catalog"
  | "total"
  | "cart"
  | "delivery"
  | "hours"
  | "payment"
  | "address"
  | "add_items"
  | "greeting"
  | "fallback";

export interface QuestionCase {
  shop: "demo" | "almacen" | "packs";
  /** What the customer wrote before (a cart, a browse), each answered first. */
  before: string[];
  say: string;
  class: AnswerClass;
  /** Fragments the answer must contain (case and accents ignored); a RegExp is matched as is. */
  has: (string | RegExp)[];
  /** Fragments it must not contain. */
  hasNot: (string | RegExp)[];
}

type Row = [say: string, cls: AnswerClass, ...has: (string | RegExp)[]];

/** Nags the answers must never carry (issue 16: an answer ends the reply). */
const NAGS = ["Tu carrito está vacío", "¿Qué te gustaría pedir?"];

function cases(shop: QuestionCase["shop"], rows: Row[], before: string[] = [], hasNot: (string | RegExp)[] = []): QuestionCase[] {
  return rows.map(([say, cls, ...has]) => ({ shop, before, say, class: cls, has, hasNot: [...NAGS, ...hasNot] }));
}

const KIOSK: Row[] = [
  // Is it sold? (with the price)
  ["¿tenés coca?", "availability", "Coca-Cola 1,5 L", "$2.500", "Coca-Cola 500 ml"],
  ["tenes coca?", "availability", "Coca-Cola"],
  ["hay coca?", "availability", "Coca-Cola"],
  ["tienen coca cola?", "availability", "Coca-Cola"],
  ["che tenes fanta?", "availability", "Fanta 1,5 L", "$2.300"],
  ["tenés sprite?", "availability", "Sprite", "$2.300"],
  ["hay pepsi?", "availability", "Pepsi", "$2.200"],
  ["¿venden agua?", "availability", "Agua mineral", "$900"],
  ["tenés agua sin gas?", "availability", "Agua mineral"],
  ["tendrás alfajores?", "availability", "Havanna", "Jorgito"],
  ["tienen alfajor jorgito?", "availability", "Jorgito", "$700"],
  ["hay havanna?", "availability", "Havanna", "$1.500"],
  ["tenes papas fritas?", "availability", "Papas fritas Lays", "$2.800"],
  ["tenés chips?", "availability", "Lays"],
  ["hay coquita?", "availability", "Coca-Cola 500 ml", "$1.200"],
  ["¿tienen coca de 500?", "availability", "Coca-Cola 500 ml"],
  ["tenes coca grande?", "availability", "Coca-Cola 1,5 L"],
  ["venden papitas?", "availability", "Lays"],
  ["hay gaseosas?", "browse", "Coca-Cola", "Pepsi"],
  ["¿te quedan havanna?", "availability", "Havanna"],
  ["tenés 5 havanna?", "availability", "me quedan 3"],
  ["¿hay 10 alfajores havanna?", "availability", "me quedan 3"],
  ["tenes fnata?", "availability", "Fanta"],
  ["teenes coka?", "availability", "Coca-Cola"],
  // Not sold ≠ not understood
  ["¿tenés coca zero?", "not_sold", "No tenemos", "coca zero", "Coca-Cola 1,5 L"],
  ["hay coca light?", "not_sold", "No tenemos", "Coca-Cola"],
  ["¿hay Red Bull?", "not_sold", "No tenemos", "red bull", "bebidas"],
  ["tienen speed?", "not_sold", "No tenemos", "bebidas"],
  ["¿venden cerveza?", "not_sold", "No tenemos", "cerveza", "bebidas"],
  ["tenés birra?", "not_sold", "No tenemos", "bebidas"],
  ["hay fernet?", "not_sold", "No tenemos", "fernet"],
  ["tenes vino?", "not_sold", "No tenemos", "vino"],
  ["¿y vinos?", "not_sold", "No tenemos", "vinos"],
  ["¿venden cigarrillos?", "not_sold", "No tenemos", "cigarrillos"],
  ["tenés chocolates?", "not_sold", "No tenemos", "chocolates"],
  ["hay caramelos?", "not_sold", "No tenemos", "caramelos"],
  ["tenés galletitas?", "not_sold", "No tenemos", "galletitas"],
  ["¿qué galletitas tenés?", "not_sold", "No tenemos", "galletitas"],
  ["tenés pepsi de 500?", "not_sold", "no tengo ese tamaño", "Pepsi 1,5 L"],
  ["hay fanta de 500?", "not_sold", "no tengo ese tamaño", "Fanta 1,5 L"],
  ["tienen agua con gas?", "not_sold", "No tenemos", "Agua mineral"],
  ["hay hamburguesas?", "not_sold", "No tenemos", "hamburguesas"],
  ["tenes helado?", "not_sold", "No tenemos", "helado"],
  ["¿venden pilas?", "not_sold", "No tenemos", "pilas"],
  // Prices
  ["¿cuánto sale la coca chica?", "price", "Coca-Cola 500 ml", "$1.200"],
  ["cuanto sale la coca grande", "price", "$2.500"],
  ["¿cuánto está la pepsi?", "price", "Pepsi", "$2.200"],
  ["precio de la fanta", "price", "Fanta", "$2.300"],
  ["a cuanto el havanna?", "price", "Havanna", "$1.500"],
  ["cuánto cuesta el agua?", "price", "Agua mineral", "$900"],
  ["cuanto salen las papas?", "price", "$2.800"],
  ["cuánto vale el jorgito?", "price", "Jorgito", "$700"],
  ["¿qué precio tiene la sprite?", "price", "Sprite", "$2.300"],
  ["cuanto sale la coca?", "price", "$2.500", "$1.200"],
  ["cuanto salen los alfajores?", "price", "Havanna", "Jorgito"],
  ["y la fanta cuanto sale?", "price", "Fanta", "$2.300"],
  ["cuanto me sale una coquita?", "price", "$1.200"],
  // Browsing a kind, a brand or a category
  ["¿qué bebidas tenés?", "browse", "opciones de bebidas"],
  ["que gaseosas tienen?", "browse", "bebidas", "Coca-Cola"],
  ["¿qué tenés de golosinas?", "browse", "Havanna", "Jorgito"],
  ["¿qué snacks hay?", "browse", "Lays"],
  ["¿qué tienen de coca cola?", "browse", "Coca-Cola 1,5 L", "Coca-Cola 500 ml"],
  // What the shop sells
  ["¿qué venden?", "catalog", "Vendemos", "bebidas", "golosinas", "snacks"],
  ["que tenes?", "catalog", "bebidas"],
  ["¿qué productos tienen?", "catalog", "bebidas"],
  ["pasame la lista de productos", "catalog", "bebidas"],
  ["tenés catálogo?", "catalog", "bebidas"],
  ["¿cuánto salen las cosas?", "catalog", "bebidas"],
  // Delivery (no cart)
  ["¿hacen envíos?", "delivery", "hacemos envíos", "$500", "gratis desde $5.000"],
  ["hacen delivery?", "delivery", "hacemos envíos"],
  ["¿cuánto sale el envío?", "delivery", "$500", "$5.000"],
  ["cuanto cobran el envio", "delivery", "$500"],
  ["¿el envío es gratis?", "delivery", "$5.000"],
  ["¿cuánto tarda el envío?", "delivery", "30 y 45 minutos"],
  ["cuanto demoran en traerlo?", "delivery", "30 y 45"],
  ["¿hasta dónde llegan?", "delivery", "20 cuadras"],
  ["¿llegan a Palermo?", "delivery", "20 cuadras"],
  ["envian a domicilio?", "delivery", "hacemos envíos"],
  ["¿me lo pueden mandar a casa?", "delivery", "envíos"],
  // Hours, relative to today (a Monday, open)
  ["¿hasta qué hora abren?", "hours", "lunes a viernes de 9 a 20"],
  ["¿a qué hora cierran hoy?", "hours", "Hoy cerramos a las 20"],
  ["a que hora cierran?", "hours", "20"],
  ["¿abren el domingo?", "hours", "El domingo no abrimos"],
  ["abren los domingos?", "hours", "domingo no abrimos"],
  ["¿abren el sábado?", "hours", "sábado", "10"],
  ["abren los sabados?", "hours", "sábado"],
  ["¿abren mañana?", "hours", "Mañana abrimos"],
  ["¿están abiertos?", "hours", "estamos abiertos"],
  ["estan abiertos ahora?", "hours", "abiertos"],
  ["¿qué horario tienen?", "hours", "lunes a viernes"],
  ["horarios?", "hours", "lunes a viernes"],
  ["¿atienden feriados?", "hours", "feriados"],
  ["a que hora abren el sabado?", "hours", "10"],
  ["hasta que hora atienden?", "hours", "20"],
  ["¿abren hoy?", "hours", "Hoy abrimos"],
  // Payment
  ["¿aceptan tarjeta?", "payment", "tarjeta no", "efectivo"],
  ["aceptan debito?", "payment", "tarjeta no"],
  ["se puede pagar con credito?", "payment", "tarjeta no"],
  ["¿aceptan mercado pago?", "payment", "Sí, aceptamos Mercado Pago"],
  ["puedo pagar con mp?", "payment", "Mercado Pago"],
  ["¿aceptan transferencia?", "payment", "aceptamos transferencia", "don.tito.kiosco"],
  ["¿me pasás el alias?", "payment", "don.tito.kiosco"],
  ["cual es el alias?", "payment", "don.tito.kiosco"],
  ["pasame el cbu", "payment", "don.tito.kiosco"],
  ["¿cómo te pago?", "payment", "efectivo", "transferencia", "Mercado Pago"],
  ["formas de pago?", "payment", "efectivo"],
  ["¿aceptan efectivo?", "payment", "aceptamos efectivo"],
  ["tienen qr?", "payment", "Mercado Pago"],
  // Where the shop is, pickup
  ["¿dónde están?", "address", "Av. Corrientes 1234"],
  ["donde queda el local?", "address", "Corrientes 1234"],
  ["¿cuál es la dirección del local?", "address", "Corrientes 1234"],
  ["pasame la ubicacion", "address", "Corrientes 1234"],
  ["¿puedo pasar a retirar?", "address", "podés pasar a retirar", "Corrientes 1234"],
  ["se puede retirar en el local?", "address", "retirar"],
  ["¿dónde retiro?", "address", "Corrientes 1234"],
  // Totals and the cart with nothing in it: said plainly, no nagging
  ["¿cuánto es en total?", "total", "Todavía no tenés nada en el carrito"],
  ["cuanto es?", "total", "nada en el carrito"],
  ["¿qué tengo en el carrito?", "cart", "nada en el carrito"],
  ["¿cuántas van?", "cart", "nada en el carrito"],
  // A greeting carries its question
  ["q tal, ¿tenés alfajores?", "availability", "Hola", "Havanna"],
  ["hola! hacen envios?", "delivery", "Hola", "hacemos envíos"],
  ["buenas, a que hora cierran?", "hours", "Hola", "20"],
  ["buen día, ¿aceptan mercado pago?", "payment", "Hola", "Mercado Pago"],
  ["hola cuanto sale la coca grande?", "price", "Hola", "$2.500"],
  ["buenas noches, tienen cerveza?", "not_sold", "Hola", "No tenemos"],
  ["holaa donde estan?", "address", "Hola", "Corrientes"],
  ["hola, qué venden?", "catalog", "Hola", "bebidas"],
  ["holis! tenes coca zero?", "not_sold", "Hola", "No tenemos"],
  ["buenas tardes, ¿abren el domingo?", "hours", "Hola", "domingo"],
  // Orders are orders, even next to a question
  ["quiero 2 cocas grandes", "add_items", "Agregué 2 Coca-Cola 1,5 L"],
  ["mandame una fanta", "add_items", "Agregué 1 Fanta"],
  ["me das 2 pepsi?", "add_items", "Agregué 2 Pepsi"],
  ["quiero 3 jorgito y cuanto sale el envio?", "add_items", "Agregué 3 Alfajores Jorgito", "$500"],
  ["dame 2 papas lays", "add_items", "Agregué 2 Papas"],
  // Plain chat
  ["hola", "greeting", "Kiosco Don Tito"],
  ["buenas", "greeting", "Hola"],
  ["asdkjh qwe", "fallback", "No te entendí", "quiero 2 cocas"],
  ["???", "fallback", "No te entendí"],
];

/** With 2 Pepsi (subtotal $4.400) in the cart. */
const KIOSK_WITH_CART: Row[] = [
  ["¿cuánto es en total?", "total", "$4.400", "2 Pepsi"],
  ["cuanto es todo?", "total", "$4.400"],
  ["¿cuánto te debo?", "total", "$4.400"],
  ["cuanto seria el total?", "total", "$4.400"],
  ["¿cuánto sale el envío?", "delivery", "Con tu pedido de $4.400", "$500"],
  ["el envio cuanto me sale?", "delivery", "$500"],
  ["¿qué tengo en el carrito?", "cart", "2 × Pepsi", "$4.400"],
  ["que llevo?", "cart", "Pepsi"],
  ["¿cuántas van?", "cart", "2 × Pepsi"],
  ["mostrame el carrito", "cart", "Pepsi"],
  ["¿tenés fanta?", "availability", "Fanta", "$2.300"],
  ["¿hasta qué hora abren?", "hours", "lunes a viernes", "Por cierto"],
];

/** With 6 Pepsi (subtotal $13.200): delivery is free. */
const KIOSK_BIG_CART: Row[] = [
  ["¿cuánto sale el envío?", "delivery", "el envío es gratis"],
  ["¿cuánto es en total?", "total", "$13.200", "el envío es gratis"],
];

const ALMACEN: Row[] = [
  ["¿tenés yerba playadito?", "availability", "Playadito"],
  ["hay yerba playadito de 1 kg?", "availability", "Yerba Mate con Palo Playadito 1 Kg"],
  ["¿tenés leche la serenisima larga vida?", "availability", "Leche Larga Vida La Serenísima 1 Lt"],
  ["tenes cindor?", "availability", "Cindor"],
  ["tenés dulce de leche ilolay?", "availability", "Ilolay"],
  ["hay manteca la serenisima?", "availability", "Manteca La Serenísima"],
  ["¿tienen arroz gallo oro?", "availability", "Gallo Oro"],
  ["hay aceite cocinero?", "availability", "Cocinero"],
  ["tenes coca de litro y medio?", "availability", "Coca Cola 1.5 Lt"],
  ["¿tienen queso crema casancrem?", "browse", "Casancrem"],
  ["hay actimel?", "availability", "Actimel"],
  ["tenés fideos lucchetti?", "browse", "Lucchetti"],
  ["¿tenés galletitas?", "browse", "opciones de galletitas"],
  ["¿qué galletitas tenés?", "browse", "galletitas"],
  ["¿y vinos?", "browse", "opciones de vinos"],
  ["tenés vino?", "browse", "vino"],
  ["¿qué cervezas tienen?", "browse", "cerveza"],
  ["¿tenés leche?", "browse", "opciones de leche"],
  ["¿hay yerba?", "browse", "yerba"],
  ["¿qué marcas de yerba tenés?", "browse", "yerba"],
  ["¿tenés algo de Arcor?", "browse", "arcor"],
  ["¿qué tenés de Ilolay?", "browse", "ilolay"],
  ["¿hay pañales?", "browse", "pañales"],
  ["venden pan?", "browse", "pan"],
  ["tenes fideos?", "browse", "fideos"],
  ["¿tenés lavandina?", "browse", "lavandina"],
  ["¿tenés café?", "browse", "cafe"],
  ["¿tenés té?", "browse", "te"],
  ["tenés jabón en polvo?", "browse", "jabón"],
  ["¿qué shampoo tenés?", "browse", "shampoo"],
  ["tenés dulce de leche?", "browse", "dulce de leche"],
  ["¿qué aguas tienen?", "browse", "agua"],
  ["hay gaseosas?", "browse", "gaseosa"],
  ["¿tenés mermelada?", "browse", "mermelada"],
  ["tienen azucar?", "browse", "azúcar"],
  ["hay harina?", "browse", "harina"],
  ["¿tenés cerveza quilmes?", "browse", "quilmes"],
  ["¿tenés coca zero?", "not_sold", "No tenemos", "coca zero", "Coca Cola"],
  ["hay Red Bull?", "not_sold", "No tenemos", "red bull"],
  ["¿hay fernet?", "not_sold", "No tenemos", "fernet"],
  ["¿venden cigarrillos?", "not_sold", "No tenemos", "cigarrillos"],
  ["tenés pilas?", "not_sold", "No tenemos", "pilas"],
  ["hay velas?", "browse", "Vela"],
  ["venden carbón?", "not_sold", "No tenemos"],
  ["¿tenés helado?", "availability", "Helado"],
  ["tienen milanesas?", "browse", "milanesas", "Soja"],
  ["hay empanadas?", "availability", "Empanadas", "El Noble"],
  ["¿tenés pizza?", "browse", "Premezcla"],
  ["¿cuánto sale el aceite cocinero de 900?", "price", "Cocinero 900", "$950"],
  ["¿cuánto cuesta la yerba playadito de 1 kilo?", "price", "Playadito", "$2.500"],
  ["cuanto esta la leche larga vida la serenisima?", "price", "$"],
  ["¿cuánto sale el aceite cocinero?", "price", "Cocinero", "$1.390"],
  ["precio del dulce de leche ilolay", "price", "Ilolay", "$"],
  ["a cuánto la coca de 2 litros?", "price", "Coca Cola Retornable 2 Lt", "$900"],
  ["cuánto salen las galletitas express?", "price", "Express"],
  ["¿qué venden?", "catalog", "categorías"],
  ["¿qué tenés?", "catalog", "productos"],
  ["que productos tienen?", "catalog", "categorías"],
  ["¿hacen envíos?", "delivery", "Alberdi", "$800", "$20.000"],
  ["¿cuánto sale el envío?", "delivery", "$800"],
  ["¿llega hoy?", "delivery", "en el día"],
  ["cuanto tarda en llegar?", "delivery", "en el día"],
  ["¿abren el domingo?", "hours", "domingo", "9", "13"],
  ["a que hora cierran hoy?", "hours", "21"],
  ["¿hasta qué hora están?", "hours", "21"],
  ["¿están abiertos?", "hours", "abiertos"],
  ["¿aceptan tarjeta?", "payment", "tarjeta no"],
  ["¿me pasás el alias?", "payment", "almacen.la.esquina"],
  ["¿aceptan mercado pago?", "payment", "Mercado Pago"],
  ["¿dónde queda el almacén?", "address", "Av. Colón 850"],
  ["donde estan ubicados?", "address", "Colón 850"],
  ["¿puedo pasar a buscar?", "address", "retirar", "Colón 850"],
  ["hola, tenés yerba?", "browse", "Hola", "yerba"],
  ["buenas! venden cigarrillos?", "not_sold", "Hola", "No tenemos"],
  ["buen dia, a que hora abren el domingo?", "hours", "Hola", "domingo"],
  ["quiero 2 leches cindor", "add_items", "Agregué 2 Leche Chocolatada Cindor"],
  ["quiero una coca de 2 litros", "add_items", "Coca Cola Retornable 2 Lt"],
  ["mandame 2 yerba playadito 1 kg", "add_items", "Playadito"],
];

/** After "¿tenés fideos?" (30 shown 10 at a time). */
const ALMACEN_BROWSING: Row[] = [
  ["ver más", "browse", "Más opciones de fideos"],
  ["mostrame más", "browse", "Más opciones"],
  ["¿qué más tenés?", "browse", "Más opciones"],
];

const PACKS: Row[] = [
  ["¿hacen envíos?", "delivery", "todo el país"],
  ["hacen envios a cordoba?", "delivery", "todo el país"],
  ["¿cuánto tarda el envío?", "delivery", "3 y 7 días"],
  ["¿el envío es gratis?", "delivery", "gratis"],
  ["¿aceptan mercado pago?", "payment", "Mercado Pago"],
  ["¿aceptan tarjeta?", "payment", "tarjeta no"],
  ["¿me pasás el alias?", "payment", "suenopleno.colchones"],
  ["¿cómo pago?", "payment", "efectivo"],
  ["¿abren el sábado?", "hours", "sábado"],
  ["¿a qué hora cierran?", "hours", "18"],
  ["¿dónde están?", "address", "Oroño 1450"],
  ["¿puedo pasar a retirar?", "address", "no tenemos retiro"],
  ["¿cuánto sale el colchón?", "price", "$389.000"],
  ["cuanto sale?", "price", "$389.000"],
  ["hola, hacen envios?", "delivery", "todo el país"],
];

/**
 * Written afterwards, as newcomers who only read the README would try the shops, and kept as they
 * came out (the agent was not tuned on them): neutral Spanish, long sentences, emoji, typos.
 */
const FRESH_KIOSK: Row[] = [
  ["Buenas tardes, quisiera saber si tienen Coca Cola", "availability", "Coca-Cola"],
  ["disculpá, ¿tienen disponible pepsi?", "availability", "Pepsi"],
  ["¿manejan agua mineral?", "availability", "Agua mineral"],
  ["Hola 👋 tenés alfajores havanna?", "availability", "Havanna"],
  ["cuanto estan las fantas", "price", "$2.300"],
  ["q precio tiene el jorgito", "price", "$700"],
  ["hola!! que valor tiene la coca de medio litro?", "price", "Coca-Cola 500 ml", "$1.200"],
  ["¿Tienen Monster?", "not_sold", "No tenemos"],
  ["tenes gatorade?", "not_sold", "No tenemos"],
  ["venden puchos?", "not_sold", "No tenemos"],
  ["tienen seven up?", "not_sold", "No tenemos", "bebidas"],
  ["tenés manaos?", "not_sold", "No tenemos"],
  ["hay alfajores de maicena?", "not_sold", "No tenemos", "Alfajor"],
  ["Consulta: ¿hacen envíos a domicilio?", "delivery", "hacemos envíos"],
  ["cuanto cobran de delivery?", "delivery", "$500"],
  ["a partir de cuanto el envio es gratis?", "delivery", "$5.000"],
  ["¿en cuánto tiempo llega el pedido?", "delivery", "30 y 45"],
  ["el delivery llega a Almagro?", "delivery", "20 cuadras"],
  ["¿Cuál es el horario de atención?", "hours", "lunes a viernes"],
  ["abren los domingos? 🙏", "hours", "domingo no abrimos"],
  ["hasta q hora estan hoy", "hours", "20"],
  ["mañana a que hora abren?", "hours", "Mañana", "9"],
  ["¿Se puede pagar con tarjeta de crédito?", "payment", "tarjeta no"],
  ["acepta mercadopago?", "payment", "Mercado Pago"],
  ["¿puedo transferir?", "payment", "transferencia"],
  ["me pasas los datos para transferir?", "payment", "don.tito.kiosco"],
  ["¿Dónde se encuentran?", "address", "Corrientes 1234"],
  ["¿cuál es la dirección?", "address", "Corrientes 1234"],
  ["hola, se puede retirar en el local?", "address", "Hola", "retirar"],
  ["¿Qué tipo de productos venden?", "catalog", "bebidas"],
  ["mostrame lo que tenés", "catalog", "bebidas"],
  ["Hola, buenas noches. ¿Qué bebidas tienen?", "browse", "Hola", "bebidas"],
  ["y de snacks?", "browse", "Lays"],
  ["¿Tienen golosinas?", "browse", "Havanna", "Jorgito"],
  ["quiero una coca chica y una sprite", "add_items", "Agregué"],
  ["Me mandás 3 alfajores jorgito?", "add_items", "Agregué 3 Alfajores Jorgito"],
];

const FRESH_ALMACEN: Row[] = [
  ["Hola, ¿tienen yerba mate?", "browse", "Hola", "yerba"],
  ["¿Tenés aceite de girasol Natura?", "availability", "Natura"],
  ["¿hay leche descremada?", "browse", "Descremada"],
  ["tenes mayonesa hellmanns?", "availability", "Hellmann"],
  ["¿Tienen arroz integral?", "browse", "Integral"],
  ["¿venden pañales pampers?", "browse", "pampers"],
  ["hay papel higienico?", "browse", "Papel Higiénico"],
  ["¿tenés detergente?", "browse", "detergente"],
  ["¿qué tenés de Sancor?", "browse", "sancor"],
  ["tenes alfajores?", "browse", "alfajores"],
  ["¿Venden carne?", "not_sold", "No tenemos", "carne"],
  ["hay verduras?", "not_sold", "No tenemos"],
  ["tienen cigarros?", "not_sold", "No tenemos"],
  ["cuanto sale la yerba amanda de 1 kilo?", "price", "Amanda 1 Kg"],
  ["¿a cuánto está el azúcar ledesma?", "price", "Ledesma"],
  ["precio de la manteca la serenisima", "price", "Manteca La Serenísima", "$"],
  ["¿hacen delivery?", "delivery", "Alberdi"],
  ["¿el envío tiene costo?", "delivery", "$800"],
  ["¿cuánto demora el pedido?", "delivery", "en el día"],
  ["¿Abren los domingos?", "hours", "domingo", "13"],
  ["¿hasta qué hora abren los sábados?", "hours", "sábado", "21"],
  ["¿Aceptan transferencia bancaria?", "payment", "transferencia", "almacen.la.esquina"],
  ["se puede pagar con débito?", "payment", "tarjeta no"],
  ["¿Dónde están ubicados?", "address", "Colón 850"],
  ["¿tienen catálogo?", "catalog", "categorías"],
  ["quiero 2 leches la serenisima larga vida", "add_items", "Leche Larga Vida La Serenísima"],
];

const FRESH_PACKS: Row[] = [
  ["Hola, ¿hacen envíos a Mendoza?", "delivery", "todo el país"],
  ["¿En cuánto tiempo llega?", "delivery", "3 y 7"],
  ["Acepta transferencia?", "payment", "transferencia"],
  ["¿Atienden los sábados?", "hours", "sábado"],
  ["¿Dónde tienen el local?", "address", "Oroño"],
];

export const CORPUS: QuestionCase[] = [
  ...cases("demo", KIOSK),
  ...cases("demo", KIOSK_WITH_CART, ["quiero 2 pepsi"]),
  ...cases("demo", KIOSK_BIG_CART, ["quiero 6 pepsi"]),
  ...cases("almacen", ALMACEN),
  ...cases("almacen", ALMACEN_BROWSING, ["¿tenés fideos?"]),
  ...cases("packs", PACKS),
  ...cases("demo", FRESH_KIOSK),
  ...cases("almacen", FRESH_ALMACEN),
  ...cases("packs", FRESH_PACKS),
];
