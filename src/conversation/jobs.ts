import { runJob, type Job, type TurnResult } from "../agent/job";
import { UnknownKindError, type AgentKind } from "../agent/kind";
import { kinds } from "../agent/kinds";
import type { AgentPorts } from "../agent/ports";
import type { Session } from "../agent/session";
import { backoffMs, type BackoffPolicy } from "../lib/backoff";
import { mergeReplies, type OutboundMessage } from "../lib/messages";
import { settings } from "../settings";
import { buildPorts, loadWorkspace } from "./agent-wiring";
import { chaosShouldFail } from "./chaos";
import type { ConversationContext } from "./context";
import type { OperatorEvent } from "./protocol";
import { cartView } from "./snapshot";
import type { Workspace } from "../store/profile";

// The one job pipeline. A batch of customer messages and a due follow-up are both a job: the
// agent runs it over ports on a copy of the session (agent/job.ts), and this module commits the
// result in one transaction — session, replies (outbox and journal), audit, handoff, timers —
// with one retry policy, one chaos hook and one audit writer. Jobs run one at a time.
//
// No lost updates: a job remembers the state's version when it starts; if an operator command
// changed the session, control or handoff while it awaited I/O (catalog, D1, the model), its
// commit finds a new version, writes nothing, and the job is redone on the fresh state. So a
// reply prepared before a takeover is never sent and a reset is never undone.

/** A job failing this many times in a row gives up (messages: a person takes over). */
export const MAX_JOB_ATTEMPTS = 6;
/** Redone at once at most this many times when its state changed under it; then retried later. */
const MAX_REDOS = 3;

/** What a job loads before it runs: the workspace, its kind and the agent's ports. */
export interface Loaded {
  workspace: Workspace;
  kind: AgentKind;
  ports: AgentPorts;
}

/** One job as the pipeline runs it; the messages and timer modules build these. */
export interface JobRun {
  key: string;
  /** How retries of this job are spaced. */
  retry: BackoffPolicy;
  /** I/O the job needs before it runs (a voice note's transcription); redone jobs find it done. */
  before?(loaded: Loaded): Promise<void>;
  /** Prepares the next attempt, on the state as it is now: the agent job to run, or a reason not to. */
  prepare(loaded: Loaded): { job: Job; session: Session; silent: boolean } | { skip: string };
  /** Inside the commit transaction, before the shared writes; may refuse the result ("drop"). */
  commit(loaded: Loaded, result: TurnResult, tx: CommitWriter): "commit" | "drop";
  /** Nothing to run after all: prepare said skip (inside a transaction). */
  skipped(loaded: Loaded, reason: string, events: OperatorEvent[]): void;
  /** A failed attempt that will be retried at `when`. */
  retryAt(when: number): void;
  /** Every attempt failed, or the workspace names no known kind. */
  gaveUp(err: unknown, loaded: Loaded | null, events: OperatorEvent[]): void;
}

/** The shared writes of a commit, offered to the job's own commit step. */
export interface CommitWriter {
  readonly now: number;
  readonly events: OperatorEvent[];
  /** Replace what is sent (a template outside the 24 h window). */
  outbound: OutboundMessage[];
  /** Audit kind and extra detail for the turn_audit row. */
  audit: { kind: "turn" | "timer"; detail: string | null };
}

