import { describe, expect, it } from "vitest";
import { understand } from "../../src/agent/understand";
import type { ProductMatch, Understanding, UnderstandContext } from "../../src/agent/understand";
import { catalog } from "./fixtures/catalog";

const one = (productId: string): ProductMatch => ({ kind: "one", productId });
const amb = (...productIds: string[]): ProductMatch => ({ kind: "ambiguous", productIds });
const none = (query: string): ProductMatch => ({ kind: "none", query });
const COCAS = amb("coca-15", "coca-500");
const ALFAJORES = amb("alfajor-jorgito", "alfajor-havanna");

type Expect = Partial<Omit<Understanding, "items" | "mentions">> & {
  items?: [number | null, ProductMatch][];
  mentions?: [number | null, ProductMatch][];
};
type Case = [text: string, expected: Expect, ctx?: Partial<UnderstandContext>];

/** Assert exactly the listed fields; the rest of the Understanding is not checked. */
function check(cases: Case[]) {
  it.each(cases)("%s", (text, exp, ctx) => {
    const u = understand(text, { catalog, ...ctx });
    for (const [key, value] of Object.entries(exp)) {
      if (key === "items" || key === "mentions") {
        expect(u[key].map((i) => [i.quantity, i.match]), key).toEqual(value);
      } else {
        expect(u[key as keyof Understanding], key).toEqual(value);
      }
    }
  });
}

describe("understand: greetings, thanks, farewells", () => {
  check([
    ["hola", { greeting: true, yesNo: null, items: [] }],
    ["Holaaa!!", { greeting: true }],
    ["buenas tardes, cómo andan?", { greeting: true }],
    ["buen día", { greeting: true }],
    ["hola, qué tal", { greeting: true }],
    ["muchas gracias!", { thanks: true, farewell: false }],
    ["graciass", { thanks: true }],
    ["gracias, chau", { thanks: true, farewell: true }],
    ["dale, nos vemos", { farewell: true, yesNo: "yes" }],
    ["chauu", { farewell: true }],
    ["👍", { yesNo: "yes" }],
    ["todo bien?", { yesNo: null }],
    ["ok, y hacen envíos?", { yesNo: null, infoTopics: ["delivery"] }],
    ["😀😀😀", { yesNo: null, greeting: false, items: [] }],
  ]);
});

describe("understand: yes / no", () => {
  check([
    ["sí", { yesNo: "yes" }],
    ["si", { yesNo: "yes" }],
    ["siiii", { yesNo: "yes" }],
    ["Sí, dale", { yesNo: "yes" }],
    ["dale", { yesNo: "yes" }],
    ["de una", { yesNo: "yes" }],
    ["confirmo", { yesNo: "yes" }],
    ["listo", { yesNo: "yes" }],
    ["ok", { yesNo: "yes" }],
    ["okk gracias", { yesNo: "yes", thanks: true }],
    ["va", { yesNo: "yes" }],
    ["perfecto", { yesNo: "yes" }],
    ["correcto", { yesNo: "yes" }],
    ["obvio", { yesNo: "yes" }],
    ["claro que sí", { yesNo: "yes" }],
    ["sí, está todo bien", { yesNo: "yes" }],
    ["bueno", { yesNo: "yes" }],
    ["te confirmo", { yesNo: "yes" }],
    ["quiero confirmar", { yesNo: "yes", wantsToCheckout: true }, { expecting: "confirmation" }],
    ["no", { yesNo: "no" }],
    ["nooo", { yesNo: "no" }],
    ["nah", { yesNo: "no" }],
    ["mejor no", { yesNo: "no" }],
    ["cancelá", { yesNo: "no" }],
    ["cancelar", { yesNo: "no" }],
    ["para nada", { yesNo: "no" }],
    ["no, gracias", { yesNo: "no", thanks: true }],
    ["no me interesa", { yesNo: "no" }],
    ["no entendés nada", { yesNo: null, anger: "mild" }],
    ["si tienen coca mandame 2", { yesNo: null }],
    ["eso es todo", { yesNo: null, wantsToCheckout: true }],
    ["sí, pero agregá una fanta", { yesNo: null, items: [[1, one("fanta-15")]] }],
    ["dale pero sacá la fanta", { yesNo: null, cartEdit: { kind: "remove", query: "fanta", match: one("fanta-15") } }],
    ["cancelá el pedido", { yesNo: "no", cancelOrder: true }, { expecting: "confirmation" }],
  ]);
});

