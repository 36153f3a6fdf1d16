import { describe, expect, it } from "vitest";
import { describeKindBehaviour } from "../support/behaviour-suite";
import { testKinds } from "../support/kinds";
import { adapters } from "./adapters";

// The shared behaviour suite against every registered kind, the test-only ones included.

describe("every kind has an adapter for the shared behaviour suite", () => {
  it("names each registered kind", () => {
    expect(Object.keys(adapters).sort()).toEqual(testKinds.ids().sort());
  });
});

for (const id of testKinds.ids()) if (adapters[id]) describeKindBehaviour(adapters[id]);
