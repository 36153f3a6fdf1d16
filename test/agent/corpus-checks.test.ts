import { describe, expect, it } from "vitest";
import { kinds } from "../../src/agent/kinds";
import { ConversationHost } from "../support/conversation-host";
import { noLoops, ordersHoldOnlyWhatWasGiven } from "../support/corpus-checks";
import { DEMO } from "../support/demo-shops";

// The checks every corpus conversation passes must catch what they are there for.

describe("corpus checks", () => {
  it("a question asked a third time over steps that changed nothing is a loop", () => {
    const same = { replies: ["Perdón, no llegué a entender tu nombre. ¿A nombre de quién hacemos el pedido?"], shop: "s" };
    expect(() => noLoops([same, same], "two")).not.toThrow();
    expect(() => noLoops([same, same, same], "three")).toThrow(/third time/);
    expect(() => noLoops([same, { ...same, shop: "t" }, same], "changed")).not.toThrow();
  });

  it("two fallbacks in a row, or the cart reminder two steps apart, fail", () => {
    const fallback = { replies: ["No te entendí bien 🤔"], shop: "a" };
    expect(() => noLoops([fallback, fallback], "fallbacks")).toThrow(/second "no te entendí"/);
    const nag = { replies: ["Por cierto, tenés 2 Pepsi en el carrito."], shop: "a" };
    expect(() => noLoops([nag, { replies: ["ok"], shop: "b" }, nag], "nag")).toThrow(/reminder/);
  });

  it("an order holding a name the customer never wrote fails", async () => {
    const h = new ConversationHost({ kind: kinds.get("retail"), shop: DEMO });
    const said = ["quiero 2 pepsi", "listo", "retiro", "Juan Pérez", "30123456", "efectivo", "sí"];
    for (const s of said) await h.say(s);
    expect(() => ordersHoldOnlyWhatWasGiven(h, said, "given")).not.toThrow();
    expect(() => ordersHoldOnlyWhatWasGiven(h, said.filter((s) => s !== "Juan Pérez"), "not given")).toThrow(/never written/);
  });
});
