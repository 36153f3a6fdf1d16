import { describe, expect, it } from "vitest";
import { claudeRequests, debugState, isCompaction, type RecordedRequest } from "../claude-helpers";
import { converse, env, newContact, waitFor } from "../helpers";

// TOKEN_BUDGET is 8,000 in the "claude" test project, so a test conversation reaches it. Each
// call's prompt is what the fake counted: uncached input + cache write + cache read.

const BUDGET = 8_000;
const promptTokens = (r: RecordedRequest) => {
  const u = r.response?.usage ?? {};
  return (u.input_tokens ?? 0) + (u.cache_creation_input_tokens ?? 0) + (u.cache_read_input_tokens ?? 0);
};

/** ~600 characters the rules cannot read, so every turn goes through the model (rule-driven fake). */
const chatter = (i: number) => `Mensaje ${i}. Te cuento una historia larga sobre mi día: ` + "caminé por el parque y miré los árboles del barrio con calma. ".repeat(9);

describe("Claude mode: the session's token budget", () => {
  it("over a 200-turn conversation, compaction keeps every prompt under the budget", async () => {
    const contact = newContact();
    const messages = Array.from({ length: 200 }, (_, i) => chatter(i + 1));
    const texts = await converse(contact, messages);
    expect(texts).toHaveLength(200);

    const reqs = await claudeRequests(contact);
    expect(reqs.every((r) => r.status === 200)).toBe(true);
    const sizes = reqs.map(promptTokens);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(BUDGET);
    const compactions = reqs.filter(isCompaction);
    expect(compactions.length).toBeGreaterThanOrEqual(3);
    expect(compactions.every((r) => r.body.model === "claude-haiku-4-5")).toBe(true);

    const { session } = await debugState(contact);
    expect(session.state).not.toBe("HANDOFF");
    expect(session.summary).toMatch(/^Resumen de la conversación/);
    // The summary reaches later prompts; the recent turns stay verbatim.
    const last = reqs.filter((r) => !isCompaction(r)).at(-1)!;
    expect(JSON.stringify(last.body)).toContain("Resumen de lo anterior: Resumen de la conversación");
    expect(JSON.stringify(last.body)).toContain(`Mensaje 200.`);
    expect(session.history.length).toBeLessThanOrEqual(60);
    expect(session.tokens.input).toBeGreaterThan(0);
  }, 180_000);

  it("still over the budget after compacting: a graceful reply and a handoff", async () => {
    const contact = newContact();
    const huge = (i: number) => `Parte ${i}: ` + "y además quería contarte que en el barrio pasaron muchas cosas raras esta semana. ".repeat(48);
    const texts = await converse(contact, Array.from({ length: 8 }, (_, i) => huge(i + 1)));
    // The over-budget turn says why and hands off; while a person is awaited, every later
    // message gets a short acknowledgement (never silence).
    const handedOff = texts.findIndex((t) => /se hizo muy larga.*persona/s.test(t));
    expect(handedOff).toBeGreaterThanOrEqual(0);
    expect(texts.slice(handedOff + 1).length).toBeLessThanOrEqual(8 - 1);
    for (const t of texts.slice(handedOff + 1)) expect(t).toMatch(/equipo|persona/);
    expect((await debugState(contact)).session.state).toBe("HANDOFF");
    const row = await waitFor(
      () => env.DB.prepare("SELECT trigger FROM handoff_requests WHERE contact = ?").bind(contact).first<{ trigger: string }>(),
      (r) => !!r,
    );
    expect(row!.trigger).toBe("budget");
    // No call was ever sent over the budget.
    expect(Math.max(...(await claudeRequests(contact)).map(promptTokens))).toBeLessThanOrEqual(BUDGET);
  }, 60_000);
});
