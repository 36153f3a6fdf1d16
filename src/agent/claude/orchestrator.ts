import type { ContentBlock, ContentBlockParam, MessageCreateParamsNonStreaming, MessageParam, ToolResultBlockParam } from "@anthropic-ai/sdk/resources/messages";
import type { TurnEngine } from "../engine";
import type { ToolOutcome } from "../tools";
import { callModel, type LlmCall, type LlmPort } from "./client";
import type { ModelHooks } from "./hooks";
import type { Detection } from "./intent";
import { dynamicContext, historyMessages, staticPrefix, systemBlocks, toolsFor } from "./prompts";

// The orchestrator: a tool-use loop over the tools the FSM state allows. Every tool runs through
// TurnEngine.call, so the state gate, input validation and the error count are the engine's,
// whatever the model asks. The model's last text is the reply; transitions follow the tools, as
// the kind's hooks say (the model never moves the state itself).

export const MAX_ROUNDS = 6;
/** History entries for a confident reading; re-analysis gets the whole stored history. */
const RECENT_ENTRIES = 8;

export interface OrchestratorOutcome {
  kind: "reply" | "handoff" | "exhausted";
  text: string;
  rounds: number;
  outcomes: ToolOutcome[];
}

/** The request for one round, from the session as it is now (tools follow the current state). */
export async function orchestratorParams(engine: TurnEngine, hooks: ModelHooks, llm: LlmPort, detection: Detection | null, reanalyse: boolean, messages: MessageParam[], userId: string): Promise<MessageCreateParamsNonStreaming> {
  return {
    model: llm.orchestratorModel,
    max_tokens: 1024,
    tools: toolsFor(engine),
    system: systemBlocks(staticPrefix(engine, await engine.catalog.categories()), await dynamicContext(engine, detection, reanalyse, hooks.context?.(engine) ?? [])),
    messages,
    metadata: { user_id: userId },
  };
}

export function conversationFor(engine: TurnEngine, reanalyse: boolean): MessageParam[] {
  return historyMessages(engine.session.history, reanalyse ? engine.session.history.length : RECENT_ENTRIES);
}

export async function orchestrate(engine: TurnEngine, hooks: ModelHooks, llm: LlmPort, detection: Detection, reanalyse: boolean, userId: string, deadline: number, calls: LlmCall[]): Promise<OrchestratorOutcome> {
  const messages = conversationFor(engine, reanalyse);
  const outcomes: ToolOutcome[] = [];
  for (let round = 1; round <= MAX_ROUNDS; round++) {
    const message = await callModel(llm, await orchestratorParams(engine, hooks, llm, detection, reanalyse, messages, userId), "orchestrator", deadline, calls);
    const uses = message.content.filter((b) => b.type === "tool_use");
    const text = message.content
      .map((b) => (b.type === "text" ? b.text : ""))
      .join("\n")
      .trim();
    if (message.stop_reason !== "tool_use" || uses.length === 0) return { kind: "reply", text, rounds: round, outcomes };

    messages.push({ role: "assistant", content: message.content.map(toParam).filter((b): b is ContentBlockParam => b !== null) });
    const results: ToolResultBlockParam[] = [];
    for (const use of uses) {
      if (use.type !== "tool_use") continue;
      const outcome = await engine.call(use.name, use.input);
      outcomes.push(outcome);
      if (outcome.ok) hooks.followTool(engine, outcome.name, outcome.data);
      results.push({
        type: "tool_result",
        tool_use_id: use.id,
        content: JSON.stringify(outcome.ok ? outcome.data : { error: outcome.error, code: outcome.code }),
        ...(outcome.ok ? {} : { is_error: true }),
      });
    }
    // The engine requested a handoff (request_handoff, or the consecutive tool error limit).
    if (engine.handoff) return { kind: "handoff", text: "", rounds: round, outcomes };
    messages.push({ role: "user", content: results });
  }
  return { kind: "exhausted", text: "", rounds: MAX_ROUNDS, outcomes };
}

function toParam(b: ContentBlock): ContentBlockParam | null {
  if (b.type === "text") return { type: "text", text: b.text };
  if (b.type === "tool_use") return { type: "tool_use", id: b.id, name: b.name, input: b.input };
  return null;
}

