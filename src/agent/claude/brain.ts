import type { TurnEngine, TurnMessage } from "../engine";
import { sentence } from "../language";
import { text } from "../replies";
import type { Understanding } from "../understand/types";
import { fitBudget, recordUsage } from "./budget";
import { LlmUnavailable, llmUserId, type LlmCall, type LlmPort } from "./client";
import type { ModelHooks } from "./hooks";
import { bandOf, clarifyingQuestion, detectIntent, type Band, type Detection } from "./intent";
import { routeByIntent } from "../stack/router";
import { replyIsGrounded } from "./guard";
import { conversationFor, orchestrate, orchestratorParams } from "./orchestrator";
import { overBudgetTurn } from "./spend";

// The Claude path for a turn the rules were not certain about, the same for every kind: intent
// detector, then the band the definition's thresholds give its confidence decides between the
// orchestrator, a clarifying question and a handoff. Faults end in the rules' answer or "dame
// un momento…". What is the kind's own (state moves after a tool, code's replies) comes through
// its ModelHooks.

export interface ClaudeTrace {
  calls: LlmCall[];
  detection: Detection | null;
  band: Band | null;
  /** What the turn did: orchestrator, clarify, low_confidence, routed_by_intent, acted_by_code, handoff_request, over_budget, over_spend, fallback, wait. */
  route: string;
}

export interface ClaudeTurnInput {
  /** A fresh engine over the draft session with the real ports: what the model acts on. */
  engine: TurnEngine;
  /** The rules' (uncertain) answer, computed without side effects; the fallback. */
  rules: TurnEngine;
  understanding: Understanding | null;
  messages: TurnMessage[];
  llm: LlmPort;
  /** The kind's side of the model path. */
  hooks: ModelHooks;
}


export async function claudeTurn(input: ClaudeTurnInput): Promise<{ engine: TurnEngine; trace: ClaudeTrace }> {
  const { engine, llm } = input;
  const trace: ClaudeTrace = { calls: [], detection: null, band: null, route: "orchestrator" };
  // The explicit yes that a kind's order tool needs comes from the customer's words as the rules
  // read them, never from the model's reading.
  engine.ctx.customerSaidYes = input.understanding?.yesNo === "yes";
  // Past a spend budget the turn makes no model call (spend.ts).
  const limited = await overBudgetTurn(engine, input.rules);
  if (limited) return { engine: limited, trace: { ...trace, route: "over_spend" } };
  const deadline = Date.now() + llm.turnTimeoutMs;
  let result = engine;
  try {
    const failuresBefore = engine.session.consecutiveFailures;
    await decide(input, trace, deadline);
    // Only a turn that counted no failure resets the count (an exhausted tool loop counts one).
    if (engine.session.consecutiveFailures === failuresBefore) engine.session.consecutiveFailures = 0;
  } catch (err) {
    if (!(err instanceof LlmUnavailable)) throw err;
    console.warn(`claude turn fell back: ${err.message}`);
    result = await fallBack(input, trace);
  }
  recordUsage(result.session, trace.calls, 0);
  return { engine: result, trace };
}

async function decide(input: ClaudeTurnInput, trace: ClaudeTrace, deadline: number): Promise<void> {
  const { engine, llm, messages, hooks } = input;
  const calls = trace.calls;
  const userId = await llmUserId(`${engine.ports.workspaceId}:${engine.ctx.contact}`);

  // The biggest prompt this turn may send (re-analysis: whole history) must fit the budget.
  const budget = await fitBudget(engine, llm, () => orchestratorParams(engine, hooks, llm, null, true, conversationFor(engine, true), userId), userId, deadline, calls);
  if (!budget.fits) {
    trace.route = "over_budget";
    engine.intent("over_budget");
    engine.say(text(sentence(engine.session, "overBudget")));
    engine.requestHandoff({ trigger: "budget", reason: `El contexto (~${budget.estimate} tokens) supera el presupuesto de ${llm.tokenBudget} aun después de resumir.` });
    return;
  }

  const detection = await detectIntent(engine, messages, llm, userId, deadline, calls);
  trace.detection = detection;
  const band = bandOf(detection.confidence, engine.def.thresholds);
  trace.band = band;
  engine.intent(detection.intent);

  if (band === "handoff") {
    trace.route = "low_confidence";
    engine.requestHandoff({ trigger: "low_confidence", reason: `No entendí el mensaje (confianza ${detection.confidence}${detection.valid ? `, ${detection.intent}` : ", respuesta inválida del detector"}).` });
    return;
  }
  if (band === "clarify") {
    trace.route = "clarify";
    engine.say(text(clarifyingQuestion(detection, engine.session)));
    return;
  }
  // Confident readings that code can act on alone: no orchestrator call.
  if (band === "proceed" && detection.intent === "handoff_request") {
    trace.route = "handoff_request";
    engine.requestHandoff({ trigger: "customer_request", reason: "El cliente pidió hablar con una persona." });
    return;
  }
  // In Claude mode the detector's reading routes: an order's status or a complaint goes to the agent that takes it (support).
  if (band === "proceed" && hooks.agents && (await routeByIntent(hooks.agents, engine, messages, detection.intent))) {
    trace.route = "routed_by_intent";
    return;
  }
  if (band === "proceed" && (await hooks.actOn?.(engine, detection.intent))) {
    trace.route = "acted_by_code";
    return;
  }

  const outcome = await orchestrate(engine, hooks, llm, detection, band === "reanalyse", userId, deadline, calls);
  if (outcome.kind === "handoff") return;
  if (outcome.kind === "exhausted") {
    trace.route = "exhausted";
    await hooks.recap(engine);
    countFailure(engine, "El modelo no terminó en las rondas permitidas.");
    return;
  }
  // An amount, currency, payment destination, link or name code does not know never reaches the customer (guard.ts).
  if (outcome.text && (await replyIsGrounded(engine, outcome.text, outcome.outcomes))) engine.say(text(outcome.text));
  else if (outcome.text) {
    // An amount, payment detail or product the model made up never reaches the customer: code says it instead.
    await hooks.recap(engine);
  } else if (!engine.replies.length) await hooks.recap(engine);
  await hooks.afterTools?.(engine, outcome.outcomes);
}

/** After the bounded retries: keep what tools already did, else the rules' answer, else wait. */
async function fallBack(input: ClaudeTurnInput, trace: ClaudeTrace): Promise<TurnEngine> {
  const { engine, rules, hooks } = input;
  if (engine.outcomes.some((o) => o.ok && o.name !== "get_commerce_profile")) {
    trace.route = "fallback_after_tools";
    await hooks.recap(engine);
    countFailure(engine, "El modelo dejó de responder a mitad del turno.");
    return engine;
  }
  if (!rules.intents.includes("fallback") && rules.replies.length) {
    trace.route = "fallback";
    return rules;
  }
  trace.route = "wait";
  countFailure(engine, "El modelo no respondió a tiempo dos veces seguidas.", sentence(engine.session, "waitAMoment"));
  return engine;
}

/** Two failures in a row hand off; the first one just asks for a moment. */
function countFailure(engine: TurnEngine, reason: string, say?: string): void {
  engine.session.consecutiveFailures += 1;
  if (engine.session.consecutiveFailures >= 2) engine.requestHandoff({ trigger: "llm_failure", reason });
  else if (say) engine.say(text(say));
}
