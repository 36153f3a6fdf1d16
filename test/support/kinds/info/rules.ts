import type { TurnEngine, TurnMessage } from "../../../../src/agent/engine";
import type { RulesOutcome } from "../../../../src/agent/kind";
import { answerMedia, readInbound } from "../../../../src/agent/media";
import { text, THANKS } from "../../../../src/agent/replies";
import { addressAnswer, deliveryAnswer, hoursAnswer, paymentAnswer } from "../../../../src/agent/shop-answers";
import { understand } from "../../../../src/agent/understand";
import type { Understanding } from "../../../../src/agent/understand/types";

// The info-only shop: questions about the shop are answered from its profile, anything that
// looks like an order (or a question about products and prices) is handed to a person.

const ORDER_WORDS = /\b(?:pedido|pedir|comprar|compro|encargar|reservar|cancel\w*)\b/;

function looksLikeOrder(u: Understanding): boolean {
  return (
    u.items.length > 0 ||
    u.wantsToCheckout ||
    u.cancelOrder ||
    u.repeatLastOrder ||
    u.modifyOrder ||
    u.infoTopics.some((t) => t === "catalog" || t === "prices") ||
    u.questions.some((q) => q.kind === "product") ||
    ORDER_WORDS.test(u.normalized)
  );
}

export async function infoRules(t: TurnEngine, messages: TurnMessage[]): Promise<RulesOutcome> {
  const inbound = readInbound(messages);
  if (await answerMedia(t, inbound, async () => false)) return { certain: true, understanding: null };
  const u = understand(inbound.texts.join(". "), { catalog: [] });
  if (u.wantsHuman || (u.anger === "strong" && t.def.handoff.onStrongAnger)) {
    t.intent("handoff");
    t.requestHandoff({ trigger: u.wantsHuman ? "customer_request" : "anger", reason: u.wantsHuman ? "El cliente pidió hablar con una persona." : "El cliente está muy enojado." });
    return { certain: true, understanding: u };
  }
  if (looksLikeOrder(u)) {
    t.intent("order_request");
    t.say(text("Los pedidos los toma una persona del equipo 🙋 Ya le paso tu mensaje y te escribe por acá."));
    t.requestHandoff({ trigger: "customer_request", reason: "Quiere hacer un pedido; por acá solo informamos.", pendingIssue: u.text.slice(0, 300) });
    return { certain: true, understanding: u };
  }
  if (u.infoTopics.length) {
    t.intent("info");
    await t.call("get_commerce_profile");
    const { profile, currency, timezone } = t.ports;
    const answers = u.questions.flatMap((q) =>
      q.kind === "hours" ? [hoursAnswer(q, profile, timezone, t.now())]
      : q.kind === "payment" ? [paymentAnswer(q, profile)]
      : q.kind === "delivery" ? [deliveryAnswer(q, profile, currency, null)]
      : q.kind === "address" ? [addressAnswer(profile, q.pickup)]
      : [],
    );
    t.say(text(answers.join("\n")));
    t.session.extra.answered = true;
    return { certain: true, understanding: u };
  }
  if (u.greeting) {
    t.intent("greeting");
    t.say(text(`¡Hola! 👋 Soy el asistente de ${t.ports.profile.name}. Te cuento horarios, dirección, envíos y medios de pago; los pedidos los toma una persona del equipo.`));
    return { certain: true, understanding: u };
  }
  if (u.thanks || u.farewell) {
    t.intent("thanks");
    t.say(text(THANKS));
    return { certain: true, understanding: u };
  }
  t.intent("fallback");
  t.say(text("No te entendí bien 🤔 Te puedo contar horarios, dirección, envíos y medios de pago."));
  return { certain: false, understanding: u };
}
