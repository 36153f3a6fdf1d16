import { describe, it } from "vitest";
import { llmUserId } from "../../src/agent/claude/client";
import { kinds } from "../../src/agent/kinds";
import { ConversationHost } from "../support/conversation-host";
import { useFakeModel } from "../support/fake-model";
import { PACKS } from "../support/demo-shops";
import { modelControl } from "../support/model-script";
import { PACKS_WITH_MODEL, playWithModel } from "../support/packs-with-model";
import { shopView } from "../support/play";

// The packs shop in Claude mode over memory ports: the real SDK against the fake Messages API,
// the agent's real model path, no Workers runtime. test/integration/claude-packs.test.ts plays
// the same conversations through the webhook, the actor and D1.

const fake = useFakeModel();

describe("packs in Claude mode (memory ports, fake Messages API)", () => {
  PACKS_WITH_MODEL.forEach(({ name, steps }, i) => {
    it(name, async () => {
      const host = new ConversationHost({ kind: kinds.get("packs"), shop: PACKS, llm: fake.llm, contact: `54934155500${i}${Date.now() % 1000}` });
      const model = modelControl(fake.url, await llmUserId(`${PACKS.workspaceId}:${host.contact}`));
      await playWithModel(steps, { say: (text) => host.say(text), view: async () => shopView(host), script: model.script, requests: model.requests });
    });
  });
});
