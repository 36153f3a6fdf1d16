// A stand-in for the Workers AI binding (`env.AI`) with its `run(model, input)` contract for the
// Whisper models: whisper-large-v3-turbo takes base64 `audio` (and optional language, task,
// vad_filter) and answers { text, transcription_info: { duration } }; @cf/openai/whisper takes
// `audio` as an array of bytes and answers { text }. Input of the wrong shape is refused the way
// the binding refuses it: by throwing.

export interface FakeAiCall {
  model: string;
  input: Record<string, unknown>;
  /** The audio the model received, decoded. */
  audio: Uint8Array;
}

export interface FakeAiOptions {
  text?: string;
  /** Seconds reported by whisper-large-v3-turbo; omitted when undefined. */
  duration?: number;
  delayMs?: number;
  fail?: string;
}

export function fakeAi(options: FakeAiOptions = {}) {
  const calls: FakeAiCall[] = [];
  return {
    calls,
    async run(model: string, input: Record<string, unknown>): Promise<unknown> {
      if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
      if (options.fail) throw new Error(options.fail);
      if (model === "@cf/openai/whisper-large-v3-turbo") {
        if (typeof input.audio !== "string") throw new Error("AiError: audio must be a base64 string");
        if (input.language !== undefined && typeof input.language !== "string") throw new Error("AiError: language must be a string");
        const audio = Uint8Array.from(atob(input.audio), (c) => c.charCodeAt(0));
        calls.push({ model, input, audio });
        const text = options.text ?? "";
        return { text, word_count: text.split(/\s+/).filter(Boolean).length, ...(options.duration !== undefined ? { transcription_info: { language: "es", duration: options.duration } } : {}) };
      }
      if (model === "@cf/openai/whisper") {
        if (!Array.isArray(input.audio) || input.audio.some((b) => typeof b !== "number" || b < 0 || b > 255)) throw new Error("AiError: audio must be an array of bytes");
        calls.push({ model, input, audio: Uint8Array.from(input.audio as number[]) });
        return { text: options.text ?? "" };
      }
      throw new Error(`AiError: No such model ${model}`);
    },
  };
}
