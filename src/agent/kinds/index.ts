import { KindRegistry } from "../kind";
import { packsKind } from "./packs";
import { retailKind } from "./retail";

// Every kind of shop Tendero runs, one line each; a kind is everything in its folder. Importing
// this module validates them all, so a broken kind stops the Worker from starting, loudly.
export const kinds = new KindRegistry([retailKind, packsKind]);
