import type { Scenario } from "./types";

// Shadow tips (src/agent/tips/) in the kiosk: one at most per turn, after a turn that changed
// the cart while it is being built. Prices (demo seed): Coca-Cola 1,5 L $2.500 · 500 ml $1.200
// · Pepsi $2.200 · Agua $900 · Jorgito $700. Free delivery from $5.000.

export const tipScenarios: Scenario[] = [
  {
    name: "tips: a bigger size that costs less per litre, then the free-delivery nudge after the conversation's cooldown",
    turns: [
      { say: "quiero 1 coca chica", expect: { cart: { "coca-500": 1 }, reply: ["💡 Coca-Cola 1,5 L te sale $1.667 por litro, más barato que Coca-Cola 500 ml."] } },
      { say: "agregá 1 pepsi", expect: { notReply: ["💡"] } },
      // $4.300: the nudge applies, and waits for the conversation's cooldown (3 turns).
      { say: "y un agua", expect: { notReply: ["💡"] } },
      { say: "¿a qué hora cierran?", expect: { notReply: ["💡"] } },
      { say: "agregá un jorgito", expect: { notReply: ["💡"] } },
      { say: "sacá el jorgito", expect: { reply: ["💡 Te faltan $700 para el envío gratis."] } },
    ],
  },
  {
    name: "tips: never at the summary",
    turns: [
      { say: "quiero 2 pepsi", expect: { reply: ["💡 Te faltan $600 para el envío gratis."] } },
      { say: "listo, paso a retirar" },
      { say: "Juan Pérez" },
      { say: "30123456" },
      { say: "efectivo", expect: { state: "AWAITING_CONFIRMATION" } },
      { say: "agregame una coca chica", expect: { notReply: ["💡"] } },
    ],
  },
  {
    name: "tips: never right after a no",
    turns: [
      { say: "quiero 5 alfajores havanna", expect: { reply: ["¿Te pongo 3?"] } },
      { say: "no, dame una coca chica", expect: { cart: { "coca-500": 1 }, notReply: ["💡"] } },
    ],
  },
];
