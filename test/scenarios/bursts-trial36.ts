import type { Scenario } from "./types";
import { ALMACEN, id } from "./almacen-shop";

const COCA_15 = id("7790895000430"); // Coca Cola 1.5 Lt
const AZUCAR_ARCOR = id("7790580127534"); // Azúcar Arcor 1 Kg
const MORIXE_000 = id("7790199000013"); // Harina de Trigo 000 Morixe 1 Kg
const TIRABUZON_MATARAZZO = id("7790070318602"); // Fideos Tirabuzones Matarazzo 500 Gr
const SPAGHETTI_CANALE = id("7790070318992"); // Fideos Spaghetti Canale 500 Gr
const SPAGHETTI_LUCCHETTI = id("7790070318282"); // Fideos Spaghetti Lucchetti 500 Gr

// Blind trial 36, bursts round 37: several products in one message, each its own line.

/** Class: a purpose lead-in ("cosas para el asado") is set aside; each product after it is taken or named back. */
const purposeLeadIn: Scenario[] = [
  {
    ...ALMACEN,
    name: "bursts trial 36: 'holaaa necesito cosas para el asado carbon y 3 coca de litro y medio' names the carbón back, adds 3 Coca (verbatim t36b 019)",
    turns: [
      {
        say: "holaaa necesito cosas para el asado carbon y 3 coca de litro y medio",
        expect: { reply: ["Coca Cola 1.5 Lt", /carb[oó]n/i], cart: { [COCA_15]: 3 } },
      },
    ],
  },
  {
    ...ALMACEN,
    name: "bursts trial 36: 'quiero unas cosas para la cena: 2 coca de litro y medio y carbon' keeps both, the cena never searched (variant)",
    turns: [{ say: "quiero unas cosas para la cena: 2 coca de litro y medio y carbon", expect: { reply: [/carb[oó]n/i], notReply: ["cena"], cart: { [COCA_15]: 2 } } }],
  },
  {
    name: "bursts trial 36: kiosk 'necesito cosas para el cumple hielo y 2 cocas' names the hielo back and asks the coca (variant)",
    turns: [{ say: "necesito cosas para el cumple hielo y 2 cocas", expect: { reply: ["hielo", "(para 2)"], notReply: ["cumple"] } }],
  },
];

/** Class: each "N [unit] de X" in a list is its own line; a bare "2 de X" after "1 kg de Y" is 2 of X. */
const eachCountItsLine: Scenario[] = [
  {
    ...ALMACEN,
    name: "bursts trial 36: 'hola buen dia quisiera 1 kg de harina 2 de azucar y 1 aceite' reads three lines, never 'harina 2 de azucar' (verbatim t36c 019)",
    turns: [
      {
        say: "hola buen dia quisiera 1 kg de harina 2 de azucar y 1 aceite",
        expect: { reply: [/az[uú]car/i, "Aceite"], notReply: ["harina 2 de azucar", "azucar 1 kg"] },
      },
    ],
  },
  {
    ...ALMACEN,
    name: "bursts trial 36: '1 kg de harina morixe 000 2 de azucar arcor' adds 1 harina and 2 azúcar (variant)",
    turns: [{ say: "quiero 1 kg de harina morixe 000 2 de azucar arcor", expect: { cart: { [MORIXE_000]: 1, [AZUCAR_ARCOR]: 2 } } }],
  },
  {
    ...ALMACEN,
    name: "bursts trial 36: '2 coca de 1.5 3 de azucar arcor' are two lines, never 'coca 3 de azucar' (variant)",
    turns: [{ say: "dame 2 coca de 1.5 3 de azucar arcor", expect: { cart: { [COCA_15]: 2, [AZUCAR_ARCOR]: 3 } } }],
  },
];

