import type { Understanding } from "../understand/types";

export interface PolicyOutcome {
  /** True when the rules understood the message with certainty (no model needed). */
  certain: boolean;
  understanding: Understanding | null;
}
