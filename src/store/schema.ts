import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

// Shared state (D1). Per-conversation state lives in each ConversationActor's own SQLite.
// Money columns are integer minor units (cents); never REAL.

const createdAt = () => integer("created_at").notNull();

export const workspaces = sqliteTable("workspaces", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  definition: text("definition").notNull().default("retail"),
  currency: text("currency").notNull().default("ARS"),
  timezone: text("timezone").notNull().default("America/Argentina/Buenos_Aires"),
  /** JSON: CommerceProfile (hours, address, delivery rules, payment methods, templates). */
  profile: text("profile").notNull(),
  createdAt: createdAt(),
});

/**
 * The people who use a workspace's console (migration 0006). The owner is the bootstrap token of
 * OPERATOR_TOKENS (id "owner", no hash); staff get a token shown once, stored as its SHA-256.
 * Never deleted: revoked rows keep naming who did what.
 */
export const operators = sqliteTable(
  "operators",
  {
    workspaceId: text("workspace_id").notNull().references(() => workspaces.id),
    id: text("id").notNull(),
    name: text("name").notNull(),
    role: text("role").notNull(), // owner | staff
    tokenHash: text("token_hash"),
    createdAt: createdAt(),
    revokedAt: integer("revoked_at"),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.id] }), index("operators_id").on(t.id), check("operators_role_known", sql`${t.role} IN ('owner', 'staff')`)],
);

export const channels = sqliteTable(
  "channels",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id").notNull().references(() => workspaces.id),
    provider: text("provider").notNull(), // whatsapp | infobip
    /** WhatsApp phone_number_id, or the Infobip sender number. */
    externalId: text("external_id").notNull(),
    displayPhone: text("display_phone"),
    /** Per-channel token; null falls back to the env token, and with none the channel is a sandbox. */
    accessToken: text("access_token"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("channels_provider_external").on(t.provider, t.externalId)],
);

export const products = sqliteTable(
  "products",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id").notNull().references(() => workspaces.id),
    sku: text("sku").notNull(),
    name: text("name").notNull(),
    brand: text("brand"),
    /** JSON array of lowercase aliases ("coca", "cocas"). */
    aliases: text("aliases").notNull().default("[]"),
    category: text("category").notNull(),
    subcategory: text("subcategory"),
    description: text("description"),
    price: integer("price").notNull(),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
    /** Last change by the catalog import; null for rows written by hand (seed SQL). */
    updatedAt: integer("updated_at"),
  },
  (t) => [uniqueIndex("products_workspace_sku").on(t.workspaceId, t.sku), check("products_price_nonneg", sql`${t.price} >= 0`)],
);

/**
 * One row per ACTIVE product: its Spanish-normalised search terms (src/lib/product-text.ts),
 * written by the catalog import and reindex. migrations/0001_catalog.sql also creates the FTS5
 * table `product_search_fts` over it (external content, rowid = id) and the triggers that keep
 * it in step; drizzle cannot describe those, so they live only in the migration.
 */
export const productSearch = sqliteTable(
  "product_search",
  {
    /** Explicit INTEGER PRIMARY KEY: the FTS rowid, stable across VACUUM. */
    id: integer("id").primaryKey(),
    productId: text("product_id").notNull().references(() => products.id),
    workspaceId: text("workspace_id").notNull(),
    /** The workspace as one FTS token, so a MATCH never ranks another shop's products. */
    wsKey: text("ws_key").notNull(),
    head: text("head").notNull(),
    nameTerms: text("name_terms").notNull(),
    brandTerms: text("brand_terms").notNull(),
    extraTerms: text("extra_terms").notNull(),
  },
  (t) => [uniqueIndex("product_search_product").on(t.productId), index("product_search_workspace").on(t.workspaceId)],
);

/** The vocabulary of a workspace's active products with Spanish sound keys, for misspellings. */
export const catalogTerms = sqliteTable(
  "catalog_terms",
  {
    workspaceId: text("workspace_id").notNull(),
    term: text("term").notNull(),
    sound: text("sound").notNull(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.term] }), index("catalog_terms_sound").on(t.workspaceId, t.sound)],
);