describe("understand: order items", () => {
  check([
    ["quiero 2 cocas y una fanta", { items: [[2, COCAS], [1, one("fanta-15")]] }],
    ["hola, quiero 2 cocas y una fanta", { greeting: true, items: [[2, COCAS], [1, one("fanta-15")]] }],
    ["agregá 2 pepsi", { items: [[2, one("pepsi-15")]] }],
    ["agregame 2 pepsis", { items: [[2, one("pepsi-15")]] }],
    ["dame media docena de alfajores", { items: [[6, ALFAJORES]] }],
    ["una docena de jorgitos", { items: [[12, one("alfajor-jorgito")]] }],
    ["un par de havanna", { items: [[2, one("alfajor-havanna")]] }],
    ["una coca de 500", { items: [[1, one("coca-500")]] }],
    ["una coca de 1,5", { items: [[1, one("coca-15")]] }],
    ["2 cocas de 1.5", { items: [[2, one("coca-15")]] }],
    ["una coca grande", { items: [[1, one("coca-15")]] }],
    ["3 coca chica", { items: [[3, one("coca-500")]] }],
    ["2 coquitas", { items: [[2, one("coca-500")]] }],
    ["dos coca de litro y medio", { items: [[2, one("coca-15")]] }],
    ["una coca de medio litro", { items: [[1, one("coca-500")]] }],
    ["2 coca cola", { items: [[2, COCAS]] }],
    ["2 coca-cola 500ml", { items: [[2, one("coca-500")]] }],
    ["una cocacola", { items: [[1, COCAS]] }],
    ["quiero una coca", { items: [[1, COCAS]] }],
    ["quiero coca", { items: [[null, COCAS]] }],
    ["quiero un agua", { items: [[1, one("agua-500")]] }],
    ["2 aguas sin gas", { items: [[2, one("agua-500")]] }],
    ["un alfajor", { items: [[1, ALFAJORES]] }],
    ["3 alfajores havanna", { items: [[3, one("alfajor-havanna")]] }],
    ["dos papas fritas", { items: [[2, one("papas-lays")]] }],
    ["unas lays", { items: [[null, one("papas-lays")]] }],
    ["quiero 2 hamburguesas", { items: [[2, none("hamburguesas")]] }],
    ["dame una pizza", { items: [[1, none("pizza")]] }],
    ["2 coca 3 fanta", { items: [[2, COCAS], [3, one("fanta-15")]] }],
    ["2 cocas, 1 sprite y 3 papas", { items: [[2, COCAS], [1, one("sprite-15")], [3, one("papas-lays")]] }],
    ["quiero coca y fanta", { items: [[null, COCAS], [null, one("fanta-15")]] }],
    ["coca y fanta", { items: [[null, COCAS], [null, one("fanta-15")]] }],
    ["una sprite por favor", { items: [[1, one("sprite-15")]] }],
    ["kiero 2 sprite porfa", { items: [[2, one("sprite-15")]] }],
    ["me das 2 cocas?", { items: [[2, COCAS]] }],
    ["necesito diez aguas", { items: [[10, one("agua-500")]] }],
    ["quiero pedir 4 pepsi", { items: [[4, one("pepsi-15")]] }],
    ["otra fanta", { items: [[1, one("fanta-15")]] }],
    ["sumale una pepsi tmb", { items: [[1, one("pepsi-15")]] }],
    ["2 fantas bien frías", { items: [[2, one("fanta-15")]] }],
    // A size the shop does not have: not sold, with the sizes there are to offer.
    ["una fanta de 500", { items: [[1, { kind: "none", query: "fanta de 500", near: ["fanta-15"], missing: "size" }]] }],
    ["2 cocas de 2 litros", { items: [[2, { kind: "none", query: "cocas de 2 litros", near: ["coca-15", "coca-500"], missing: "size" }]] }],
    // A transposed pair of letters is still the product (the search's spelling corrections).
    ["2 fnata", { items: [[2, one("fanta-15")]] }],
    ["2 pepsis", { items: [[2, one("pepsi-15")]] }],
    ["2 spritte", { items: [[2, one("sprite-15")]] }],
    ["tenés coca?", { items: [], mentions: [[null, COCAS]] }],
    ["cuánto sale la fanta?", { items: [], mentions: [[null, one("fanta-15")]], infoTopics: ["prices"] }],
    ["tengo una consulta", { items: [] }],
    ["quiero hablar con una persona", { items: [], wantsHuman: true }],
    ["llego en 20 minutos", { items: [] }],
    ["abren a las 8?", { items: [], infoTopics: ["hours"] }],
    ["quiero 3 cocas de 500 y 2 de 1,5", { items: [[3, one("coca-500")], [2, one("coca-15")]] }],
    ["2 cocas grandes y 1 chica", { items: [[2, one("coca-15")], [1, one("coca-500")]] }],
    ["me llamo Juan Pérez y quiero 2 cocas", { fields: { firstName: "Juan", lastName: "Pérez" }, items: [[2, COCAS]] }],
    ["che cuánto sale la coca grande", { mentions: [[null, one("coca-15")]], infoTopics: ["prices"], items: [] }],
    ["hola quería saber si tienen alfajores havanna", { items: [], mentions: [[null, one("alfajor-havanna")]] }],
    ["buenas! me mandás 2 cocas grandes y unas papas? pago con mp", { items: [[2, one("coca-15")], [null, one("papas-lays")]], paymentMethod: "mercadopago" }],
    ["500 cocas", { items: [] }],
    ["quiero saber el horario", { items: [], infoTopics: ["hours"] }],
  ]);
});

