import type { TestProject } from "vitest/node";
// @ts-expect-error plain ESM script without types
import { startFakeGraph } from "../scripts/fakes/graph.mjs";

// One fake Graph API for the whole run: the Worker under test sends real HTTP to it.
export default async function setup(project: TestProject) {
  const fake = await startFakeGraph({ port: 0 });
  project.provide("fakeGraphPort", fake.port);
  return async () => fake.close();
}

declare module "vitest" {
  export interface ProvidedContext {
    fakeGraphPort: number;
  }
}
