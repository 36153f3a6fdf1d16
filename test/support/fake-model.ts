import { afterAll, beforeAll } from "vitest";
import { anthropicPort, type LlmPort } from "../../src/agent/claude/client";
// @ts-expect-error plain ESM script without types
import { startFakeAnthropic } from "../../scripts/fakes/anthropic.mjs";

// The fake Messages API for a Node test file: started before its tests, closed after; `llm` is
// the agent's real SDK port pointed at it (scripted per conversation with model-script.ts).

export function useFakeModel(): { readonly url: string; readonly llm: LlmPort } {
  let fake: { url: string; close(): Promise<void> };
  let llm: LlmPort;
  beforeAll(async () => {
    fake = await startFakeAnthropic({ port: 0, apiKey: "test-anthropic-key" });
    llm = anthropicPort({ apiKey: "test-anthropic-key", baseUrl: fake.url, intentModel: "claude-haiku-4-5", orchestratorModel: "claude-sonnet-4-6", turnTimeoutMs: 2_500, tokenBudget: 8_000 });
  });
  afterAll(() => fake.close());
  return {
    get url() {
      return fake.url;
    },
    get llm() {
      return llm;
    },
  };
}
