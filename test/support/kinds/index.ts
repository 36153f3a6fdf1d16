import { KindRegistry } from "../../../src/agent/kind";
import { kinds } from "../../../src/agent/kinds";
import { infoKind } from "./info";

// The kinds the tests run: every real one, plus kinds that exist only to prove a kind is one
// folder and one line here (a real one is a folder under src/agent/kinds and a line there).
export const testKinds = new KindRegistry([...kinds.all(), infoKind]);
