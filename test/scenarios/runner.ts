import { actor, env, graphRequests, postWebhook, replyText, settle, textMsg, waPayload, wamid } from "../helpers";
import { checkReplies, checkShop, describeStep, expectsShop, type ShopView } from "../support/scenario-expect";
import type { Expect, Scenario, Step } from "./types";

// Plays a scenario through the real path: signed webhooks to the Worker, the conversation's
// actor, the outbound queue and the fake Graph API; the shop's side read from the actor and D1.

async function perform(step: Step, contact: string, phoneNumberId: string): Promise<void> {
  const post = async (messages: Record<string, unknown>[]) => {
    const res = await postWebhook(waPayload(messages, { phoneNumberId }));
    if (res.status !== 200) throw new Error(`webhook answered ${res.status}`);
  };
  if ("say" in step) await post([textMsg(contact, step.say)]);
  else if ("burst" in step) await Promise.all(step.burst.map((text) => post([textMsg(contact, text)])));
  else if ("tap" in step) {
    await post([{ from: contact, id: wamid(), timestamp: String(Math.floor(Date.now() / 1000)), type: "interactive", interactive: { type: step.tap.id.startsWith("product:") ? "list_reply" : "button_reply", [step.tap.id.startsWith("product:") ? "list_reply" : "button_reply"]: step.tap } }]);
  } else if ("raw" in step) await post([{ from: contact, id: wamid(), timestamp: String(Math.floor(Date.now() / 1000)), ...step.raw }]);
  else if ("orderStatus" in step) {
    await env.DB.prepare("UPDATE orders SET status = ?, updated_at = ? WHERE id = (SELECT MAX(id) FROM orders WHERE contact = ?)").bind(step.orderStatus, Date.now(), contact).run();
  } else if ("stock" in step) {
    await env.DB.prepare("UPDATE stock SET quantity = ? WHERE product_id = ?").bind(step.stock.quantity, step.stock.productId).run();
  } else if ("wait" in step) await actor(contact).advanceClock(step.wait);
}

/** The conversation as the operator console's snapshot shows it, and the shop's D1 rows. */
async function shopView(e: Expect, contact: string, channel: string, workspace: string): Promise<ShopView> {
  const snapshot = await actor(contact, channel, workspace).snapshot();
  // The customer's name as the orders list shows it: joined from D1's customers row.
  const { results } = await env.DB.prepare(
    `SELECT o.total, o.status, o.fulfilment, o.delivery_fee AS deliveryFee, o.payment_method AS paymentMethod, o.address,
            NULLIF(TRIM(COALESCE(c.first_name, '') || ' ' || COALESCE(c.last_name, '')), '') AS customerName
       FROM orders o LEFT JOIN customers c ON c.workspace_id = o.workspace_id AND c.contact = o.contact WHERE o.contact = ? ORDER BY o.id`,
  )
    .bind(contact)
    .all<ShopView["orders"][number]>();
  const handoff =
    e.handoff || e.handoffOrder ? await env.DB.prepare("SELECT trigger, context FROM handoff_requests WHERE contact = ? ORDER BY created_at DESC LIMIT 1").bind(contact).first<{ trigger: string; context: string }>() : null;
  return {
    state: snapshot.state,
    cart: Object.fromEntries(snapshot.cart.lines.map((l) => [l.productId, l.quantity])),
    customer: snapshot.customer,
    orders: results,
    handoff: handoff?.trigger ?? null,
    agents: snapshot.agents?.last?.path ?? [],
    handoffOrder: handoff ? ((JSON.parse(handoff.context) as { order?: { number: string } | null }).order?.number ?? null) : null,
  };
}

/** Plays a scenario for a fresh contact; returns every reply text, in order. */
export async function playScenario(scenario: Scenario, contact: string): Promise<string[]> {
  const workspace = scenario.workspace ?? "demo";
  const channel = scenario.channel ?? "demo-wa";
  const phoneNumberId = scenario.phoneNumberId ?? "100000000000001";
  let seen = 0;
  const all: string[] = [];
  for (const [i, turn] of scenario.turns.entries()) {
    await perform(turn, contact, phoneNumberId);
    await settle(contact, channel, workspace);
    // Effects (audit, handoff rows) are applied right after the commit; give them a moment.
    if (turn.expect?.handoff) await new Promise((r) => setTimeout(r, 50));
    const texts = (await graphRequests(contact)).map(replyText);
    const replies = texts.slice(seen);
    seen = texts.length;
    all.push(...replies);
    if (!turn.expect) continue;
    const where = `${scenario.name} — step ${i + 1} (${describeStep(turn)})\nreplies:\n${replies.join("\n---\n")}`;
    checkReplies(turn.expect, replies, where);
    if (expectsShop(turn.expect)) checkShop(turn.expect, await shopView(turn.expect, contact, channel, workspace), where);
  }
  return all;
}
