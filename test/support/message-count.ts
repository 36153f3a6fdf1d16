import { packsScenarios } from "../scenarios/packs";
import { questionScenarios } from "../scenarios/questions";
import { retailScenarios } from "../scenarios/retail";
import { hostFor, perform } from "./play";

// Message economics (issue 17.8): Meta bills every free-form message, so a turn should send one
// where one will do. Plays the scenario corpus in memory (deterministic; replies merged as the
// actor's commit merges them) and counts the messages each answered turn sent.

export interface MessageCount {
  /** Customer steps that got at least one message back. */
  turns: number;
  messages: number;
  perTurn: number;
  /** Turns that sent more than one message. */
  multi: number;
  /** The turns that sent more than one, for a look. */
  examples: string[];
}

export async function messagesPerTurn(): Promise<MessageCount> {
  let turns = 0;
  let messages = 0;
  let multi = 0;
  const examples: string[] = [];
  for (const scenario of [...retailScenarios, ...packsScenarios, ...questionScenarios]) {
    const host = hostFor(scenario);
    for (const step of scenario.turns) {
      if ("orderStatus" in step) {
        await perform(host, step);
        continue;
      }
      const before = host.sent.length;
      await perform(host, step);
      const sent = host.sent.slice(before).filter((s) => s.status === "sent").length;
      if (!sent) continue;
      turns++;
      messages += sent;
      if (sent > 1) {
        multi++;
        examples.push(`${scenario.name}: ${JSON.stringify(step)} → ${sent}`);
      }
    }
  }
  return { turns, messages, perTurn: messages / Math.max(1, turns), multi, examples };
}
