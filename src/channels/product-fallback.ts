import { shortenAtWord, type OutboundMessage, type ProductItem } from "../lib/messages";

// Product messages need a Meta catalog connected to the shop's number. Without one (and on
// providers that cannot send them) the same products go as an interactive list: row titles of
// at most 24 characters and descriptions of at most 72, shortened at word boundaries.

type ListMessage = Extract<OutboundMessage, { type: "list" }>;
type ProductMessage = Extract<OutboundMessage, { type: "product" | "product_list" }>;

const MAX_ROWS = 10;
const LIST_BODY = 4096;

function row(item: ProductItem, section?: string): ListMessage["rows"][number] {
  const title = shortenAtWord(item.title, 24);
  // A shortened name is given whole in the description, before what the description said.
  const described = title === item.title ? item.description : [item.title, item.description].filter(Boolean).join(" · ");
  return { id: item.id, title, description: described ? shortenAtWord(described, 72) : undefined, section: section ? shortenAtWord(section, 24) : undefined };
}

/** A list's rows grouped into sections: consecutive rows of one title share one; untitled ones are "Opciones". */
export function listSections(rows: ListMessage["rows"]): { title: string; rows: { id: string; title: string; description?: string }[] }[] {
  const sections: { title: string; rows: { id: string; title: string; description?: string }[] }[] = [];
  for (const { section, ...r } of rows) {
    const title = section ?? "Opciones";
    if (sections[sections.length - 1]?.title !== title) sections.push({ title, rows: [] });
    sections[sections.length - 1]!.rows.push(r);
  }
  return sections;
}

/** The products as an interactive list: the first ten as rows, any others named in the body. */
export function productsAsList(message: ProductMessage): ListMessage {
  if (message.type === "product") return { type: "list", text: message.text, button: "Ver producto", rows: [row(message.item)] };
  const seen = new Set<string>();
  const rows: ListMessage["rows"] = [];
  const rest: string[] = [];
  for (const section of message.sections) {
    for (const item of section.items) {
      if (seen.has(item.id)) continue; // WhatsApp refuses a list with two rows of one id
      seen.add(item.id);
      if (rows.length < MAX_ROWS) rows.push(row(item, message.sections.length > 1 ? section.title : undefined));
      else rest.push(item.title);
    }
  }
  const room = LIST_BODY - message.text.length - 2;
  const text = rest.length ? `${message.text}\n\n${shortenAtWord(`También tenemos: ${rest.join(", ")}.`, room)}` : message.text;
  return { type: "list", header: message.header, text, button: message.button, rows };
}
