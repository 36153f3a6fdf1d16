import { describe, expect, it } from "vitest";
import { kinds } from "../../src/agent/kinds";
import { TurnEngine } from "../../src/agent/engine";
import { GuardError, TransitionError } from "../../src/agent/fsm";
import type { Product } from "../../src/agent/ports";
import { packsData, updatePacksData } from "../../src/agent/kinds/packs/data";
import { parsePack } from "../../src/agent/kinds/packs/parse-pack";
import { newSession } from "../../src/agent/session";
import { packsOf } from "../../src/agent/kinds/packs/tools";
import { normalize } from "../../src/agent/understand";
import { memoryPorts } from "../support/memory-ports";

// The packs sale order is enforced in code, whatever asks for a move: the definition's edges
// and each state's `requires` (data → promos → summary → purchase).

const PACK_PRODUCTS: Product[] = [1, 2, 3].map((n) => ({
  id: `colchon-${n}x`,
  sku: `COLCHON-${n}X`,
  name: n === 1 ? "Colchón" : `Pack x${n} Colchón`,
  brand: null,
  aliases: [],
  category: "Colchones",
  description: null,
  price: [0, 38900000, 69900000, 94900000][n],
  active: true,
  stock: 5,
}));

function engine(state: string) {
  const ports = memoryPorts();
  ports.catalogItems.splice(0, ports.catalogItems.length, ...structuredClone(PACK_PRODUCTS));
  const session = newSession("s", ports.clock.now(), "conversacion");
  session.state = state;
  return { t: new TurnEngine(kinds.get("packs"), session, ports, "5493415550000", "conv/t1"), ports };
}

const FULL = { firstName: "Ana", phone: "3415556677", city: "Rosario", address: "Mitre 456" };

describe("packs: the order of the sale is enforced in code", () => {
  it("refuses jumps the definition has no edge for (conversacion → resumen, collecting_data → compra_confirmada)", () => {
    expect(() => engine("conversacion").t.moveTo("resumen")).toThrow(TransitionError);
    expect(() => engine("collecting_data").t.moveTo("compra_confirmada")).toThrow(TransitionError);
  });

  it("ofrecer_promos needs nombre, teléfono, ciudad and dirección (the optional fields are not needed)", () => {
    const { t } = engine("collecting_data");
    t.session.customer = { firstName: "Ana", phone: "3415556677", city: "Rosario" };
    expect(() => t.moveTo("ofrecer_promos")).toThrow(GuardError);
    expect(t.state).toBe("collecting_data");
    t.session.customer.address = "Mitre 456";
    t.moveTo("ofrecer_promos");
    expect(t.state).toBe("ofrecer_promos");
  });

  it("resumen needs the promos offered and a pack; compra_confirmada needs the summary sent", async () => {
    const { t, ports } = engine("ofrecer_promos");
    t.session.customer = { ...FULL };
    expect(() => t.moveTo("resumen")).toThrow(/promos_offered, pack_selected/);
    updatePacksData(t.session, { promosOfferedAt: t.now() });
    expect(await t.call("select_pack", { productId: "colchon-2x" })).toMatchObject({ ok: true });
    t.moveTo("resumen");
    // No summary yet: neither the order nor the confirmed state.
    expect(await t.call("place_pack_order")).toMatchObject({ ok: false, code: "no_summary" });
    expect(() => t.moveTo("compra_confirmada")).toThrow(/summary_sent, order_placed/);
    updatePacksData(t.session, { summarySentAt: t.now() });
    expect(await t.call("place_pack_order")).toMatchObject({ ok: false, code: "no_explicit_yes" });
    t.ctx.customerSaidYes = true;
    // Never a payment the customer did not give (the shop accepts three).
    expect(await t.call("place_pack_order")).toMatchObject({ ok: false, code: "no_payment" });
    t.session.paymentMethod = "transfer";
    expect(await t.call("place_pack_order")).toMatchObject({ ok: true });
    t.moveTo("compra_confirmada");
    expect(ports.ordersWritten.map((o) => o.total)).toEqual([69900000]);
    expect(packsData(t.session).orderNumber).toBe("ORD-00001");
  });

  it("the order tool is refused outside resumen, even with a yes", async () => {
    const { t, ports } = engine("ofrecer_promos");
    t.session.customer = { ...FULL };
    t.ctx.customerSaidYes = true;
    expect(await t.call("place_pack_order")).toMatchObject({ ok: false, code: "tool_not_allowed" });
    expect(ports.ordersWritten).toHaveLength(0);
  });
});

describe("packs: reading the pack a customer names", () => {
  const packs = packsOf(PACK_PRODUCTS);
  const pick = (text: string) => parsePack(normalize(text), packs)?.units ?? null;

  it("reads units and positions, and ignores numbers that are data", () => {
    expect(packs.map((p) => [p.units, p.saving])).toEqual([
      [1, 0],
      [2, 7900000],
      [3, 21800000],
    ]);
    expect(["el de 2", "2x", "x2", "quiero el pack de 2", "dos colchones", "2", "la segunda", "el combo de dos"].map(pick)).toEqual([2, 2, 2, 2, 2, 2, 2, 2]);
    expect(["mejor uno solo", "el de 3", "3 colchones", "el primero"].map(pick)).toEqual([1, 3, 3, 1]);
    expect(["Mitre 456 piso 3", "mi cel es 3415556677", "hola", "cuánto sale?"].map(pick)).toEqual([null, null, null, null]);
  });
});