export class JobPipeline {
  private chain: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly ctx: ConversationContext,
    /** After a commit: tell sockets and the inbox, send the replies, apply effects, rearm. */
    private readonly settle: (events: OperatorEvent[]) => Promise<void>,
    /** Writes a handoff request inside the commit (status pending, effect, escalation timer). */
    private readonly openHandoff: (request: NonNullable<TurnResult["handoff"]>, id: string, now: number, events: OperatorEvent[], workspace: Workspace) => void,
  ) {}

  /** Runs jobs one at a time, in the order they were asked for. */
  serial<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.chain.then(fn);
    this.chain = run.catch(() => undefined);
    return run;
  }

  /** Loads the workspace and its kind; an unknown kind is a configuration error (never a fallback). */
  async load(): Promise<Loaded> {
    const { state } = this.ctx;
    const env = this.ctx.env();
    const identity = state.identity();
    if (!identity) throw new Error("conversation has no identity yet");
    const workspace = await loadWorkspace(env, identity.workspaceId);
    const kind = kinds.get(workspace.definition);
    if (state.kindId() !== kind.id) state.setKindId(kind.id);
    const ports = buildPorts(env, workspace, state.name(), { now: () => state.now() });
    return { workspace, kind, ports };
  }

  /** Runs one job to its end: attempts, redo on a stale state, the commit. */
  async execute(run: JobRun): Promise<void> {
    const { state } = this.ctx;
    const attempt = state.attempts(run.key);
    state.setAttempts(run.key, attempt + 1); // counted before running: a crash counts too
    let loaded: Loaded | null = null;
    for (let redo = 0; ; redo++) {
      const version = state.version();
      let result: TurnResult;
      try {
        loaded = await this.load();
        await run.before?.(loaded);
        const prepared = run.prepare(loaded);
        if ("skip" in prepared) return this.finish(run, (events) => run.skipped(loaded!, prepared.skip, events));
        result = await runJob(loaded.kind, prepared.session, prepared.job, loaded.ports, { silent: prepared.silent });
        // Chaos testing: fail after every side effect of the job (an order write) and before the commit.
        if (await chaosShouldFail(settings(this.ctx.env()).chaosTurnFailureRate, run.key, attempt)) throw new Error("chaos: job failed after its side effects, before the commit");
      } catch (err) {
        if (err instanceof UnknownKindError) {
          console.error(`conversation ${state.name()}: ${err.message}; a person takes over`);
          return this.finish(run, (events) => run.gaveUp(err, null, events));
        }
        console.error(`job ${run.key} attempt ${attempt + 1} failed:`, (err as Error).stack ?? err);
        if (attempt + 1 < MAX_JOB_ATTEMPTS) {
          // The same key is redone later: no duplicate order (orders are keyed by it), no duplicate reply.
          state.transaction(() => run.retryAt(state.now() + backoffMs(attempt, run.retry)));
          await state.alarms.rearm();
          return;
        }
        return this.finish(run, (events) => run.gaveUp(err, loaded, events));
      }
      const outcome = this.commit(run, loaded, result, version);
      if (outcome.status === "stale") {
        if (redo < MAX_REDOS) continue;
        state.transaction(() => run.retryAt(state.now() + 1000));
        await state.alarms.rearm();
        return;
      }
      await this.settle(outcome.events);
      // Committed: an order it placed or cancelled reaches open boards now, not on their next poll.
      if (outcome.ordersChanged) this.ctx.notify.orders();
      return;
    }
  }

  /** A job ended without a commit of its own: its closing writes, then the usual settling. */
  private async finish(run: JobRun, write: (events: OperatorEvent[]) => void): Promise<void> {
    const { state } = this.ctx;
    const events: OperatorEvent[] = [];
    state.transaction(() => {
      state.setAttempts(run.key, 0);
      write(events);
    });
    await this.settle(events);
  }

  private commit(run: JobRun, loaded: Loaded, result: TurnResult, version: number): { status: "stale" | "done"; events: OperatorEvent[]; ordersChanged: boolean } {
    const { state } = this.ctx;
    const now = state.now();
    const tx: CommitWriter = { now, events: [], outbound: result.replies, audit: { kind: "turn", detail: null } };
    let written = false;
    const status = state.transaction(() => {
      if (state.version() !== version) return "stale" as const;
      state.setAttempts(run.key, 0);
      if (run.commit(loaded, result, tx) === "drop") return "done" as const;
      this.writeResult(loaded, run.key, result, tx);
      written = true;
      return "done" as const;
    });
    return { status, events: tx.events, ordersChanged: written && result.changed.includes("order") };
  }

  /** The writes every committed job makes (inside the commit transaction). */
  private writeResult(loaded: Loaded, key: string, result: TurnResult, tx: CommitWriter): void {
    const { state } = this.ctx;
    const identity = state.identity()!;
    const conversation = state.name();
    const { now, events } = tx;
    state.saveSession(result.session);
    tx.outbound = mergeReplies(tx.outbound); // one message where one will do (Meta bills each)
    tx.outbound.forEach((message, i) => events.push({ type: "message", message: state.queueReply(`${key}/${i}`, "agent", message, now) }));
    if (result.stateBefore !== result.session.state) events.push({ type: "state", state: result.session.state, previous: result.stateBefore, label: loaded.kind.stateLabels[result.session.state] });
    if (result.changed.includes("cart")) events.push({ type: "cart", cart: cartView(result.session) });
    if (result.changed.includes("agents")) events.push({ type: "agents", agents: result.session.agents ?? null }); // agent stack: the console's context, live
    state.effects.audit({
      id: key,
      workspaceId: identity.workspaceId,
      conversation,
      kind: tx.audit.kind,
      stateBefore: result.stateBefore,
      stateAfter: result.session.state,
      intent: result.intent,
      tools: result.tools,
      // The agents that tried the batch (src/agent/stack/), when the kind routes between agents.
      detail: tx.audit.detail ?? (result.agents.length ? `agents: ${result.agents.join(" > ")}` : null),
      confidence: result.confidence,
      createdAt: now,
    });
    // One row per model call (Claude mode): tokens, cache use, latency and model, for cost and tuning.
    result.llmCalls.forEach((call, i) =>
      state.effects.audit({
        id: `${key}/llm/${i}`,
        workspaceId: identity.workspaceId,
        conversation,
        kind: "llm_call",
        intent: result.intent,
        confidence: result.confidence,
        model: call.model,
        inputTokens: call.inputTokens,
        outputTokens: call.outputTokens,
        cacheWriteTokens: call.cacheWriteTokens,
        cacheReadTokens: call.cacheReadTokens,
        latencyMs: call.latencyMs,
        detail: call.ok ? call.purpose : `${call.purpose} failed: ${call.error}`,
        createdAt: now,
      }),
    );
    if (result.handoff) this.openHandoff(result.handoff, `h:${key}`, now, events, loaded.workspace);
  }
}
