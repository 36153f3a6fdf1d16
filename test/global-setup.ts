import type { TestProject } from "vitest/node";
// @ts-expect-error plain ESM script without types
import { startFakeGraph } from "../scripts/fakes/graph.mjs";
// @ts-expect-error plain ESM script without types
import { startFakeAnthropic } from "../scripts/fakes/anthropic.mjs";

// One fake Graph API and one fake Messages API for the whole run: the Worker under test sends
// real HTTP to them.
export default async function setup(project: TestProject) {
  const fake = await startFakeGraph({ port: 0 });
  const anthropic = await startFakeAnthropic({ port: 0, apiKey: "test-anthropic-key" });
  project.provide("fakeGraphPort", fake.port);
  project.provide("fakeAnthropicPort", anthropic.port);
  return async () => {
    await anthropic.close();
    await fake.close();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    fakeGraphPort: number;
    fakeAnthropicPort: number;
  }
}
