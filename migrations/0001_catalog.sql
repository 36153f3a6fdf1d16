-- Catalog import and search (issue 13). Hand-written; src/store/schema.ts mirrors the tables
-- (drizzle cannot describe the FTS5 table or its triggers, so those live only here).

-- Products carry a subcategory (searched, exported) and when the import last changed them.
ALTER TABLE `products` ADD `subcategory` text;--> statement-breakpoint
ALTER TABLE `products` ADD `updated_at` integer;--> statement-breakpoint

-- One row per ACTIVE product: its Spanish-normalised search terms (src/lib/product-text.ts),
-- written by the import and the reindex. `id` is an explicit INTEGER PRIMARY KEY so the FTS
-- rowids stay stable (an implicit rowid may be renumbered by VACUUM).
CREATE TABLE `product_search` (
	`id` integer PRIMARY KEY NOT NULL,
	`product_id` text NOT NULL,
	`workspace_id` text NOT NULL,
	`ws_key` text NOT NULL,
	`head` text NOT NULL,
	`name_terms` text NOT NULL,
	`brand_terms` text NOT NULL,
	`extra_terms` text NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action
);--> statement-breakpoint
CREATE UNIQUE INDEX `product_search_product` ON `product_search` (`product_id`);--> statement-breakpoint
CREATE INDEX `product_search_workspace` ON `product_search` (`workspace_id`);--> statement-breakpoint

-- The full-text index over product_search (external content: it stores only the index).
-- `ws_key` is the workspace as a single token, so a query never ranks another shop's products.
CREATE VIRTUAL TABLE `product_search_fts` USING fts5(
	ws_key, head, name_terms, brand_terms, extra_terms,
	content='product_search', content_rowid='id', tokenize='unicode61 remove_diacritics 0'
);--> statement-breakpoint
CREATE TRIGGER `product_search_ai` AFTER INSERT ON `product_search` BEGIN
	INSERT INTO product_search_fts (rowid, ws_key, head, name_terms, brand_terms, extra_terms)
	VALUES (new.id, new.ws_key, new.head, new.name_terms, new.brand_terms, new.extra_terms);
END;--> statement-breakpoint
CREATE TRIGGER `product_search_ad` AFTER DELETE ON `product_search` BEGIN
	INSERT INTO product_search_fts (product_search_fts, rowid, ws_key, head, name_terms, brand_terms, extra_terms)
	VALUES ('delete', old.id, old.ws_key, old.head, old.name_terms, old.brand_terms, old.extra_terms);
END;--> statement-breakpoint
CREATE TRIGGER `product_search_au` AFTER UPDATE ON `product_search` BEGIN
	INSERT INTO product_search_fts (product_search_fts, rowid, ws_key, head, name_terms, brand_terms, extra_terms)
	VALUES ('delete', old.id, old.ws_key, old.head, old.name_terms, old.brand_terms, old.extra_terms);
	INSERT INTO product_search_fts (rowid, ws_key, head, name_terms, brand_terms, extra_terms)
	VALUES (new.id, new.ws_key, new.head, new.name_terms, new.brand_terms, new.extra_terms);
END;--> statement-breakpoint

-- Every search term of a workspace's active products with its Spanish sound key: the
-- vocabulary a misspelt word is corrected against, read by index (never the whole catalog).
CREATE TABLE `catalog_terms` (
	`workspace_id` text NOT NULL,
	`term` text NOT NULL,
	`sound` text NOT NULL,
	PRIMARY KEY(`workspace_id`, `term`)
);--> statement-breakpoint
CREATE INDEX `catalog_terms_sound` ON `catalog_terms` (`workspace_id`,`sound`);--> statement-breakpoint

-- Active products per category, so "what do you sell?" never counts the catalog.
CREATE TABLE `catalog_categories` (
	`workspace_id` text NOT NULL,
	`category` text NOT NULL,
	`products` integer NOT NULL,
	PRIMARY KEY(`workspace_id`, `category`)
);