describe("understand: cart edits", () => {
  check([
    ["sacá la fanta", { cartEdit: { kind: "remove", query: "fanta", match: one("fanta-15") }, items: [] }],
    ["sin las papas", { cartEdit: { kind: "remove", query: "papas", match: one("papas-lays") } }],
    ["quitá la coca", { cartEdit: { kind: "remove", query: "coca", match: COCAS } }],
    ["sacame la coca chica", { cartEdit: { kind: "remove", query: "coca chica", match: one("coca-500") } }],
    ["ya no quiero la sprite", { cartEdit: { kind: "remove", query: "sprite", match: one("sprite-15") }, yesNo: null }],
    ["eliminá las hamburguesas", { cartEdit: { kind: "remove", query: "hamburguesas", match: none("hamburguesas") } }],
    ["mejor 3 pepsi", { cartEdit: { kind: "set_quantity", quantity: 3, query: "pepsi", match: one("pepsi-15") }, items: [] }],
    ["me equivoqué, son 3", { cartEdit: { kind: "set_quantity", quantity: 3, query: null, match: null }, correction: true }],
    ["no, son 2", { cartEdit: { kind: "set_quantity", quantity: 2, query: null, match: null }, correction: true, yesNo: null }],
    ["que sean 4 fantas", { cartEdit: { kind: "set_quantity", quantity: 4, query: "fantas", match: one("fanta-15") } }],
    ["las cocas que sean 3", { cartEdit: { kind: "set_quantity", quantity: 3, query: "cocas", match: COCAS } }],
    ["cambiá la fanta a 2", { cartEdit: { kind: "set_quantity", quantity: 2, query: "fanta", match: one("fanta-15") } }],
    ["dejalo en 1", { cartEdit: { kind: "set_quantity", quantity: 1, query: null, match: null } }],
    ["perdón, quise decir 5 aguas", { cartEdit: { kind: "set_quantity", quantity: 5, query: "aguas", match: one("agua-500") }, correction: true }],
    ["vaciá el carrito", { cartEdit: { kind: "clear" }, showCart: false }],
    ["borrá todo", { cartEdit: { kind: "clear" } }],
    ["sacá todo", { cartEdit: { kind: "clear" } }],
    ["empecemos de nuevo", { cartEdit: { kind: "clear" } }],
    ["cuánto son 3 cocas?", { cartEdit: null }],
    ["agua sin gas", { cartEdit: null, items: [[null, one("agua-500")]] }],
    ["la fanta no", { cartEdit: { kind: "remove", query: "fanta", match: one("fanta-15") } }],
    ["hay coca o no?", { cartEdit: null, mentions: [[null, COCAS]] }],
    ["no, la coca era de 500", { correction: true, yesNo: null, mentions: [[null, one("coca-500")]] }],
  ]);
});

