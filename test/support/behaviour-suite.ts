import { describe, expect, it } from "vitest";
import type { AgentKind } from "../../src/agent/kind";
import { isSilent } from "../../src/agent/fsm";
import { describeHours } from "../../src/agent/hours";
import type { Step } from "../scenarios/types";
import { ConversationHost } from "./conversation-host";
import { perform } from "./play";
import type { ShopData } from "./seed";

// One behaviour suite for every kind of shop, the way hono runs one router suite against every
// router: each kind brings a small adapter (how to reach "mid-order" in its sale, how its
// customers cancel, which follow-up its silence triggers) and the suite checks what a customer
// and the shop see. The expectations come from the shop's own profile wherever they can.

export interface KindAdapter {
  kind: AgentKind;
  shop: ShopData;
  /** From a fresh conversation to something in progress (a cart, a pack, a topic). */
  midOrder: Step[];
  /** What "in progress" holds, which a question or a handoff must leave as it is. */
  held(host: ConversationHost): unknown;
  /** How a customer drops what is in progress (and answers "are you sure?" if asked), and words the answer must contain. */
  cancel: { say: string; confirm?: string; reply: string[] };
  /** A conversation left silent: after `afterMs` the kind writes once, with these words. */
  followUp: { steps: Step[]; afterMs: number; reply: string[] };
  /** For kinds that take orders: the steps to one, the last step writing it, and its total. */
  order?: { steps: Step[]; total: number };
}

const QUESTION = "¿hasta qué hora abren?";
const PERSON = "quiero hablar con una persona";

async function play(host: ConversationHost, steps: Step[]): Promise<void> {
  for (const step of steps) await perform(host, step);
}

export function describeKindBehaviour(a: KindAdapter): void {
  const host = (opts: { debounceMs?: number } = {}) => new ConversationHost({ kind: a.kind, shop: a.shop, ...opts });
  const silent = (h: ConversationHost) => isSilent(a.kind.definition, h.session.state);

  describe(`shared behaviour: ${a.kind.id}`, () => {
    it("greets with the shop's name, orders nothing and stays with the agent", async () => {
      const h = host();
      const replies = await h.say("hola");
      expect(replies.length).toBeGreaterThan(0);
      expect(replies.join("\n")).toContain(a.shop.profile.name);
      expect(h.orders()).toEqual([]);
      expect(h.handoffs).toEqual([]);
      expect(silent(h)).toBe(false);
    });

    it("answers a question mid-order from the shop's profile and keeps the order as it was", async () => {
      const h = host();
      await play(h, a.midOrder);
      const [held, state, orders] = [structuredClone(a.held(h)), h.session.state, h.orders().length];
      const replies = await h.say(QUESTION);
      expect(replies.join("\n")).toContain(describeHours(a.shop.profile.hours));
      expect(a.held(h)).toEqual(held);
      expect(h.session.state).toBe(state);
      expect(h.orders()).toHaveLength(orders);
      expect(h.handoffs).toEqual([]);
    });

    it("hands off when asked for a person, acknowledges every next message in new words, keeping what was in progress", async () => {
      const h = host();
      await play(h, a.midOrder);
      const held = structuredClone(a.held(h));
      const replies = await h.say(PERSON);
      expect(replies.join("\n")).toMatch(/persona/);
      expect(h.handoffs.map((x) => x.trigger)).toEqual(["customer_request"]);
      expect(h.session.state).toBe(a.kind.definition.handoff.state);
      expect(await h.say("hola? sigue ahí alguien?")).toEqual([expect.stringMatching(/avisé al equipo/)]);
      // answers12: never silence while a person is awaited; the acknowledgement is worded anew.
      const again = await h.say("???");
      expect(again).toHaveLength(1);
      expect(again[0]).not.toMatch(/^Ya le avisé al equipo, en breve/);
      expect(a.held(h)).toEqual(held);
    });

    it("cancels what is in progress: nothing ordered, nothing left in the cart", async () => {
      const h = host();
      await play(h, a.midOrder);
      let replies = await h.say(a.cancel.say);
      if (a.cancel.confirm) {
        expect(h.orders().filter((o) => o.status === "cancelled")).toEqual([]);
        replies = await h.say(a.cancel.confirm);
      }
      for (const words of a.cancel.reply) expect(replies.join("\n")).toContain(words);
      expect(h.orders().filter((o) => o.status === "confirmed")).toEqual([]);
      expect(h.session.cart).toEqual([]);
    });

    it("writes one follow-up after the silence its definition declares, once per arming", async () => {
      const h = host();
      await play(h, a.followUp.steps);
      expect(await h.advance(a.followUp.afterMs - 1)).toEqual([]);
      const [followUp, ...more] = await h.advance(1);
      expect(more).toEqual([]);
      for (const words of a.followUp.reply) expect(followUp).toContain(words);
      expect(await h.advance(2 * a.followUp.afterMs)).toEqual([]);
    });

    it("a customer message re-arms the follow-up from that moment", async () => {
      const h = host();
      await play(h, a.followUp.steps);
      await h.advance(a.followUp.afterMs - 1_000);
      await h.say(QUESTION);
      expect(await h.advance(a.followUp.afterMs - 1)).toEqual([]);
      expect(await h.advance(1)).toHaveLength(1);
    });

    it("writes no follow-up while a person holds the chat, and counts again from the release", async () => {
      const h = host();
      await play(h, a.followUp.steps);
      h.takeOver();
      expect(await h.advance(2 * a.followUp.afterMs)).toEqual([]);
      h.release();
      expect(await h.advance(a.followUp.afterMs)).toHaveLength(1);
    });

    it("answers a burst of messages as one turn", async () => {
      const h = host({ debounceMs: 1_500 });
      h.receive({ type: "text", text: "hola" });
      await h.advance(500);
      h.receive({ type: "text", text: QUESTION });
      const replies = await h.advance(1_500);
      expect(h.audit.filter((r) => r.kind === "turn")).toHaveLength(1);
      expect(replies.join("\n")).toContain(describeHours(a.shop.profile.hours));
    });

    if (a.order) {
      const { steps, total } = a.order;
      it("writes an order once even when its job fails after writing and is redone", async () => {
        const h = host();
        await play(h, steps.slice(0, -1));
        h.failNext = 1;
        const replies = await perform(h, steps.at(-1)!);
        expect(h.orders().map((o) => [o.status, o.total])).toEqual([["confirmed", total]]);
        expect(replies.join("\n")).toContain(h.orders()[0].number);
      });
    }
  });
}
