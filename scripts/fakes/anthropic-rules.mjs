// The fake Messages API's rule-driven mode: plausible, deterministic answers for the local demo
// and the bench when a test has not scripted the call. It reads the request like a model would
// (forced tool → fill its schema; tool results → a short reply; otherwise maybe search) and
// knows nothing of Tendero beyond what the request itself says.

const STOP = new Set(["tenes", "tenés", "tienen", "hay", "precio", "cuanto", "cuánto", "cuesta", "sale", "vendes", "vendés", "quiero", "algo", "para", "como", "cómo", "alguna", "algún", "algun"]);

export function rulesAnswer(body) {
  const tools = body.tools ?? [];
  const forced = body.tool_choice?.type === "tool" ? tools.find((t) => t.name === body.tool_choice.name) : null;
  const last = body.messages[body.messages.length - 1];
  const text = customerText(last);
  if (forced) return useTool(forced.name, forcedInput(forced.input_schema, text));
  if (!tools.length) return say(summary(body));
  const results = Array.isArray(last.content) ? last.content.filter((c) => c.type === "tool_result") : [];
  if (results.length) return say(afterTools(results));
  const n = normalize(text);
  if (/descuento|rebaja|gratis|ignor|instruccion|prompt/.test(n)) return say("Perdón, eso no lo puedo hacer: los precios son los del catálogo. ¿Te ayudo con tu pedido?");
  if (tools.some((t) => t.name === "search_products") && /tenes|tienen|hay|precio|cuanto|cuesta|sale|vendes|busco/.test(n)) {
    const words = n.split(/[^a-z0-9ñ]+/).filter((w) => w.length >= 4 && !STOP.has(w));
    if (words.length) return useTool("search_products", { query: words[words.length - 1] });
  }
  // A shop that sells packs offers a tool that lists them: prices and differences come from it.
  if (tools.some((t) => t.name === "get_packs") && /pack|promo|precio|cuanto|cuesta|sale|diferencia|conviene/.test(n)) return useTool("get_packs", {});
  return say("¡Claro! Contame qué te gustaría pedir y te ayudo. 😊");
}

/** Intent-shaped schemas get a keyword classification; any other forced tool gets a minimal valid input. */
function forcedInput(schema, text) {
  const props = schema?.properties ?? {};
  if (!props.intent || !props.confidence) return minimal(schema);
  const [intent, confidence, thread, alternatives] = classify(normalize(text));
  const allowed = props.intent.enum;
  const pick = (i) => (!allowed || allowed.includes(i) ? i : allowed.includes("other") ? "other" : allowed[0]);
  const sentiment = /enojad|desastre|verguenza|nunca mas|horrible/.test(normalize(text)) ? "angry" : "neutral";
  return {
    intent: pick(intent),
    confidence,
    alternatives: alternatives.map((a) => ({ intent: pick(a), confidence: Math.max(0, confidence - 25) })),
    thread,
    sentiment: props.sentiment?.enum && !props.sentiment.enum.includes(sentiment) ? props.sentiment.enum[0] : sentiment,
  };
}

function classify(n) {
  if (/\bpersona\b|humano|encargad|operador/.test(n)) return ["handoff_request", 95, "info", []];
  if (/ignor.*instruc|system prompt|sos un|actua como/.test(n)) return ["prompt_injection", 90, "info", []];
  if (/descuento|rebaja|gratis|regal/.test(n)) return ["discount_request", 90, "order", []];
  if (/otro cliente|otra persona|de mi vecin|datos de/.test(n)) return ["other_customer_data", 88, "info", []];
  if (/(mi|el) pedido|llega|demora|estado/.test(n)) return ["order_status", 87, "info", ["complaint"]];
  if (/eso es todo|nada mas|mandamelo|cerra|termina/.test(n)) return ["checkout", 90, "order", []];
  if (/tenes|tienen|hay|precio|cuanto|cuesta|sale|vendes|busco/.test(n)) return ["product_question", 88, "mixed", ["add_items"]];
  if (/quiero|dame|agrega|sumale|poneme|traeme/.test(n)) return ["add_items", 80, "order", ["product_question"]];
  if (/gracias|genial|buenisimo/.test(n)) return ["smalltalk", 86, "info", []];
  return ["other", 70, "mixed", ["product_question", "smalltalk"]];
}

function minimal(schema) {
  if (!schema || typeof schema !== "object") return null;
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case "object":
      return Object.fromEntries((schema.required ?? []).map((k) => [k, minimal(schema.properties?.[k])]));
    case "array":
      return [];
    case "integer":
    case "number":
      return schema.minimum ?? 0;
    case "boolean":
      return false;
    default:
      return "x".repeat(Math.max(1, schema.minLength ?? 1));
  }
}

function afterTools(results) {
  const errors = results.filter((r) => r.is_error);
  if (errors.length) return "Perdón, eso no lo pude hacer. ¿Probamos de otra forma?";
  const data = results.map((r) => safeJson(typeof r.content === "string" ? r.content : (r.content ?? []).map((c) => c.text ?? "").join("")));
  const products = data.flatMap((d) => d?.products ?? []);
  if (products.length) return `Tenemos ${products.slice(0, 4).map((p) => p.name).join(", ")}. ¿Cuál te agrego?`;
  const packs = data.flatMap((d) => d?.packs ?? []);
  if (packs.length) return `Tenemos ${packs.map((p) => `${p.units} por ${pesos(p.price)}`).join(", ")}. ¿Cuál te conviene?`;
  if (data.some((d) => d?.added)) return "Listo, lo sumé al carrito. ¿Algo más?";
  return "¡Listo! ¿Te ayudo con algo más?";
}

function summary(body) {
  const lines = body.messages.map((m) => customerText(m)).join(" ").replace(/\s+/g, " ");
  return `Resumen de la conversación: ${lines.slice(0, 600)}`;
}

/** The customer's words: inside <mensaje_cliente> when the prompt marks them, else the whole text. */
function customerText(message) {
  const raw = typeof message.content === "string" ? message.content : message.content.map((c) => c.text ?? "").join("\n");
  const tagged = /<mensaje_cliente>([\s\S]*?)<\/mensaje_cliente>/.exec(raw);
  return tagged ? tagged[1] : raw;
}

/** Minor units as the shop writes them: 38900000 → "$389.000". */
function pesos(minor) {
  return `$${Math.round(minor / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ".")}`;
}

function normalize(s) {
  return s.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "");
}

function safeJson(s) {
  try {
    return JSON.parse(s);
  } catch {
    return null;
  }
}

const say = (text) => ({ content: [{ type: "text", text }], stop_reason: "end_turn" });
const useTool = (name, input) => ({ content: [{ type: "tool_use", id: `toolu_rule${Math.random().toString(36).slice(2, 14)}`, name, input }], stop_reason: "tool_use" });
