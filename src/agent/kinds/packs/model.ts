import type { ModelHooks } from "../../kind";
import { sentence } from "../../language";
import { text } from "../../replies";
import { packsData, updatePacksData } from "./data";
import { askForModelConsent } from "./purchase";
import { fieldAsk, missingPhrase, packLabel } from "./replies";
import { afterDataComplete } from "./ahead";
import { askMissing, cancelCurrent, missingFields, offerPacks, packs, showSummary, startCollecting, summariseOrAskPayment } from "./steps";

// The packs shop on the Claude path. The model may read and save data, show a pack's details,
// select a pack or cancel, only through the tools each state allows; code keeps the sale in
// order: saved data asks for what is still missing, a selected pack gets its summary rendered
// by code, and only the customer's own yes (read by the rules) places the order.

export const packsModel: ModelHooks = {
  followTool(engine, name, result) {
    switch (name) {
      case "update_customer_info":
        // Data opens the collecting step, as it does on the rules' path.
        if (engine.state === "conversacion") engine.moveIfAllowed("collecting_data");
        break;
      case "place_pack_order":
        if (engine.moveIfAllowed("compra_confirmada")) engine.session.expecting = null;
        break;
      case "cancel_order": {
        // The current purchase was cancelled: the selection goes with it, as on the rules' path.
        const number = (result as { number?: string } | null)?.number;
        if (engine.state !== "compra_confirmada" || !number || number !== packsData(engine.session).orderNumber) break;
        engine.session.cart = [];
        engine.ctx.changed.add("cart");
        updatePacksData(engine.session, { pack: null, orderNumber: null, summarySentAt: null });
        engine.moveIfAllowed("conversacion");
        break;
      }
    }
  },

  async afterTools(engine, outcomes) {
    // Cancelling or replacing the purchase without the customer's yes: code asks it.
    if (await askForModelConsent(engine, outcomes)) return;
    const ran = (tool: string) => outcomes.some((o) => o.ok && o.name === tool);
    if (ran("select_pack")) {
      // A new pack after the purchase replaces the order: the old one is cancelled first (or a
      // person takes over if the shop already started on it), and the new one waits for a yes.
      if (engine.state === "compra_confirmada" && (await cancelCurrent(engine)) === "processed") return;
      await summariseOrAskPayment(engine);
      return;
    }
    if (!ran("update_customer_info")) return;
    if (engine.state === "collecting_data") {
      if (missingFields(engine).length) askMissing(engine, null);
      else await afterDataComplete(engine);
    } else if (engine.state === "ofrecer_promos" && packsData(engine.session).pack) {
      // The payment asked after the pack arrived: the summary.
      await summariseOrAskPayment(engine);
    } else if (engine.state === "resumen") {
      // The summary named the old data: it is shown again before any yes counts.
      await showSummary(engine);
    }
  },

  // "I want to buy": the data, or the promos once the data is in, with no orchestrator call.
  async actOn(engine, intent) {
    if (intent !== "checkout" || (engine.state !== "conversacion" && engine.state !== "collecting_data")) return false;
    if (engine.state === "conversacion") await startCollecting(engine);
    if (missingFields(engine).length) askMissing(engine, sentence(engine.session, "packsGreat"));
    else await offerPacks(engine);
    return true;
  },

  /** Where the sale stands, as code knows it, in the customer's language. */
  async recap(engine) {
    const data = packsData(engine.session);
    const missing = missingFields(engine);
    const say = (key: Parameters<typeof sentence>[1], params?: Parameters<typeof sentence>[2]) => engine.say(text(sentence(engine.session, key, params)));
    switch (engine.state) {
      case "compra_confirmada": {
        const pack = (await packs(engine)).find((p) => p.productId === data.pack);
        return say("packsOrderStatus", { number: data.orderNumber ?? "", pack: pack ? packLabel(pack, engine.session) : sentence(engine.session, "yourPack") });
      }
      case "resumen":
        return say("packsConfirmOrder");
      case "ofrecer_promos":
        return say("packsWhichPack");
      case "collecting_data":
        if (!missing.length) return afterDataComplete(engine);
        engine.say(text(`${sentence(engine.session, "packsNudgeMissing", { hello: "", missing: missingPhrase(missing, engine.session) }).trim()} ${fieldAsk(engine.session, missing[0])}`));
        return;
      default:
        return say("packsOfferPromosSmile");
    }
  },

  context(engine) {
    const data = packsData(engine.session);
    const missing = missingFields(engine);
    return [
      `Promos: ${data.promosOfferedAt === null ? "todavía no ofrecidas" : "ya ofrecidas"}`,
      `Pack elegido: ${data.pack ? (engine.session.cart[0]?.name ?? data.pack) : "ninguno"}${data.pack && data.summarySentAt === null ? " (falta mostrar el resumen)" : ""}`,
      data.orderNumber ? `Pedido del pack elegido: ${data.orderNumber}` : null,
      missing.length ? `Datos que faltan para las promos: ${missingPhrase(missing)}` : null,
    ].filter((l): l is string => l !== null);
  },
};
