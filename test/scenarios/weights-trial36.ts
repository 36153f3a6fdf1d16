import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

const TARAGUI_1KG = id("7790387113310"); // Yerba Mate con Palo Origen Controlado Taragui 1 Kg
const AZUCAR_LEDESMA = id("7792540260138"); // Azúcar Molida Clasica Ledesma 1 Kg
const HARINA_CANUELAS = id("7792180001528"); // Harina de Trigo 000 Cañuelas 1 Kg
const LEVADURA_CALSA_50 = id("7790813110401"); // Levadura Familiar Calsa 50 Gr
const COCA_ORIGINAL_225 = id("7790895000997"); // Coca Cola Sabor Original 2.25 Lt

// Blind trial 34, older lost items (weights round 37): "un paquete más, la misma" in a first message,
// a count said after the product ("la levadura 1"), "2 de las más baratas" after a not-sold answer,
// and "coca de 2 y cuarto" in a burst.

/** t34b 021: "un paquete de yerba mas, la misma" beside a Taragui kilo in the first message was lost. */
const sameAgainInFirstMessage: Scenario[] = [
  {
    name: "weights trial 36: 'un kilo de yerba taragui ... y un paquete de yerba mas, la misma' is 2 Taragui kilos (verbatim t34b 021)",
    ...ALMACEN,
    turns: [
      {
        say: "ola kiero un kilo de yerba taragui y 2 de azucar, ah y un paquete de yerba mas, la misma",
        expect: { reply: ["2 Yerba", "azucar"], cart: { [TARAGUI_1KG]: 2 } },
      },
      { say: "la ledesma", expect: { reply: ["Agregué 2 Azúcar Molida Clasica Ledesma 1 Kg"], cart: { [TARAGUI_1KG]: 2, [AZUCAR_LEDESMA]: 2 } } },
    ],
  },
  {
    name: "weights trial 36: 'un paquete de yerba mas, la misma' with a Taragui kilo in the cart is one more of it (variant)",
    ...ALMACEN,
    turns: [
      { say: "quiero un kilo de yerba taragui", expect: { cart: { [TARAGUI_1KG]: 1 } } },
      { say: "ah y un paquete de yerba mas, la misma", expect: { reply: ["2 Yerba"], cart: { [TARAGUI_1KG]: 2 } } },
    ],
  },
  {
    name: "weights trial 36: 'un paquete de yerba, la misma' with nothing named asks which yerba (variant)",
    ...ALMACEN,
    turns: [{ say: "hola quiero un paquete de yerba, la misma", expect: { reply: ["¿Cuál"], cart: {} } }],
  },
  {
    name: "weights trial 36: '2 de azucar ledesma y 1 de azucar mas, la misma' is 3 Ledesma (variant)",
    ...ALMACEN,
    turns: [{ say: "quiero 2 de azucar ledesma y 1 de azucar mas, la misma", expect: { reply: ["3 Azúcar"], cart: { [AZUCAR_LEDESMA]: 3 } } }],
  },
];

/** t34c 010: "dame 2 de la cañuelas y la levadura 1" dropped the yeast (a count said after the product). */
const countAfterProduct: Scenario[] = [
  {
    name: "weights trial 36: 'dame 2 de la cañuelas y la levadura 1' adds the flour and the first yeast row (verbatim t34c 010)",
    ...ALMACEN,
    turns: [
      { say: "buenas tardes queria saber si tienen harina pureza 000 y levadura", expect: { reply: ["Cañuelas", "levadura"] } },
      {
        say: "dame 2 de la cañuelas y la levadura 1",
        expect: { reply: ["Agregué 2 Harinas de Trigo 000 Cañuelas 1 Kg", "¿Cuál de estos querés?"], cart: { [HARINA_CANUELAS]: 2 } },
      },
      { say: "la 1", expect: { reply: ["Agregué 1 Levadura Familiar Calsa 50 Gr"], cart: { [HARINA_CANUELAS]: 2, [LEVADURA_CALSA_50]: 1 } } },
    ],
  },
  {
    name: "weights trial 36: 'dame 2 de la cañuelas y 1 levadura' asks the yeast list again beside the flour (variant)",
    ...ALMACEN,
    turns: [
      { say: "buenas tardes queria saber si tienen harina pureza 000 y levadura", expect: { reply: ["levadura"] } },
      { say: "dame 2 de la cañuelas y 1 levadura", expect: { reply: ["Agregué 2 Harinas de Trigo 000 Cañuelas 1 Kg", "¿Cuál de estos querés?"], cart: { [HARINA_CANUELAS]: 2 } } },
      { say: "la 1", expect: { reply: ["Agregué 1 Levadura Familiar Calsa 50 Gr"], cart: { [HARINA_CANUELAS]: 2, [LEVADURA_CALSA_50]: 1 } } },
    ],
  },
  {
    name: "weights trial 36: 'dame 2 de la cañuelas y la levadura' asks the yeast list again beside the flour (variant)",
    ...ALMACEN,
    turns: [
      { say: "buenas tardes queria saber si tienen harina pureza 000 y levadura", expect: { reply: ["levadura"] } },
      { say: "dame 2 de la cañuelas y la levadura", expect: { reply: ["Agregué 2 Harinas de Trigo 000 Cañuelas 1 Kg", "¿Cuál de estos querés?"], cart: { [HARINA_CANUELAS]: 2 } } },
    ],
  },
];

