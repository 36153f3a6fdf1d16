// Shadow tips with cooldowns (advise.ts), their advisers (advisers.ts) and shapes (types.ts).

export { adviseTips, DEFAULT_TIP_SETTINGS, type KindTips } from "./advise";
export { TIP_KINDS, type TipEvent, type TipKind, type TipsMemory } from "./types";
