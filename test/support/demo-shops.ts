import SEED from "../../scripts/seed/demo.sql?raw";
import { parseSeed, type ShopData } from "./seed";

// The demo seed's shops, read from scripts/seed/demo.sql (imported as text by Vite).

/** The kiosk ("Kiosco Don Tito", retail). */
export const DEMO: ShopData = parseSeed(SEED, "demo");
/** The mattress shop ("Colchones Sueño Pleno", packs). */
export const PACKS: ShopData = parseSeed(SEED, "packs");