/** Active products per category, kept by the import so listing categories never counts the catalog. */
export const catalogCategories = sqliteTable(
  "catalog_categories",
  {
    workspaceId: text("workspace_id").notNull(),
    category: text("category").notNull(),
    products: integer("products").notNull(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.category] })],
);

export const stock = sqliteTable(
  "stock",
  {
    productId: text("product_id").primaryKey().references(() => products.id),
    quantity: integer("quantity").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  // The CHECK makes a racing decrement fail the whole order batch instead of going negative.
  (t) => [check("stock_nonneg", sql`${t.quantity} >= 0`)],
);

export const customers = sqliteTable(
  "customers",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id").notNull().references(() => workspaces.id),
    contact: text("contact").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    dni: text("dni"),
    phone: text("phone"),
    email: text("email"),
    address: text("address"),
    city: text("city"),
    /** JSON: any other captured fields (neighborhood, apartment…). */
    extra: text("extra").notNull().default("{}"),
    /** Outstanding balance in minor units (fiado). */
    debt: integer("debt").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [uniqueIndex("customers_workspace_contact").on(t.workspaceId, t.contact)],
);

export const orders = sqliteTable(
  "orders",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    workspaceId: text("workspace_id").notNull().references(() => workspaces.id),
    seq: integer("seq").notNull(),
    number: text("number").notNull(),
    conversation: text("conversation").notNull(),
    customerId: text("customer_id").references(() => customers.id),
    contact: text("contact").notNull(),
    /** ORDER_STATUSES in src/lib/order-lifecycle.ts (CHECK orders_status_known). */
    status: text("status").notNull().default("confirmed"),
    /** Bumped by every status change; changes are guarded by it (one winner per version). */
    statusVersion: integer("status_version").notNull().default(1),
    fulfilment: text("fulfilment").notNull().default("pickup"), // delivery|pickup
    address: text("address"),
    /** The pin the customer shared for a delivery (migration 0005); null when only typed. */
    locationLatitude: real("location_latitude"),
    locationLongitude: real("location_longitude"),
    locationName: text("location_name"),
    locationAddress: text("location_address"),
    paymentMethod: text("payment_method"),
    notes: text("notes"),
    currency: text("currency").notNull(),
    subtotal: integer("subtotal").notNull(),
    deliveryFee: integer("delivery_fee").notNull().default(0),
    total: integer("total").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    /** Set once a cancellation has put the items back in stock, so a retried cancel does not. */
    stockReturned: integer("stock_returned", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("orders_idempotency_key").on(t.idempotencyKey),
    uniqueIndex("orders_workspace_seq").on(t.workspaceId, t.seq),
    index("orders_contact").on(t.workspaceId, t.contact),
    index("orders_workspace_status").on(t.workspaceId, t.status),
    index("orders_workspace_created").on(t.workspaceId, t.createdAt),
    check("orders_status_known", sql`${t.status} IN ('confirmed', 'preparing', 'out_for_delivery', 'ready_for_pickup', 'delivered', 'cancelled')`),
  ],
);

/** Every status an order took, with who and when (migration 0002). */
export const orderStatusHistory = sqliteTable(
  "order_status_history",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id").notNull().references(() => orders.id),
    /** The orders.status_version this change produced; unique per order, so a change is recorded once. */
    version: integer("version").notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    changedBy: text("changed_by").notNull(), // agent | operator | system
    operatorId: text("operator_id"),
    note: text("note"),
    /** How the customer heard of it: sent | template | skipped | none; null until handed to the conversation. */
    notice: text("notice"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("order_status_history_order_version").on(t.orderId, t.version)],
);

export const orderItems = sqliteTable(
  "order_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id").notNull().references(() => orders.id),
    productId: text("product_id").notNull(),
    sku: text("sku").notNull(),
    name: text("name").notNull(),
    unitPrice: integer("unit_price").notNull(),
    quantity: integer("quantity").notNull(),
    lineTotal: integer("line_total").notNull(),
  },
  (t) => [index("order_items_order").on(t.orderId)],
);