/** t34c 011: "y 3 coca de 2 y cuarto" in a burst said "No tengo" and offered only the 2 Lt. */
const twoAndAQuarter: Scenario[] = [
  {
    name: "weights trial 36: 'y 3 coca de 2 y cuarto' in a burst is 3 Coca 2.25 Lt (verbatim t34c 011)",
    ...ALMACEN,
    turns: [
      { say: "hola", expect: {} },
      { say: "me mandas 2 fernet branca", expect: {} },
      { say: "y 3 coca de 2 y cuarto", expect: { reply: ["3 Coca Cola Sabor Original 2.25 Lt"], notReply: ["No tengo \"coca"], cart: { [COCA_ORIGINAL_225]: 3 } } },
    ],
  },
  {
    name: "weights trial 36: 'quiero 2 coca de 1 y medio' is 2 Coca 1.5 Lt (variant)",
    ...ALMACEN,
    turns: [{ say: "quiero 2 coca de 1 y medio", expect: { reply: ["Agregué 2 Coca Cola 1.5 Lt"], cart: { [id("7790895000430")]: 2 } } }],
  },
  {
    name: "weights trial 36: 'paso a las 2 y cuarto' is no size of anything (control)",
    ...ALMACEN,
    turns: [
      { say: "quiero 2 coca de 2 y cuarto", expect: { cart: { [COCA_ORIGINAL_225]: 2 } } },
      { say: "retiro, paso a las 2 y cuarto", expect: { notReply: ["No tengo"], cart: { [COCA_ORIGINAL_225]: 2 } } },
    ],
  },
];

/** t34a 010 (kiosk): "dame 2 de las mas baratas" after "No tenemos galletitas" was not understood. */
const cheapestAfterNotSold: Scenario[] = [
  {
    name: "weights trial 36: 'dame 2 de las mas baratas' after a not-sold answer is understood (verbatim t34a 010)",
    turns: [
      { say: "buenas! queria saber si abren el domingo", expect: {} },
      { say: "ok y tenes galletitas?", expect: { reply: ["galletitas"] } },
      { say: "dame 2 de las mas baratas", expect: { reply: ["(para 2)", "¿Cuál"], notReply: ["No te entendí"], cart: {} } },
      { say: "el jorgito", expect: { reply: ["Agregué 2 Alfajor"], cart: { "alfajor-jorgito": 2 } } },
    ],
  },
  {
    name: "weights trial 36: 'quiero la mas barata' with nothing in play asks among the kiosk's cheapest rows (variant)",
    turns: [{ say: "quiero la mas barata", expect: { reply: ["¿Cuál"], notReply: ["No te entendí"], cart: {} } }],
  },
  {
    name: "weights trial 36: 'dame 2 de las mas baratas' after the almacén's nearest flours adds 2 of the cheapest of them (control)",
    ...ALMACEN,
    turns: [
      { say: "tenes harina pureza 000?", expect: { reply: ["Morixe"] } },
      { say: "dame 2 de las mas baratas", expect: { reply: ["Agregué 2 Harinas de Trigo 000 Morixe 1 Kg"], cart: { [id("7790199000013")]: 2 } } },
    ],
  },
];



export const weightsTrial36Scenarios: Scenario[] = [...sameAgainInFirstMessage, ...countAfterProduct, ...twoAndAQuarter, ...cheapestAfterNotSold];
