import { describe, expect, it } from "vitest";
import { answer, claudeRequests, debugState, fault, intent, isDetector, script } from "../claude-helpers";
import { converse, env, newContact, waitFor } from "../helpers";

// The Messages API misbehaving: overloads and rate limits are retried within the turn's budget
// (LLM_TURN_TIMEOUT_MS = 2500 in the "claude" test project); past it the turn falls back.

const TO_PAYMENT = ["quiero 2 pepsi", "listo", "retiro", "Juan Pérez", "30.123.456"];

describe("Claude mode: faults", () => {
  it("529 overloaded, then success: retried within the turn and audited", async () => {
    const contact = newContact();
    await script(contact, [fault(529, 0), intent("product_question", 90), answer("Para una juntada te recomiendo papas Lays y unas Pepsi.")]);
    const texts = await converse(contact, ["qué me recomendás para una juntada con amigos?"]);
    expect(texts.at(-1)).toBe("Para una juntada te recomiendo papas Lays y unas Pepsi.");
    const reqs = await claudeRequests(contact);
    expect(reqs.map((r) => r.status)).toEqual([529, 200, 200]);
    expect(reqs[0].response).toMatchObject({ type: "error", error: { type: "overloaded_error" } });
    expect(isDetector(reqs[1])).toBe(true);
    const rows = await waitFor(
      async () => (await env.DB.prepare("SELECT detail FROM turn_audit WHERE conversation = ? AND kind = 'llm_call' ORDER BY id").bind(`demo:demo-wa:${contact}`).all<{ detail: string }>()).results,
      (r) => r.length === 3,
    );
    expect(rows[0].detail).toMatch(/^intent failed: 529/);
  });

  it("429 with retry-after waits as told before retrying", async () => {
    const contact = newContact();
    await script(contact, [fault(429, 1), intent("product_question", 90), answer("Te recomiendo papas Lays.")]);
    await converse(contact, ["qué me recomendás para una juntada con amigos?"]);
    const reqs = await claudeRequests(contact);
    expect(reqs.map((r) => r.status)).toEqual([429, 200, 200]);
    expect(reqs[1].at - reqs[0].at).toBeGreaterThanOrEqual(950);
  });

  it("timeouts past the budget fall back to the rules' answer when they have one", async () => {
    const contact = newContact();
    await converse(contact, TO_PAYMENT);
    await script(contact, [{ hang: 10_000 }, { hang: 10_000 }]);
    const started = Date.now();
    const texts = await converse(contact, ["no sé, después te lo paso"]);
    expect(Date.now() - started).toBeLessThan(6_000);
    // One message (the actor merges a turn's replies): the apology, then the question.
    expect(texts.at(-1)).toMatch(/no llegué a entender tu medio de pago[\s\S]*Cómo vas a pagar/);
    const { session } = await debugState(contact);
    expect(session.state).toBe("NEEDS_DETAILS");
    expect((await claudeRequests(contact)).length).toBeGreaterThanOrEqual(2);
  });

  it("with no rules' answer: 'dame un momento…', and a second failure in a row hands off", async () => {
    const contact = newContact();
    await script(contact, [{ hang: 10_000 }, { hang: 10_000 }]);
    expect((await converse(contact, ["contame algo"])).at(-1)).toMatch(/^Dame un momento/);
    let { session } = await debugState(contact);
    expect(session.consecutiveFailures).toBe(1);
    expect(session.state).toBe("IDLE");

    await script(contact, [fault(500), fault(500), fault(500), fault(500), fault(500), fault(500), fault(500), fault(500)]);
    expect((await converse(contact, ["contame algo"])).at(-1)).toMatch(/persona/);
    ({ session } = await debugState(contact));
    expect(session.state).toBe("HANDOFF");
    const row = await waitFor(
      () => env.DB.prepare("SELECT trigger FROM handoff_requests WHERE contact = ?").bind(contact).first<{ trigger: string }>(),
      (r) => !!r,
    );
    expect(row!.trigger).toBe("llm_failure");
  });

  it("a success resets the failure count", async () => {
    const contact = newContact();
    await script(contact, [{ hang: 10_000 }, { hang: 10_000 }]);
    await converse(contact, ["contame algo"]);
    await script(contact, [intent("smalltalk", 90), answer("¡Todo bien por acá! ¿Querés pedir algo?")]);
    await converse(contact, ["contame algo"]);
    expect((await debugState(contact)).session.consecutiveFailures).toBe(0);
  });

  it("invalid detector output is asked for once more, then read as confidence 0 (handoff)", async () => {
    const contact = newContact();
    const bad = { when: { toolChoice: "report_intent" }, tool_use: { name: "report_intent", input: { intent: "comprar", confidence: "mucha" } } };
    await script(contact, [bad, bad]);
    const texts = await converse(contact, ["contame algo"]);
    expect(texts.at(-1)).toMatch(/persona/);
    expect((await claudeRequests(contact)).filter(isDetector)).toHaveLength(2);
    const row = await waitFor(
      () => env.DB.prepare("SELECT trigger, reason FROM handoff_requests WHERE contact = ?").bind(contact).first<{ trigger: string; reason: string }>(),
      (r) => !!r,
    );
    expect(row).toMatchObject({ trigger: "low_confidence" });
    expect(row!.reason).toMatch(/inválida/);
  });

  it("one invalid detector output, then a valid one: the turn proceeds", async () => {
    const contact = newContact();
    const bad = { when: { toolChoice: "report_intent" }, text: "creo que quiere comprar" };
    await script(contact, [bad, intent("smalltalk", 90), answer("¡Acá andamos! ¿Te ayudo con un pedido?")]);
    expect((await converse(contact, ["contame algo"])).at(-1)).toBe("¡Acá andamos! ¿Te ayudo con un pedido?");
  });
});
