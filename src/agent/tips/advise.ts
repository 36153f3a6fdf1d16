import { inboundText, plainText } from "../../lib/messages";
import type { TurnEngine, TurnMessage } from "../engine";
import { text } from "../replies";
import { analyze } from "../understand";
import { saysHurry } from "../understand/cues";
import { normalize } from "../understand/normalize";
import { detectYesNo } from "../understand/yesno";
import type { TipSettings } from "../ports";
import { biggerSizeTip, crossSellTip, freeDeliveryTip, reorderTip } from "./advisers";
import { emptyTipsMemory, type Tip, type TipEvent, type TipKind, type TipsMemory } from "./types";

// Shadow tips: after a sales turn, background advisers may add one tip to the reply. Never when
// the turn did not touch the cart, outside the kind's selling states (so never at the summary,
// the confirmation, a handoff or support), right after a "no", while a question of the turn's
// own is open (a product choice, an offer), within the cooldowns, or of a kind the customer
// ignored twice in this session. The next turn tells whether the tip was taken.

export const DEFAULT_TIP_SETTINGS: TipSettings = { conversationCooldownTurns: 3, kindCooldownMinutes: 30 };

/** A tip ignored this many times is not offered again in the session. */
const IGNORED_LIMIT = 2;

const ADVISERS: readonly { kind: TipKind; advise: (t: TurnEngine) => Promise<Tip | null> }[] = [
  { kind: "reorder", advise: reorderTip },
  { kind: "cross_sell", advise: crossSellTip },
  { kind: "bigger_size", advise: biggerSizeTip },
  { kind: "free_delivery", advise: freeDeliveryTip },
];

/** What a kind says about tips: the states in which the customer is building an order. */
export interface KindTips {
  /** States a turn may end in with a tip. */
  states: readonly string[];
  /** States a turn may start in with a tip (a cart reopened at the summary is still the confirmation). */
  from: readonly string[];
}

/**
 * Runs after the kind's rules (or the model) answered a batch of customer messages. Returns what
 * happened to tips this turn: the previous tip taken or ignored, and a new one shown.
 */
export async function adviseTips(t: TurnEngine, messages: TurnMessage[], kindTips: KindTips | undefined, stateBefore: string): Promise<TipEvent[]> {
  if (!kindTips) return [];
  const session = t.session;
  const memory: TipsMemory = (session.tips ??= emptyTipsMemory());
  const turn = session.turns ?? 0;
  const events: TipEvent[] = [];
  noteRemoved(memory, session.cart.map((l) => l.productId));
  const previous = memory.pending;
  if (previous && previous.turn < turn) {
    memory.pending = null;
    if (await taken(t, previous)) events.push({ kind: previous.kind, event: "accepted" });
    else {
      memory.ignored[previous.kind] = (memory.ignored[previous.kind] ?? 0) + 1;
      events.push({ kind: previous.kind, event: "ignored" });
    }
  }
  if (!kindTips.from.includes(stateBefore) || !(await mayTip(t, messages, kindTips, memory, turn))) return events;
  const settings = t.ports.tips ?? DEFAULT_TIP_SETTINGS;
  for (const { kind, advise } of ADVISERS) {
    if ((memory.ignored[kind] ?? 0) >= IGNORED_LIMIT) continue;
    const last = memory.lastAt[kind];
    if (last !== undefined && t.now() - last < settings.kindCooldownMinutes * 60_000) continue;
    const tip = await advise(t);
    if (!tip) continue;
    // answers15: a tip never repeats what the answer just said (the fee answer's "gratis desde").
    if (repeatsAnswer(t, tip)) break;
    t.say(text(tip.text));
    if (tip.offerQuantity !== null && tip.productId) session.pendingChoice = { productIds: [tip.productId], quantity: tip.offerQuantity, offer: true, tip: true };
    memory.pending = { kind, turn, productId: tip.productId, before: await measure(t, tip.productId) };
    memory.lastTurn = turn;
    memory.lastAt[kind] = t.now();
    events.push({ kind, event: "shown" });
    break;
  }
  return events;
}

/** Whether this turn's replies already say what the tip says (an amount or a product it names). */
function repeatsAnswer(t: TurnEngine, tip: Tip): boolean {
  const said = t.replies.map(plainText).join("\n");
  return (tip.echoes ?? []).some((e) => e !== "" && said.includes(e));
}

/** Most products remembered as taken out (the session stays small). */
const REMOVED_LIMIT = 50;

/** What left the cart since the last turn ended is remembered as taken out ("sacá el pan"). */
function noteRemoved(memory: TipsMemory, cart: string[]): void {
  const now = new Set(cart);
  // An emptied cart is an order placed (or started over), not products turned down one by one.
  const gone = (memory.cartSeen ?? []).filter((id) => !now.has(id));
  if (gone.length && now.size) memory.removed = [...new Set([...(memory.removed ?? []), ...gone])].slice(-REMOVED_LIMIT);
  memory.cartSeen = [...now];
}

async function mayTip(t: TurnEngine, messages: TurnMessage[], kindTips: KindTips, memory: TipsMemory, turn: number): Promise<boolean> {
  const session = t.session;
  if (t.handoff || !kindTips.states.includes(session.state) || !t.ctx.changed.has("cart") || !session.cart.length) return false;
  if (session.pendingChoice || session.expecting === "product_choice") return false;
  const settings = t.ports.tips ?? DEFAULT_TIP_SETTINGS;
  if (memory.lastTurn !== null && turn - memory.lastTurn <= settings.conversationCooldownTurns) return false;
  // stack9: a customer who said they are in a hurry ("rapido q me voy") gets no tip this session.
  const said = [...session.history.filter((h) => h.role === "customer").map((h) => h.text), ...messages.map((m) => inboundText(m.content))];
  if (said.some((s) => saysHurry(normalize(s)))) return false;
  // Right after a "no" (to anything: an offer, a tip, a question), no tip.
  return !messages.some((m) => detectYesNo(analyze(inboundText(m.content))) === "no");
}

/** The product's units in the cart, or (no product) the subtotal: what a taken tip raises. */
async function measure(t: TurnEngine, productId: string | null): Promise<number> {
  if (productId) return t.session.cart.filter((l) => l.productId === productId).reduce((n, l) => n + l.quantity, 0);
  return (await t.cartTotals()).subtotal;
}

async function taken(t: TurnEngine, pending: NonNullable<TipsMemory["pending"]>): Promise<boolean> {
  if (pending.productId) return (await measure(t, pending.productId)) > pending.before;
  const freeFrom = t.ports.profile.delivery.freeFrom;
  return freeFrom !== null && (await measure(t, null)) >= freeFrom;
}
