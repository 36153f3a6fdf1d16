import { describe, expect, it } from "vitest";
import { kinds } from "../../src/agent/kinds";
import { ConversationHost } from "../support/conversation-host";
import { ALMACEN } from "../support/demo-shops";

// "Una docena de huevos" where eggs come in packs of 6 and of 12: the list is offered, and the
// pack picked holds the dozen (two of 6, one of 12), never 12 packs.

const egg = ALMACEN.products.find((p) => p.id === "almacen.7792335000314")!;
const SHOP = { ...ALMACEN, products: [...ALMACEN.products, { ...egg, id: "almacen.test-huevos-6", sku: "test-huevos-6", name: "Huevos Blancos Avicoper 6 Un", price: 65000 }] };

function host(): ConversationHost {
  return new ConversationHost({ shop: SHOP, kind: kinds.get(SHOP.kindId) });
}

describe("a dozen asked with a list of egg packs", () => {
  for (const [pick, productId, packs] of [
    ["la de 12", "almacen.7792335000314", 1],
    ["la de 6", "almacen.test-huevos-6", 2],
  ] as const) {
    it(`'${pick}' stores ${packs} pack(s)`, async () => {
      const h = host();
      const first = await h.say("quiero una docena de huevos");
      expect(first.join("\n")).toMatch(/Huevos Blancos Avicoper 6 Un/);
      expect(h.session.cart).toEqual([]);
      await h.say(pick);
      expect(h.session.cart.map((l) => [l.productId, l.quantity])).toEqual([[productId, packs]]);
    });
  }
});
