import { describe, expect, it } from "vitest";
import { ConversationHost } from "../support/conversation-host";
import { testKinds } from "../support/kinds";
import { adapters } from "./adapters";

// The test-only "info" kind (test/support/kinds/info/, one line in test/support/kinds/index.ts):
// beyond the shared suite, what makes it that kind — it answers from the profile and hands
// anything that looks like an order to a person, without writing one.

const host = () => new ConversationHost({ kind: testKinds.get("info"), shop: adapters.info.shop });

describe("the info-only kind", () => {
  it("answers delivery and payment questions from the shop's profile", async () => {
    const h = host();
    expect(await h.say("hacen envíos?")).toEqual(["Por ahora no hacemos envíos; podés pasar a retirar por Av. San Juan 2200, CABA."]);
    expect(await h.say("qué medios de pago aceptan?")).toEqual(["Aceptamos efectivo y transferencia."]);
    expect(h.handoffs).toEqual([]);
  });

  for (const words of ["quiero 3 cajas de tornillos", "cuánto sale el taladro?", "quiero hacer un pedido"]) {
    it(`hands "${words}" to a person and writes no order`, async () => {
      const h = host();
      const [reply] = await h.say(words);
      expect(reply).toContain("Los pedidos los toma una persona del equipo");
      expect(h.handoffs).toMatchObject([{ trigger: "customer_request", reason: "Quiere hacer un pedido; por acá solo informamos." }]);
      expect(h.session.state).toBe("persona");
      expect(h.orders()).toEqual([]);
    });
  }
});