/** Class: a spoken "coma"/"punto" is punctuation; a clause naming a kind of the brand just said narrows it to one line. */
const brandThenKind: Scenario[] = [
  {
    ...ALMACEN,
    name: "bursts trial 36: 'si tienen fideos matarazzo coma quiero dos paquetes de tirabuzón punto y también una salsa de tomate' adds 2 Tirabuzones Matarazzo (verbatim t36b 041)",
    turns: [
      {
        say: "hola buenas tardes eh quería saber si tienen fideos matarazzo coma quiero dos paquetes de tirabuzón punto y también una salsa de tomate",
        expect: { reply: ["Salsa"], notReply: ["opciones de fideos matarazzo", "Tirabuzón (para 2)"], cart: { [TIRABUZON_MATARAZZO]: 2 } },
      },
    ],
  },
  {
    ...ALMACEN,
    name: "bursts trial 36: 'tenes fideos lucchetti, quiero 3 paquetes de spaghetti' adds 3 Spaghetti Lucchetti (variant)",
    turns: [{ say: "tenes fideos lucchetti, quiero 3 paquetes de spaghetti", expect: { cart: { [SPAGHETTI_LUCCHETTI]: 3 } } }],
  },
  {
    ...ALMACEN,
    name: "bursts trial 36: 'fideos matarazzo punto dame 2 de tirabuzones' adds 2 Tirabuzones Matarazzo (variant)",
    turns: [{ say: "fideos matarazzo punto dame 2 de tirabuzones", expect: { cart: { [TIRABUZON_MATARAZZO]: 2 } } }],
  },
  {
    ...ALMACEN,
    name: "bursts trial 36: 'tienen fideos matarazzo, quiero 2 salsas de tomate' keeps the salsa its own line, never Matarazzo salsa (variant)",
    turns: [{ say: "tienen fideos matarazzo, quiero 2 salsas de tomate", expect: { reply: ["(para 2)", /matarazzo/i], cart: {} } }],
  },
];

/** Class: a head noun with a weight no row is sold at ("2 kilos de pan") is said not sold, never another kind made of it. */
const headNounByWeight: Scenario[] = [
  {
    ...ALMACEN,
    name: "bursts trial 36: 'buenas quiero 2 kilos de pan' never offers Pan Rallado as the bread (verbatim t35b 048)",
    turns: [{ say: "buenas quiero 2 kilos de pan", expect: { reply: [/\bpan\b/i], notReply: ["Pan Rallado", "Rebozador"], cart: {} } }],
  },
  {
    ...ALMACEN,
    name: "bursts trial 36: 'dame 3 kilos de pan y una coca de 1.5' adds the coca and never the breadcrumbs (variant)",
    turns: [{ say: "dame 3 kilos de pan y una coca de 1.5", expect: { notReply: ["Pan Rallado", "Rebozador"], cart: { [COCA_15]: 1 } } }],
  },
  {
    ...ALMACEN,
    name: "bursts trial 36: '2 kg de azucar arcor' is still two 1 kg packs (variant)",
    turns: [{ say: "quiero 2 kg de azucar arcor", expect: { cart: { [AZUCAR_ARCOR]: 2 } } }],
  },
];

/** Class: a weight every row makes in packs of one size is those packs, said back, never one pack silently. */
const T36C_046 = "Hola, buenas. Quiero pedir: 2 latas de arvejas, 1 kg de fideos spaghetti y 1 aceite natura de 900. Me llamo Daniela Sosa, DNI 35666777, Avenida Velez Sarsfield 1500 piso 6 dpto C. Pago con transferencia.";
const weightInPacks: Scenario[] = [
  {
    ...ALMACEN,
    name: "bursts trial 36: '1 kg de fideos spaghetti' sold in 500 g packs says 2 make 1 kg and '#1' adds 2 (verbatim t36c 046)",
    turns: [
      { say: T36C_046, expect: { reply: ["paquetes de 500 g: 2 hacen 1 kg (para 2)"] } },
      { say: "#1", expect: { reply: ["Agregué 2 Fideos Spaghetti Canale"], notReply: ["Agregué 1 Fideos Spaghetti"] } },
    ],
  },
  {
    ...ALMACEN,
    name: "bursts trial 36: 'quiero 2 kg de fideos spaghetti' asks among the 500 g packs for 4, and the pick adds 4 (variant)",
    turns: [
      { say: "quiero 2 kg de fideos spaghetti", expect: { reply: ["4 hacen 2 kg (para 4)"], cart: {} } },
      { say: "el de canale", expect: { cart: { [SPAGHETTI_CANALE]: 4 } } },
    ],
  },
  {
    ...ALMACEN,
    name: "bursts trial 36: 'medio kilo de pan' (breads of several weights) never counts packs (variant)",
    turns: [{ say: "medio kilo de pan", expect: { notReply: ["hacen", "(para"] } }],
  },
];

export const burstsTrial36Scenarios: Scenario[] = [...purposeLeadIn, ...eachCountItsLine, ...brandThenKind, ...headNounByWeight, ...weightInPacks];
