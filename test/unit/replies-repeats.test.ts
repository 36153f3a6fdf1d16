import { describe, expect, it } from "vitest";
import { text, withoutRepeats } from "../../src/agent/replies";

// A turn never says the same paragraph twice (trial 6: "Sí, tenemos Dulce de Batata Arcor 700 Gr
// a $2.020." twice in one reply), whichever readers produced it.

describe("a turn's replies say each paragraph once", () => {
  it("drops a paragraph already said in the turn, keeps the rest in order", () => {
    const out = withoutRepeats([
      text("No encontré \"el azucar\" en tu carrito.\n\nSí, tenemos Dulce de Batata Arcor 700 Gr a $2.020."),
      text("Sí, tenemos  Dulce de Batata Arcor 700 Gr a $2.020."),
      text("¿Algo más?"),
    ]);
    expect(out).toEqual([text("No encontré \"el azucar\" en tu carrito.\n\nSí, tenemos Dulce de Batata Arcor 700 Gr a $2.020."), text("¿Algo más?")]);
  });

  it("trims a repeated paragraph inside one message and never touches buttons", () => {
    const buttons = { type: "buttons" as const, text: "¿Te agrego Vino?", buttons: [{ id: "choice:no", title: "No" }] };
    expect(withoutRepeats([text("Hola.\n\nHola.\n\nChau."), buttons, text("¿Te agrego Vino?")])).toEqual([text("Hola.\n\nChau."), buttons]);
  });

  it("leaves replies with nothing repeated as they are", () => {
    const replies = [text("Uno."), text("Dos.")];
    expect(withoutRepeats(replies)).toEqual(replies);
  });
});
