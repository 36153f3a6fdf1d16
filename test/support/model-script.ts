// Scripting the fake Messages API (scripts/fakes/anthropic.mjs) over its control endpoints, from
// either test environment (Node or the Workers runtime): answers queued per conversation (keyed
// by its opaque metadata.user_id), and the requests it recorded.

export type Scripted = Record<string, unknown>;

/** The detector's forced report_intent call. */
export function intent(name: string, confidence: number, extra: Record<string, unknown> = {}): Scripted {
  return { when: { toolChoice: "report_intent" }, tool_use: { name: "report_intent", input: { intent: name, confidence, alternatives: [], thread: "order", sentiment: "neutral", ...extra } } };
}

/** An orchestrator round that calls tools. */
export function tools(...uses: [string, Record<string, unknown>][]): Scripted {
  return { when: { auto: true, hasTools: true }, tool_uses: uses.map(([name, input]) => ({ name, input })) };
}

/** An orchestrator round that ends the turn with text. */
export function answer(text: string): Scripted {
  return { when: { auto: true, hasTools: true }, text };
}

export interface ModelRequest {
  body: {
    tools?: { name: string }[];
    tool_choice?: { type: string; name?: string };
    system?: { text: string }[] | string;
    messages: { role: string; content: string | { type: string; content?: string; is_error?: boolean }[] }[];
  };
}

export const isDetector = (r: ModelRequest) => r.body.tool_choice?.name === "report_intent";

/** Tool results sent back in a request (the answers to the previous round's tool calls). */
export function toolResults(r: ModelRequest): { is_error?: boolean; content?: string }[] {
  const last = r.body.messages[r.body.messages.length - 1];
  return Array.isArray(last.content) ? last.content.filter((c) => c.type === "tool_result") : [];
}

export function modelControl(baseUrl: string, userId: string) {
  return {
    async script(responses: Scripted[]): Promise<void> {
      const res = await fetch(`${baseUrl}/__fake/script`, { method: "POST", body: JSON.stringify({ match: userId, responses }) });
      if (!res.ok) throw new Error(`fake script failed: ${res.status}`);
    },
    async requests(): Promise<ModelRequest[]> {
      return (await (await fetch(`${baseUrl}/__fake/requests?match=${encodeURIComponent(userId)}`)).json()) as ModelRequest[];
    },
  };
}