describe("understand: checkout, cart, cancel, repeat", () => {
  check([
    ["eso es todo", { wantsToCheckout: true }],
    ["nada más, gracias", { wantsToCheckout: true, thanks: true }],
    ["no, nada más", { wantsToCheckout: true, yesNo: "no" }],
    ["quiero confirmar", { wantsToCheckout: true }],
    ["cerrame el pedido", { wantsToCheckout: true }],
    ["cuánto es?", { wantsToCheckout: true, infoTopics: [] }, { cartItemCount: 2 }],
    ["cuánto es?", { wantsToCheckout: false, infoTopics: ["prices"] }, { cartItemCount: 0 }],
    ["cuánto te debo?", { wantsToCheckout: true }, { cartItemCount: 1 }],
    ["qué tengo?", { showCart: true, infoTopics: [] }],
    ["mostrame el carrito", { showCart: true }],
    ["cómo va mi pedido", { showCart: true }],
    ["qué llevo pedido?", { showCart: true }],
    ["cancelá mi pedido", { cancelOrder: true, cartEdit: null }],
    ["quiero anular el pedido", { cancelOrder: true }],
    ["lo mismo de la otra vez", { repeatLastOrder: true, items: [] }],
    ["repetí mi último pedido", { repeatLastOrder: true }],
    ["lo de siempre", { repeatLastOrder: true }],
  ]);
});

describe("understand: info questions", () => {
  check([
    ["hasta qué hora abren?", { infoTopics: ["hours"] }],
    ["están abiertos hoy?", { infoTopics: ["hours"] }],
    ["qué horario tienen", { infoTopics: ["hours"] }],
    ["dónde están?", { infoTopics: ["address"] }],
    ["cuál es la dirección del local?", { infoTopics: ["address"], fields: {} }],
    ["hacen envíos?", { infoTopics: ["delivery"], fulfilment: null }],
    ["cuánto sale el envío", { infoTopics: ["delivery"] }],
    ["llegan a Palermo?", { infoTopics: ["delivery"] }],
    ["aceptan mercado pago?", { infoTopics: ["payment"], paymentMethod: null }],
    ["cómo pago", { infoTopics: ["payment"] }],
    ["puedo pagar con tarjeta?", { infoTopics: ["payment"], paymentMethod: null }],
    ["qué tenés?", { infoTopics: ["catalog"] }],
    ["qué venden", { infoTopics: ["catalog"] }],
    ["pasame la lista de precios", { infoTopics: ["prices"] }],
    ["cuánto cuestan los alfajores?", { infoTopics: ["prices"], mentions: [[null, ALFAJORES]] }],
    ["hola! hacen envíos y aceptan transferencia?", { greeting: true, infoTopics: ["delivery", "payment"], paymentMethod: null }],
  ]);
});

describe("understand: fulfilment and payment", () => {
  check([
    ["con envío", { fulfilment: "delivery" }],
    ["a domicilio por favor", { fulfilment: "delivery" }],
    ["me lo mandan a casa", { fulfilment: "delivery" }],
    ["envío", { fulfilment: "delivery" }],
    ["retiro yo", { fulfilment: "pickup" }],
    ["paso a buscar", { fulfilment: "pickup" }],
    ["lo busco a la tarde", { fulfilment: "pickup" }],
    ["retiro", { fulfilment: "pickup" }],
    ["pago en efectivo", { paymentMethod: "cash" }],
    ["efectivo", { paymentMethod: "cash" }],
    ["te transfiero", { paymentMethod: "transfer" }],
    ["por transferencia", { paymentMethod: "transfer" }],
    ["con mercado pago", { paymentMethod: "mercadopago" }],
    ["mp", { paymentMethod: "mercadopago" }],
    ["no tengo efectivo, te transfiero", { paymentMethod: "transfer" }],
    ["efectivo o transferencia, lo que sea", { paymentMethod: null }],
  ]);
});

describe("understand: human hand-off and anger", () => {
  check([
    ["quiero hablar con una persona", { wantsHuman: true }],
    ["pasame con alguien", { wantsHuman: true }],
    ["un humano por favor", { wantsHuman: true, items: [] }],
    ["operador", { wantsHuman: true }],
    ["quiero hablar con el encargado", { wantsHuman: true }],
    ["no quiero hablar con un robot", { wantsHuman: true }],
    ["qué lento", { anger: "mild" }],
    ["no entendés", { anger: "mild" }],
    // answers20 (t20a 207): "ya te dije" beside an answer is the answer said again, never frustration; alone it is.
    ["ya te dije que son 2", { anger: "none" }],
    ["ya te dije!!", { anger: "mild" }],
    ["son unos estafadores", { anger: "strong" }],
    ["los voy a denunciar", { anger: "strong" }],
    ["esto es una estafa", { anger: "strong" }],
    ["SON UNOS INUTILES!!!", { anger: "strong" }],
    ["DONDE ESTA MI PEDIDO??", { anger: "mild" }],
    ["la concha de tu madre", { anger: "strong" }],
    ["pelotudo", { anger: "strong" }],
    ["hola quiero 2 cocas", { anger: "none", wantsHuman: false }],
    ["HOLA QUIERO 2 COCAS", { anger: "none", items: [[2, COCAS]] }],
    // openersb22: anger in English, as the language table leaves it (swearing and insults hand off at once).
    ["HEINEKEN. solo heineken. fuck", { anger: "strong" }],
    ["you're useless", { anger: "strong" }],
    ["stupid bot", { anger: "strong" }],
    ["this is a scam", { anger: "strong" }],
    ["you don't understand", { anger: "mild" }],
    ["so slow, still waiting", { anger: "mild" }],
    ["quiero 2 cocas, the big ones", { anger: "none" }],
    ["thanks, that was fast", { anger: "none" }],
  ]);
});

