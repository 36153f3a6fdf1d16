import { inject } from "vitest";
import { llmUserId } from "../src/agent/claude/client";
import type { DebugState as ActorDebugState } from "../src/conversation/rpc";
import { actor } from "./helpers";

// Talking to the fake Messages API (scripts/fakes/anthropic.mjs) from tests in the "claude"
// project. Scripts and recorded requests are keyed by the conversation's opaque
// metadata.user_id, so tests running at once never take each other's answers.

export const ANTHROPIC = () => `http://127.0.0.1:${inject("fakeAnthropicPort")}`;

export type Scripted = Record<string, unknown>;

export interface RecordedRequest {
  at: number;
  status: number;
  headers: Record<string, string | undefined>;
  body: {
    model: string;
    max_tokens: number;
    system?: string | { type: string; text: string; cache_control?: unknown }[];
    tools?: { name: string; description?: string; input_schema: Record<string, unknown>; cache_control?: unknown }[];
    tool_choice?: { type: string; name?: string };
    messages: { role: string; content: string | Record<string, unknown>[] }[];
    metadata?: { user_id?: string };
  };
  response: { content?: { type: string; text?: string; name?: string; input?: unknown }[]; usage?: Record<string, number>; error?: { type: string } } | null;
}

export const userIdFor = (contact: string, workspace = "demo") => llmUserId(`${workspace}:${contact}`);

export async function script(contact: string, responses: Scripted[]): Promise<void> {
  const res = await fetch(`${ANTHROPIC()}/__fake/script`, { method: "POST", body: JSON.stringify({ match: await userIdFor(contact), responses }) });
  if (!res.ok) throw new Error(`fake script failed: ${res.status}`);
}

export async function claudeRequests(contact: string): Promise<RecordedRequest[]> {
  const res = await fetch(`${ANTHROPIC()}/__fake/requests?match=${encodeURIComponent(await userIdFor(contact))}`);
  return (await res.json()) as RecordedRequest[];
}

/** The detector's forced tool call. */
export function intent(name: string, confidence: number, extra: Record<string, unknown> = {}): Scripted {
  return {
    when: { toolChoice: "report_intent" },
    tool_use: { name: "report_intent", input: { intent: name, confidence, alternatives: [], thread: "order", sentiment: "neutral", ...extra } },
  };
}

/** An orchestrator round that calls tools. */
export function tools(...uses: [string, Record<string, unknown>][]): Scripted {
  return { when: { auto: true, hasTools: true }, tool_uses: uses.map(([name, input]) => ({ name, input })) };
}

/** An orchestrator round that ends the turn with text. */
export function answer(text: string): Scripted {
  return { when: { auto: true, hasTools: true }, text };
}

export function fault(status: number, retryAfter = 0, when: Record<string, unknown> = {}): Scripted {
  return { error: status, retryAfter, when };
}

export const isDetector = (r: RecordedRequest) => r.body.tool_choice?.name === "report_intent";
export const isOrchestrator = (r: RecordedRequest) => !!r.body.tools?.length && r.body.tool_choice?.name !== "report_intent";
export const isCompaction = (r: RecordedRequest) => !r.body.tools?.length;

/** Tool results the SDK sent back in a request, in order. */
export function toolResults(r: RecordedRequest): { tool_use_id: string; is_error?: boolean; content: string }[] {
  const last = r.body.messages[r.body.messages.length - 1];
  return Array.isArray(last.content) ? (last.content.filter((c) => c.type === "tool_result") as never) : [];
}

/** The actor's debug view, typed (the stub's RPC typing does not reach it through DurableObjectNamespace). */
export type DebugState = ActorDebugState;
export async function debugState(contact: string): Promise<DebugState> {
  return (actor(contact) as unknown as { debugState(): Promise<DebugState> }).debugState();
}
