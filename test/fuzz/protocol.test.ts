import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { decodeCommand, OperatorCommandSchema } from "../../src/conversation/protocol";
import { BUILTIN_NAMES } from "../support/builtins";

// The operator socket takes frames from browsers; a frame can be anything. decodeCommand must
// always answer { ok, command } or { ok: false, error } — the actor then replies with an error
// event instead of dying mid-conversation.

/** What a console may put on the wire (defaults not yet applied). */
const command: fc.Arbitrary<z.input<typeof OperatorCommandSchema>> = fc.oneof(
  fc.constant({ type: "take_over" as const }),
  fc.constant({ type: "ping" as const }),
  fc.string({ minLength: 1, maxLength: 200 }).filter((s) => s.trim().length > 0).map((text) => ({ type: "send" as const, text: text.trim() })),
  fc.record({ type: fc.constant("release" as const), mode: fc.constantFrom("keep" as const, "reset" as const) }),
  fc.record({ type: fc.constant("close" as const), resolution: fc.string({ maxLength: 100 }).map((s) => s.trim()) }),
);

describe("operator command decoder", () => {
  it("never throws on any string, JSON or not", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 2000 }), fc.string({ unit: "binary", maxLength: 500 }), fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v) ?? "")), (raw) => {
        const r = decodeCommand(raw);
        if (r.ok) expect(OperatorCommandSchema.safeParse(r.command).success).toBe(true);
        else expect(r.error).toMatch(/\S/);
      }),
      { numRuns: 1000 },
    );
  });

  it("objects of nearly the right shape are decoded or refused with a reason", () => {
    const nearly = fc.record(
      {
        type: fc.oneof(fc.constantFrom("take_over", "send", "release", "close", "ping", "SEND", "", ...BUILTIN_NAMES), fc.jsonValue({ maxDepth: 1 })),
        text: fc.oneof(fc.string({ maxLength: 5000 }), fc.jsonValue({ maxDepth: 1 })),
        mode: fc.oneof(fc.constantFrom("keep", "reset", "other"), fc.jsonValue({ maxDepth: 1 })),
        message: fc.oneof(fc.string({ maxLength: 5000 }), fc.jsonValue({ maxDepth: 1 })),
        resolution: fc.oneof(fc.string({ maxLength: 1200 }), fc.integer()),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(nearly, (obj) => {
        const r = decodeCommand(JSON.stringify(obj));
        if (!r.ok) {
          expect(r.error).toMatch(/\S/);
          return;
        }
        // Whatever got through is within the limits the console and the customer rely on.
        if (r.command.type === "send") expect(r.command.text.length).toBeGreaterThan(0);
        if (r.command.type === "send") expect(r.command.text.length).toBeLessThanOrEqual(4096);
      }),
      { numRuns: 1000 },
    );
  });

  it("every valid command survives a round trip through the wire", () => {
    fc.assert(
      fc.property(command, (cmd) => {
        const r = decodeCommand(JSON.stringify(cmd));
        // Defaults may be filled in; nothing that was sent may change.
        if (!r.ok) throw new Error(`valid command refused: ${r.error}`);
        expect(r.command).toMatchObject(cmd);
      }),
    );
  });

  it("refuses binary frames and oversized frames with a reason", () => {
    expect(decodeCommand(new TextEncoder().encode('{"type":"ping"}').buffer as ArrayBuffer)).toMatchObject({ ok: false });
    expect(decodeCommand(JSON.stringify({ type: "send", text: "x".repeat(20_000) }))).toEqual({ ok: false, error: "command too large" });
    expect(decodeCommand("")).toMatchObject({ ok: false, error: "command is not JSON" });
    expect(decodeCommand("[".repeat(10_000))).toMatchObject({ ok: false });
  });
});
