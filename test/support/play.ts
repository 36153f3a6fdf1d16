import { kinds } from "../../src/agent/kinds";
import type { AgentKind } from "../../src/agent/kind";
import { parseWhatsAppWebhook } from "../../src/channels/whatsapp";
import { inboundText, type InboundContent } from "../../src/lib/messages";
import { noLoops, ordersHoldOnlyWhatWasGiven } from "./corpus-checks";
import { checkReplies, checkShop, describeStep, expectsShop, type ShopView } from "./scenario-expect";
import type { Scenario, Step } from "../scenarios/types";
import { ConversationHost, type HostOptions } from "./conversation-host";
import { ALMACEN, DEMO, PACKS } from "./demo-shops";
import type { ShopData } from "./seed";

// Scenarios (test/scenarios/*.ts) played over the in-memory conversation host: the same steps
// and expectations as on the Workers runtime, in milliseconds.

const SHOPS: Record<string, ShopData> = { demo: DEMO, packs: PACKS, almacen: ALMACEN };

/** The host for a scenario's shop (the demo kiosk unless it names another workspace). */
export function hostFor(scenario: Pick<Scenario, "workspace">, opts: Partial<HostOptions> = {}): ConversationHost {
  const shop = SHOPS[scenario.workspace ?? "demo"];
  if (!shop) throw new Error(`no demo shop "${scenario.workspace}"`);
  const kind: AgentKind = opts.kind ?? kinds.get(shop.kindId);
  return new ConversationHost({ shop, ...opts, kind });
}

/** A raw WhatsApp message, read by the real webhook parser. */
function rawContent(raw: Record<string, unknown>, contact: string): InboundContent {
  const payload = { object: "whatsapp_business_account", entry: [{ id: "WABA", changes: [{ field: "messages", value: { messaging_product: "whatsapp", metadata: { display_phone_number: "1", phone_number_id: "1" }, messages: [{ from: contact, id: "wamid.raw", timestamp: "0", ...raw }] } }] }] };
  const parsed = parseWhatsAppWebhook(payload);
  if ("error" in parsed || parsed.messages.length !== 1) throw new Error(`not a WhatsApp message: ${JSON.stringify(raw)}`);
  return parsed.messages[0].content;
}

/** Performs one step; returns what the customer read back. */
export async function perform(host: ConversationHost, step: Step): Promise<string[]> {
  if ("say" in step) return host.say(step.say);
  if ("burst" in step) return host.burst(step.burst);
  if ("tap" in step) return host.tap(step.tap.id, step.tap.title);
  if ("raw" in step) return host.send(rawContent(step.raw, host.contact));
  if ("wait" in step) return host.advance(step.wait);
  if ("stock" in step) {
    const p = host.store.products.find((x) => x.id === step.stock.productId);
    if (!p) throw new Error(`no product ${step.stock.productId}`);
    p.stock = step.stock.quantity;
    return [];
  }
  host.store.setLastOrderStatus(host.contact, step.orderStatus, host.now());
  return [];
}

/** The shop's side as the operator console and the orders table show it. */
export function shopView(host: ConversationHost): ShopView {
  const s = host.session;
  return {
    state: s.state,
    cart: Object.fromEntries(s.cart.map((l) => [l.productId, l.quantity])),
    customer: s.customer,
    orders: host.orders().map((o) => ({ total: o.total, status: o.status, fulfilment: o.fulfilment, deliveryFee: o.deliveryFee, paymentMethod: o.paymentMethod, address: o.address, customerName: [o.customer.firstName, o.customer.lastName].filter(Boolean).join(" ") || undefined })),
    handoff: host.handoffs.at(-1)?.trigger ?? null,
    agents: s.agents?.last?.path ?? [],
    handoffOrder: host.handoffs.at(-1)?.context?.order?.number ?? null,
  };
}

/** What the customer wrote in a step, as text. */
function written(host: ConversationHost, step: Step): string[] {
  if ("say" in step) return [step.say];
  if ("burst" in step) return step.burst;
  if ("tap" in step) return [step.tap.title];
  if ("raw" in step) return [inboundText(rawContent(step.raw, host.contact))];
  return [];
}

/**
 * Plays a scenario, checking each step's expectations and what holds for every conversation
 * (corpus-checks.ts); returns every reply text, in order.
 */
export async function playInMemory(scenario: Scenario, host = hostFor(scenario)): Promise<string[]> {
  const all: string[] = [];
  const steps: { replies: string[]; shop: string }[] = [];
  const customerTexts: string[] = [];
  for (const [i, turn] of scenario.turns.entries()) {
    customerTexts.push(...written(host, turn));
    const replies = await perform(host, turn);
    steps.push({ replies, shop: JSON.stringify([shopView(host), host.session.pendingChoice, host.session.fulfilment, host.session.paymentMethod]) });
    all.push(...replies);
    if (!turn.expect) continue;
    const where = `${scenario.name} — step ${i + 1} (${describeStep(turn)})\nreplies:\n${replies.join("\n---\n")}`;
    checkReplies(turn.expect, replies, where);
    if (expectsShop(turn.expect)) checkShop(turn.expect, shopView(host), where);
  }
  ordersHoldOnlyWhatWasGiven(host, customerTexts, scenario.name);
  noLoops(steps, scenario.name);
  return all;
}
