import { describe, expect, it } from "vitest";
import { actor, env, newContact } from "../helpers";
import { languageScenarios } from "../scenarios/language";
import { playScenario } from "../scenarios/runner";
import { tipScenarios } from "../scenarios/tips";

// The customer's language and the tips through the real path: signed webhooks, the
// conversation's actor, D1 (orders, turn_audit), the queue and the fake Graph API.

const scenario = (list: typeof languageScenarios, name: string) => list.find((s) => s.name.startsWith(name))!;

describe("language and tips (real webhook → actor → D1 → queue path)", () => {
  it("an English customer orders 2 cokes end to end; the operator's snapshot says English", async () => {
    const contact = newContact();
    await playScenario(scenario(languageScenarios, "english: 2 cokes"), contact);
    expect((await actor(contact).snapshot()).language).toBe("en");
  });

  it("a Portuguese customer orders with delivery end to end", async () => {
    await playScenario(scenario(languageScenarios, "portuguese:"), newContact());
  });

  it("a tip shown is a tip:<kind> entry of its turn's audit row in D1", async () => {
    const contact = newContact();
    await playScenario(scenario(tipScenarios, "tips: never at the summary"), contact);
    await new Promise((r) => setTimeout(r, 100));
    const { results } = await env.DB.prepare(
      `SELECT json_extract(t.value, '$.name') AS name, json_extract(t.value, '$.code') AS code
         FROM turn_audit a, json_each(a.tools) t WHERE a.conversation LIKE ? AND json_extract(t.value, '$.name') LIKE 'tip:%'`,
    )
      .bind(`%${contact}`)
      .all<{ name: string; code: string }>();
    expect(results).toEqual([
      { name: "tip:free_delivery", code: "shown" },
      { name: "tip:free_delivery", code: "ignored" },
    ]);
  });
});
