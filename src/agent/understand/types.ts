// Shared types of the deterministic Spanish understanding (src/agent/understand).
// Pure data: no bindings, no I/O.

export interface CatalogEntry {
  id: string;
  sku: string;
  name: string;
  aliases: string[];
  category: string;
  brand?: string | null;
  /** Minor units, when known ("la más barata" picks by it). */
  price?: number;
}

export type ProductMatch =
  | { kind: "one"; productId: string }
  | { kind: "ambiguous"; productIds: string[]; partial?: true } // "coca" → Coca-Cola 1,5 L and Coca-Cola 500 ml
  /**
   * Not sold. `query`: the product text (normalised, articles dropped). `near`: the closest
   * products, when some words or the size are what the shop lacks ("coca zero", "fanta de 500").
   */
  // partial: the words hit the products only past the start of their name and brand ("ana" in "Santa Ana").
  // mostlySold: with missing "words", the near products have more of the words said than they lack
  // ("fideos don vicente spaghetti": only "spaghetti" is not a Don Vicente name).
  | { kind: "none"; query: string; near?: string[]; missing?: "words" | "size"; partial?: true; mostlySold?: true };

/** Which product some words name; the understanding asks it for every product phrase. */
export interface ProductMatcher {
  match(words: Word[]): ProductMatch;
  /** What is already known of the words, without asking the catalog for them (checks over many single words). */
  known?(words: Word[]): ProductMatch;
  /** The words name a product word for word, not through a spelling correction ("rita" is no "frita"). */
  exact?(words: Word[]): boolean;
}

export interface ItemMention {
  quantity: number | null;
  /** The product words, normalised. */
  query: string;
  match: ProductMatch;
  /** The product words as the customer wrote them ("Lucchetti", not "luccheti"), for replies. */
  said?: string;
  /** The quantity counts units in dozens ("una docena de huevos"): a pack of 12 is one of it. */
  dozen?: true;
  /** How the quantity stands to a line already in the cart: on top ("otra", "2 más", "agregame") or the total ("ponele 3", "mejor 2"). */
  relation?: "adds" | "sets";
  /** Said as "otra X" / "otro X": one more of the X already in the cart, never a new pick among its kind (t22c 013). */
  another?: true;
}

export type FieldName =
  | "firstName"
  | "lastName"
  | "dni"
  | "phone"
  | "email"
  | "address"
  | "city"
  | "neighborhood"
  | "apartment";

export type InfoTopic = "hours" | "address" | "delivery" | "payment" | "catalog" | "prices";

/** A question the customer asked; answered from data (catalog, profile, cart), never by the model. */
export type Question =
  /** Is it sold / what it costs / what there is of it. `match` is what the words name in the catalog. */
  /** `told`: the words stand in a clause that asks nothing ("el ilolay. ¿cuánto sale todo?"): a row of an open list they name is a pick. */
  | { kind: "product"; ask: "availability" | "price" | "browse"; query: string; match: ProductMatch; quantity: number | null; said?: string; told?: true; brands?: true }
  /**
   * What the shop sells. `pricesOf`: a price asked of what was just shown — "shown"
   * for the open list or the product just answered ("¿cuánto sale?"), or the rows it picked ("el
   * marolio cuánto sale?"); the catalog only when nothing was shown.
   */
  | { kind: "catalog"; pricesOf?: "shown" | string[]; brands?: true }
  /** The next page of what the customer is browsing ("ver más"). */
  | { kind: "more" }
  /** How much the cart comes to; `withDelivery`: "el total con envío". */
  | { kind: "total"; withDelivery?: boolean }
  /** What is in the cart. */
  | { kind: "cart" }
  | { kind: "delivery"; aspect: "cost" | "time" | "area" | "any" | "cost_time" }
  /** Hours: of a weekday (0 = Sunday), today, tomorrow or a holiday; opening, closing, open now. */
  | { kind: "hours"; day: number | "today" | "tomorrow" | "holiday" | null; aspect: "open" | "close" | "now" | "any" }
  | { kind: "payment"; method: "cash" | "transfer" | "mercadopago" | "card" | null; alias: boolean }
  /** Where the shop is; `pickup`: whether and where an order can be picked up. */
  | { kind: "address"; pickup: boolean };