export const outboundMessages = sqliteTable(
  "outbound_messages",
  {
    seq: integer("seq").primaryKey({ autoIncrement: true }),
    /** The actor's outbox id: the idempotency key of a send. */
    id: text("id").notNull(),
    workspaceId: text("workspace_id").notNull(),
    conversation: text("conversation").notNull(),
    channelId: text("channel_id").notNull(),
    provider: text("provider").notNull(), // whatsapp | infobip | sandbox
    toContact: text("to_contact").notNull(),
    author: text("author").notNull().default("agent"), // agent | operator | system
    /** JSON OutboundMessage as rendered for the customer. */
    body: text("body").notNull(),
    status: text("status").notNull(), // sending|sent|delivered|read|failed
    providerMessageId: text("provider_message_id"),
    errorCode: text("error_code"),
    errorDetail: text("error_detail"),
    attempts: integer("attempts").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("outbound_messages_id").on(t.id),
    index("outbound_messages_to").on(t.toContact),
    index("outbound_messages_provider_id").on(t.providerMessageId),
  ],
);

export const handoffRequests = sqliteTable(
  "handoff_requests",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id").notNull(),
    conversation: text("conversation").notNull(),
    contact: text("contact").notNull(),
    trigger: text("trigger").notNull(),
    reason: text("reason").notNull(),
    /** JSON HandoffContext: state, cart summary, last messages, customer, pending issue. */
    context: text("context").notNull(),
    status: text("status").notNull().default("pending"), // pending|assigned|resolved
    operatorId: text("operator_id"),
    resolution: text("resolution"),
    createdAt: createdAt(),
    assignedAt: integer("assigned_at"),
    resolvedAt: integer("resolved_at"),
  },
  (t) => [index("handoff_requests_ws_status").on(t.workspaceId, t.status)],
);

export const turnAudit = sqliteTable(
  "turn_audit",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id").notNull(),
    conversation: text("conversation").notNull(),
    kind: text("kind").notNull(), // turn | timer | llm_call
    stateBefore: text("state_before"),
    stateAfter: text("state_after"),
    intent: text("intent"),
    confidence: integer("confidence"),
    /** JSON array of tool calls: name, ok, error. */
    tools: text("tools").notNull().default("[]"),
    model: text("model"),
    inputTokens: integer("input_tokens").notNull().default(0),
    outputTokens: integer("output_tokens").notNull().default(0),
    cacheWriteTokens: integer("cache_write_tokens").notNull().default(0),
    cacheReadTokens: integer("cache_read_tokens").notNull().default(0),
    latencyMs: integer("latency_ms").notNull().default(0),
    detail: text("detail"),
    createdAt: createdAt(),
  },
  (t) => [
    index("turn_audit_conversation").on(t.conversation),
    // migrations/0003_security.sql: the spend budgets' sums (src/store/usage.ts).
    index("turn_audit_spend_conversation").on(t.conversation, t.kind, t.createdAt),
    index("turn_audit_spend_workspace").on(t.workspaceId, t.kind, t.createdAt),
  ],
);

/** Authentic webhook payloads we could not parse: kept for a person to look at, then acknowledged. */
export const webhookRejects = sqliteTable("webhook_rejects", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  provider: text("provider").notNull(),
  reason: text("reason").notNull(),
  body: text("body").notNull(),
  createdAt: createdAt(),
});

/**
 * WhatsApp Coexistence webhooks (migration 0004): owner's messages from the Business app ('echo'),
 * shared chat history ('history', one row per thread part) and contact changes ('app_state').
 */
export const whatsappEvents = sqliteTable(
  "whatsapp_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind").notNull(), // echo | history | app_state
    phoneNumberId: text("phone_number_id").notNull(),
    contact: text("contact"),
    /** Dedupe key within kind and number: the echo's wamid, a history part's message ids… */
    ref: text("ref").notNull(),
    /** JSON: the parsed EchoMessage, history thread part or ContactSync. */
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("whatsapp_events_ref").on(t.kind, t.phoneNumberId, t.ref), index("whatsapp_events_contact").on(t.phoneNumberId, t.contact)],
);
