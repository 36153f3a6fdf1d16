import type { AgentPorts } from "./ports";

// A dry run of the rules: the same turn on a copy of the session whose ports refuse writes, so a
// caller can see what the rules would do before letting them do it (Claude mode decides whether
// the model is needed; a turn while a person is awaited decides whether the rules understood).

/** Thrown by the write-barred ports of a dry run: the rules wanted to write, so they acted. */
export class WriteBarred extends Error {}

/** The ports with every write refused (reads still answer). */
export function withoutWrites(ports: AgentPorts): AgentPorts {
  const barred = () => Promise.reject(new WriteBarred("dry run: writes are barred"));
  return {
    ...ports,
    orders: { get: (n) => ports.orders.get(n), history: (c, l) => ports.orders.history(c, l), create: barred, cancel: barred },
    customers: { get: (c) => ports.customers.get(c), upsert: barred },
  };
}