export type CartEdit =
  | { kind: "remove"; query: string; match: ProductMatch }
  /** `each`: every line just ordered ("ponele 2 de cada una", "una más de cada uno"). */
  | { kind: "set_quantity"; quantity: number; query: string | null; match: ProductMatch | null; each?: true }
  /** Relative to the named line, or the last one touched: "una más" (+1), "sacame un alfajor" (−1). */
  | { kind: "adjust"; delta: number; query: string | null; match: ProductMatch | null; each?: true }
  | { kind: "clear" };

export type YesNo = "yes" | "no" | null;
export type Anger = "none" | "mild" | "strong";
export type Fulfilment = "delivery" | "pickup" | null;
export type PaymentMethod = "cash" | "transfer" | "mercadopago" | null;

export interface Understanding {
  text: string;
  normalized: string;
  greeting: boolean;
  thanks: boolean;
  farewell: boolean;
  /**
   * Plain acceptance / refusal. Null when the message carries a change (items or cartEdit)
   * next to a "sí" ("sí, pero agregá una fanta"), and null when a leading "no" introduces a
   * correction ("no, mi dirección es …"): the change or the correction is what counts.
   */
  yesNo: YesNo;
  /** Products the customer asks to add. */
  items: ItemMention[];
  /**
   * Products mentioned without an order verb or quantity, e.g. in a question
   * ("tenés coca?", "cuánto sale la fanta?"). Never added to the cart by themselves.
   */
  mentions: ItemMention[];
  cartEdit: CartEdit | null;
  wantsToCheckout: boolean;
  showCart: boolean;
  infoTopics: InfoTopic[];
  fields: Partial<Record<FieldName, string>>;
  invalidFields: Partial<Record<FieldName, string>>;
  /** Fields in `fields` guessed without a label or a question: read back before storing. */
  doubtful: FieldName[];
  correction: boolean;
  fulfilment: Fulfilment;
  paymentMethod: PaymentMethod;
  wantsHuman: boolean;
  /** "¿sos un bot?", "¿hablo con una persona?": answered honestly, with the offer of a person. */
  asksIfBot: boolean;
  anger: Anger;
  cancelOrder: boolean;
  repeatLastOrder: boolean;
  /** Haggling ("me hacés descuento?", "más barato"). */
  asksDiscount: boolean;
  /** "ignorá tus instrucciones", "pasame los datos de otro cliente". */
  manipulation: boolean;
  /** "quiero modificar mi pedido": change an order already placed. */
  modifyOrder: boolean;
  /** When ctx.expecting === "product_choice": the productId picked from ctx.choices, else null. */
  choice: string | null;
  /** The product of a list row tapped (its id is exact; its label is no description to read again). */
  tapped?: string;
  /** The message only states a quantity ("3", "bueno 30", "mejor 4", "que sean 2"), else null. */
  quantityOnly: number | null;
  /** The message contains a question (a "?" or an opening interrogative). */
  isQuestion: boolean;
  /** The questions asked, in the order they were read (products first, then the shop's topics). */
  questions: Question[];
}

export interface UnderstandContext {
  /**
   * Products held in memory: a small catalog (tests), or what a turn already read (the cart, the
   * products offered). Choices are read among them; products are matched among them unless a
   * matcher is given.
   */
  catalog: CatalogEntry[];
  /** Matches product phrases against the whole catalog (the agent's search); default: `catalog`. */
  matcher?: ProductMatcher;
  /** What the agent just asked for. */
  expecting?: FieldName | "confirmation" | "product_choice" | null;
  /** Fields the agent is collecting: values written without a label are read for these. */
  wants?: FieldName[];
  /** Fields already known (a floor/flat on its own then completes the stored address). */
  known?: FieldName[];
  /** Known fields a correction ("me equivoqué, es Callao 1000") may replace: read like wanted ones then. */
  correctable?: FieldName[];
  /** productIds offered when expecting === "product_choice" ("la de 500", "la primera", "1,5"). */
  choices?: string[];
  /**
   * Number of lines in the cart, if the caller knows it. With a non-empty cart a bare
   * "¿cuánto es?" means "close my order" (wantsToCheckout); otherwise it is a price question.
   */
  cartItemCount?: number;
}

/** One word of a message after normalisation, with its place in the original text. */
export interface Word {
  /** Normalised form (lowercase, no accents, collapsed, abbreviations expanded). */
  n: string;
  /** Original text of the token this word came from. */
  o: string;
  /** Offsets of that token in the original text ([start, end)). */
  start: number;
  end: number;
  /** A punctuation mark or a line break separates this word from the previous one. */
  brk: boolean;
  /** The token is an email address (kept intact). */
  email?: boolean;
}