describe("understand: explicit personal data", () => {
  check([
    ["me llamo Juan", { fields: { firstName: "Juan" } }],
    ["me llamo juan pérez", { fields: { firstName: "Juan", lastName: "Pérez" } }],
    ["soy Ana", { fields: { firstName: "Ana" } }],
    ["hola, soy ana gómez", { fields: { firstName: "Ana", lastName: "Gómez" }, greeting: true }],
    ["soy de Palermo", { fields: {} }],
    ["soy cliente", { fields: {} }],
    ["mi nombre es María de los Ángeles Paz", { fields: { firstName: "María", lastName: "de los Ángeles Paz" } }],
    ["mi dni es 30123456", { fields: { dni: "30123456" } }],
    ["DNI: 30.123.456", { fields: { dni: "30123456" } }],
    ["mi dni es 123", { fields: {}, invalidFields: { dni: "el DNI tiene 7 u 8 números" } }],
    ["mi mail es a@b.com", { fields: { email: "a@b.com" } }],
    ["mi email es Juan.Perez@Gmail.com", { fields: { email: "juan.perez@gmail.com" } }],
    ["mi mail es juan@gmail", { invalidFields: { email: "el email no parece válido (ej: nombre@gmail.com)" } }],
    ["mi dirección es Corrientes 1234", { fields: { address: "Corrientes 1234" }, correction: false }],
    ["vivo en Av. Santa Fe 3456 piso 2 depto B", { fields: { address: "Av. Santa Fe 3456 piso 2 depto B" } }],
    ["vivo en Palermo", { fields: {}, invalidFields: { address: "falta la altura (el número de la calle)" } }],
    ["mi cel es 11 5555-1234", { fields: { phone: "1155551234" } }],
    ["mi celular es +54 9 11 5555-1234", { fields: { phone: "+5491155551234" } }],
    ["mi teléfono es 11-5555-12ab", { fields: {}, invalidFields: { phone: "el teléfono lleva solo números" } }],
    ["mi cel es 1234", { invalidFields: { phone: "el teléfono tiene entre 8 y 15 números" } }],
    ["me llamo Juan y mi dni es 30.123.456", { fields: { firstName: "Juan", dni: "30123456" } }],
    ["mi dni es 30123456 y mi cel 1155551234", { fields: { dni: "30123456", phone: "1155551234" } }],
    ["no, mi dirección es Corrientes 1234", { correction: true, yesNo: null, fields: { address: "Corrientes 1234" } }],
    ["perdón, quise decir Lavalle 500", { correction: true }],
    ["corrijo: mi mail es x@y.com.ar", { correction: true, fields: { email: "x@y.com.ar" } }],
    ["quiero 2", { fields: {}, items: [] }],
  ]);
});

