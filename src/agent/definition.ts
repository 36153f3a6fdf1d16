import { z } from "zod";

// An agent is data: states, the tools each state allows, the transitions, required fields,
// handoff policy, thresholds, timers and prompts. The engine enforces it in code; the model
// (when there is one) only ever sees what the current state allows.

const TimerSpecSchema = z.object({
  /** Unique per definition; also the timer row id in the actor. */
  id: z.string().regex(/^[a-z0-9_]+$/),
  /** Armed when the conversation is in this state; cancelled when it leaves or the customer writes. */
  state: z.string(),
  afterMs: z.number().int().positive(),
  /** What the engine does when it fires (interpreted by the kind). */
  action: z.string(),
  /** Arm only when this condition holds (interpreted by the kind), e.g. "cart_not_empty". */
  when: z.string().optional(),
  /**
   * Key of the workspace's approved WhatsApp template (profile.templates) used when the 24 h
   * window has closed. A timer that messages the customer without one is skipped outside it.
   */
  template: z.string().optional(),
});

export const AgentDefinitionSchema = z.object({
  id: z.string(),
  name: z.string(),
  initialState: z.string(),
  states: z.record(
    z.string(),
    z.object({
      description: z.string(),
      tools: z.array(z.string()),
      transitions: z.array(z.string()),
      /** The agent does not answer in this state (a person is in charge). */
      silent: z.boolean().default(false),
      /** Conditions (interpreted by the kind) that must hold to enter this state. */
      requires: z.array(z.string()).default([]),
    }),
  ),
  requiredFields: z.object({
    always: z.array(z.string()),
    delivery: z.array(z.string()).default([]),
    optional: z.array(z.string()).default([]),
  }),
  handoff: z.object({
    state: z.string(),
    consecutiveToolErrors: z.number().int().positive().default(2),
    onStrongAnger: z.boolean().default(true),
  }),
  thresholds: z
    .object({ proceed: z.number().int(), reanalyse: z.number().int(), clarify: z.number().int() })
    .refine((t) => t.proceed > t.reanalyse && t.reanalyse > t.clarify, "thresholds must satisfy proceed > reanalyse > clarify"),
  confirmationTtlMs: z.number().int().positive(),
  timers: z.array(TimerSpecSchema).default([]),
  prompts: z.object({ persona: z.string(), rules: z.array(z.string()) }),
});

export type AgentDefinitionInput = z.input<typeof AgentDefinitionSchema>;
export type AgentDefinition = z.output<typeof AgentDefinitionSchema>;
export type TimerSpec = AgentDefinition["timers"][number];

export class InvalidDefinitionError extends Error {
  constructor(definitionId: string, problems: string[]) {
    super(`Invalid agent definition "${definitionId}": ${problems.join("; ")}`);
    this.name = "InvalidDefinitionError";
  }
}

/**
 * Parses and cross-checks a definition: every state, tool, transition and timer it names must
 * exist. Throws an error naming each bad reference, so a broken definition fails at start-up.
 */
export function defineAgent(input: AgentDefinitionInput, knownTools: ReadonlySet<string>): AgentDefinition {
  const parsed = AgentDefinitionSchema.safeParse(input);
  const id = typeof input?.id === "string" ? input.id : "(unnamed)";
  if (!parsed.success) {
    throw new InvalidDefinitionError(id, parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  }
  const def = parsed.data;
  const problems: string[] = [];
  const states = new Set(Object.keys(def.states));
  if (!states.has(def.initialState)) problems.push(`initialState "${def.initialState}" is not a state`);
  if (!states.has(def.handoff.state)) problems.push(`handoff.state "${def.handoff.state}" is not a state`);
  for (const [name, state] of Object.entries(def.states)) {
    for (const tool of state.tools) if (!knownTools.has(tool)) problems.push(`state ${name}: unknown tool "${tool}"`);
    for (const to of state.transitions) if (!states.has(to)) problems.push(`state ${name}: transition to unknown state "${to}"`);
  }
  for (const timer of def.timers) if (!states.has(timer.state)) problems.push(`timer ${timer.id}: unknown state "${timer.state}"`);
  if (new Set(def.timers.map((t) => t.id)).size !== def.timers.length) problems.push("timer ids must be unique");
  if (problems.length) throw new InvalidDefinitionError(def.id, problems);
  return def;
}
