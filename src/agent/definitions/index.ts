import { defineAgent, type AgentDefinition } from "../definition";
import { tools } from "../tools";
import { packs } from "./packs";
import { retail } from "./retail";

// Validated when the module loads: a broken definition stops the Worker from starting, loudly.
export const definitions: Record<string, AgentDefinition> = {
  retail: defineAgent(retail, tools.names()),
  packs: defineAgent(packs, tools.names()),
};

export function definitionFor(id: string): AgentDefinition {
  return definitions[id] ?? definitions.retail;
}