describe("understand: bare answers to what the agent asked", () => {
  check([
    ["Juan Pérez", { fields: { firstName: "Juan", lastName: "Pérez" } }, { expecting: "firstName" }],
    ["juan", { fields: { firstName: "Juan" } }, { expecting: "firstName" }],
    ["JUAN CARLOS DE LA FUENTE", { fields: { firstName: "Juan", lastName: "Carlos de la Fuente" } }, { expecting: "firstName" }],
    ["Pérez", { fields: { lastName: "Pérez" } }, { expecting: "lastName" }],
    ["cuánto sale el envío?", { fields: {}, infoTopics: ["delivery"] }, { expecting: "firstName" }],
    ["sí", { fields: {}, yesNo: "yes" }, { expecting: "firstName" }],
    ["30.123.456", { fields: { dni: "30123456" } }, { expecting: "dni" }],
    ["30123456", { fields: { dni: "30123456" } }, { expecting: "dni" }],
    ["123", { fields: {}, invalidFields: { dni: "el DNI tiene 7 u 8 números" } }, { expecting: "dni" }],
    ["1155551234", { fields: { phone: "1155551234" }, invalidFields: {} }, { expecting: "dni" }],
    ["es 30.123.456", { fields: { dni: "30123456" } }, { expecting: "dni" }],
    ["no, es 30123457", { fields: { dni: "30123457" }, correction: true, yesNo: null }, { expecting: "dni" }],
    ["11 5555-1234", { fields: { phone: "1155551234" } }, { expecting: "phone" }],
    ["30123456", { fields: { phone: "30123456" } }, { expecting: "phone" }],
    ["quiero 2", { fields: {}, invalidFields: {} }, { expecting: "phone" }],
    ["11 5555 abcd", { invalidFields: { phone: "el teléfono lleva solo números" } }, { expecting: "phone" }],
    ["a@b.com", { fields: { email: "a@b.com" } }, { expecting: "email" }],
    ["juan arroba gmail", { fields: {} }, { expecting: "email" }],
    ["juan@", { invalidFields: { email: "el email no parece válido (ej: nombre@gmail.com)" } }, { expecting: "email" }],
    ["Av. Corrientes 1234, 3B", { fields: { address: "Av. Corrientes 1234, 3B" } }, { expecting: "address" }],
    ["Lavalle 500", { fields: { address: "Lavalle 500" } }, { expecting: "address" }],
    ["Corrientes 1234 y quiero 2 cocas", { fields: { address: "Corrientes 1234" }, items: [[2, COCAS]] }, { expecting: "address" }],
    ["mi cel es 1155551234", { fields: { phone: "1155551234" }, invalidFields: {} }, { expecting: "dni" }],
    ["quiero 2", { fields: {}, invalidFields: {} }, { expecting: "dni" }],
    ["Corrientes", { invalidFields: { address: "falta la altura (el número de la calle)" } }, { expecting: "address" }],
    ["paso a buscar", { fields: {}, fulfilment: "pickup" }, { expecting: "address" }],
    ["Palermo", { fields: { neighborhood: "Palermo" } }, { expecting: "neighborhood" }],
    ["buenos aires", { fields: { city: "Buenos Aires" } }, { expecting: "city" }],
    ["3B", { fields: { apartment: "3B" } }, { expecting: "apartment" }],
    ["no, es casa", { fields: {} }, { expecting: "apartment" }],
  ]);
});

describe("understand: product choice", () => {
  const ctx: Partial<UnderstandContext> = { expecting: "product_choice", choices: ["coca-15", "coca-500"] };
  check([
    ["la de 500", { choice: "coca-500", items: [] }, ctx],
    ["la primera", { choice: "coca-15" }, ctx],
    ["la segunda", { choice: "coca-500" }, ctx],
    ["1,5", { choice: "coca-15" }, ctx],
    ["2", { choice: "coca-500" }, ctx],
    ["la grande", { choice: "coca-15" }, ctx],
    ["la chica", { choice: "coca-500" }, ctx],
    ["la coquita", { choice: "coca-500" }, ctx],
    ["la de litro y medio", { choice: "coca-15" }, ctx],
    ["ninguna", { choice: null }, ctx],
    ["havanna", { choice: "alfajor-havanna" }, { expecting: "product_choice", choices: ["alfajor-jorgito", "alfajor-havanna"] }],
  ]);
});

describe("understand: robustness", () => {
  check([
    ["", { items: [], yesNo: null, normalized: "" }],
    ["   \n\t ", { items: [], normalized: "" }],
    ["<script>alert('hola')</script>", { items: [] }],
    ["'; DROP TABLE orders; --", { items: [], cartEdit: null }],
    ["\u0000\u0001\u0002 hola", { greeting: true }],
    ["\t\u000b\u{10fffc}\r\u000c hola", { greeting: true }],
  ]);

  it("keeps the original text", () => {
    const u = understand("Hola!", { catalog });
    expect(u.text).toBe("Hola!");
    expect(u.normalized).toBe("hola");
  });

  it("copes with a missing or odd catalog", () => {
    expect(understand("2 cocas", { catalog: [] }).items).toEqual([{ quantity: 2, query: "cocas", said: "cocas", match: none("cocas") }]);
    expect(() => understand("2 cocas", { catalog: [null as never, { id: "x" } as never] })).not.toThrow();
  });
});
