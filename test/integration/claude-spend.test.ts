import { describe, expect, it } from "vitest";
import { claudeRequests, debugState, intent, script, tools } from "../claude-helpers";
import { converse, env, newContact, postWebhook, settle, textMsg, waitFor, waPayload } from "../helpers";

// #12 item 3: what one stranger can make the model cost. An exhausted tool loop is a failure that
// counts (two in a row hand off), and past a spend budget no model is called at all: the turn
// takes the rules' answer, or hands off with the budget as the reason the operator reads.
// Budgets in the "claude" project (vitest.config.ts): 1,000 calls and 20 M tokens per
// conversation per hour and day, 1 B tokens per workspace per day.

const TO_PAYMENT = ["quiero 2 pepsi", "listo", "retiro", "Juan Pérez", "30.123.456"];

/** `calls` model calls of `tokensEach` prompt tokens, as the actor audits them, just now. */
async function pastUsage(workspace: string, conversation: string, calls: number, tokensEach: number): Promise<void> {
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
     INSERT INTO turn_audit (id, workspace_id, conversation, kind, tools, input_tokens, created_at)
     SELECT ? || '/past/' || i, ?, ?, 'llm_call', '[]', ?, ? FROM n`,
  )
    .bind(calls, crypto.randomUUID(), workspace, conversation, tokensEach, Date.now() - 60_000)
    .run();
}

async function handoffOf(contact: string): Promise<{ trigger: string; reason: string }> {
  const row = await waitFor(
    () => env.DB.prepare("SELECT trigger, reason FROM handoff_requests WHERE contact = ?").bind(contact).first<{ trigger: string; reason: string }>(),
    (r) => !!r,
  );
  return row!;
}

/** Six orchestrator rounds that each call a tool that works: the loop never ends by itself. */
const endlessLoop = () => [intent("product_question", 90), ...Array.from({ length: 6 }, () => tools(["search_products", { query: "gaseosa" }]))];

describe("Claude mode: bounded spend", () => {
  it("an exhausted tool loop counts as a failure: the second in a row hands off, and the model is not called again", async () => {
    const contact = newContact();
    await script(contact, [...endlessLoop(), ...endlessLoop(), ...endlessLoop(), ...endlessLoop(), ...endlessLoop()]);
    for (let i = 0; i < 5; i++) await converse(contact, [`mostrame gaseosas para una juntada ${i}`]);
    expect((await debugState(contact)).session.state).toBe("HANDOFF");
    expect((await handoffOf(contact)).trigger).toBe("llm_failure");
    // Two turns of 7 calls; the customer's next three messages wait for a person.
    expect(await claudeRequests(contact)).toHaveLength(14);
  });

  it("past the conversation's hourly call budget, the rules answer and no model is called", async () => {
    const contact = newContact();
    await converse(contact, TO_PAYMENT);
    const before = (await claudeRequests(contact)).length;
    await pastUsage("demo", `demo:demo-wa:${contact}`, 1000, 10);
    const texts = await converse(contact, ["no sé, después te lo paso"]);
    expect(texts.at(-1)).toMatch(/Cómo vas a pagar/);
    expect(await claudeRequests(contact)).toHaveLength(before);
    const audit = await waitFor(
      () => env.DB.prepare("SELECT intent FROM turn_audit WHERE conversation = ? AND kind = 'turn' ORDER BY created_at DESC, id DESC LIMIT 1").bind(`demo:demo-wa:${contact}`).first<{ intent: string }>(),
      (r) => r?.intent === "model_budget",
    );
    expect(audit!.intent).toBe("model_budget");
    expect((await debugState(contact)).session.state).toBe("NEEDS_DETAILS");
  });

  it("past the conversation's token budget, with nothing the rules can say: a handoff that says why", async () => {
    const contact = newContact();
    await pastUsage("demo", `demo:demo-wa:${contact}`, 1, 20_000_000);
    const texts = await converse(contact, ["contame algo"]);
    expect(texts.at(-1)).toMatch(/persona/);
    expect(await claudeRequests(contact)).toHaveLength(0);
    const handoff = await handoffOf(contact);
    expect(handoff.trigger).toBe("budget");
    expect(handoff.reason).toMatch(/límite de uso del modelo: 20000000 tokens de entrada por hora en esta conversación/);
  });

  it("past the workspace's daily budget, every conversation of that shop stops calling the model", async () => {
    await env.DB.batch([
      env.DB.prepare(
        "INSERT OR IGNORE INTO workspaces (id, name, definition, currency, timezone, profile, created_at) SELECT 'spendtest', 'Spend Test', definition, currency, timezone, profile, created_at FROM workspaces WHERE id = 'demo'",
      ),
      env.DB.prepare("INSERT OR IGNORE INTO channels (id, workspace_id, provider, external_id, created_at) VALUES ('spendtest-wa', 'spendtest', 'whatsapp', '100000000000077', 0)"),
    ]);
    await pastUsage("spendtest", "spendtest:spendtest-wa:5490000000000", 1, 1_000_000_000);
    const contact = newContact();
    expect((await postWebhook(waPayload([textMsg(contact, "contame algo")], { phoneNumberId: "100000000000077" }))).status).toBe(200);
    await settle(contact, "spendtest-wa", "spendtest");
    expect(await claudeRequests(contact)).toHaveLength(0);
    expect((await handoffOf(contact)).reason).toMatch(/por día en todo el negocio/);
    // Other shops are not affected.
    const other = newContact();
    await script(other, [intent("smalltalk", 90), { when: { auto: true, hasTools: true }, text: "¡Todo bien! ¿Querés pedir algo?" }]);
    expect((await converse(other, ["contame algo"])).at(-1)).toBe("¡Todo bien! ¿Querés pedir algo?");
  });
});
