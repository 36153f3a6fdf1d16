-- Orders get a lifecycle (src/lib/order-lifecycle.ts):
--   confirmed → preparing → out_for_delivery | ready_for_pickup → delivered, cancelled before delivered.
-- The orders table (and order_items, which points at it) is rebuilt (SQLite cannot change a column's default nor add a CHECK in place)
-- with a status_version that every change bumps: changes are guarded by it, so two operators
-- moving the same order at once cannot both win. Every change is a row of order_status_history.
-- Hand-written (see BRIEF): keep src/store/schema.ts in sync.

-- Checked again at commit, once both tables are rebuilt.
PRAGMA defer_foreign_keys = on;

CREATE TABLE `orders_new` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`workspace_id` text NOT NULL,
	`seq` integer NOT NULL,
	`number` text NOT NULL,
	`conversation` text NOT NULL,
	`customer_id` text,
	`contact` text NOT NULL,
	`status` text DEFAULT 'confirmed' NOT NULL,
	`status_version` integer DEFAULT 1 NOT NULL,
	`fulfilment` text DEFAULT 'pickup' NOT NULL,
	`address` text,
	`payment_method` text,
	`notes` text,
	`currency` text NOT NULL,
	`subtotal` integer NOT NULL,
	`delivery_fee` integer DEFAULT 0 NOT NULL,
	`total` integer NOT NULL,
	`idempotency_key` text NOT NULL,
	`stock_returned` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "orders_status_known" CHECK(`status` IN ('confirmed', 'preparing', 'out_for_delivery', 'ready_for_pickup', 'delivered', 'cancelled'))
);

-- The old vocabulary maps onto the new one; an order that had moved on gets version 2 (below,
-- its history has two rows: the confirmation and the move).
INSERT INTO `orders_new` (id, workspace_id, seq, number, conversation, customer_id, contact, status, status_version, fulfilment, address,
                          payment_method, notes, currency, subtotal, delivery_fee, total, idempotency_key, stock_returned, created_at, updated_at)
SELECT id, workspace_id, seq, number, conversation, customer_id, contact,
       CASE status WHEN 'pending' THEN 'confirmed' WHEN 'processing' THEN 'preparing' WHEN 'shipped' THEN 'out_for_delivery'
                   WHEN 'completed' THEN 'delivered' WHEN 'delivered' THEN 'delivered' WHEN 'cancelled' THEN 'cancelled' ELSE 'confirmed' END,
       CASE status WHEN 'pending' THEN 1 ELSE 2 END,
       fulfilment, address, payment_method, notes, currency, subtotal, delivery_fee, total, idempotency_key, stock_returned, created_at, updated_at
  FROM `orders`;

-- order_items is rebuilt too, pointing at the new table, so that dropping the old one orphans
-- nothing (renaming orders_new rewrites the reference to `orders`).
CREATE TABLE `order_items_new` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`product_id` text NOT NULL,
	`sku` text NOT NULL,
	`name` text NOT NULL,
	`unit_price` integer NOT NULL,
	`quantity` integer NOT NULL,
	`line_total` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders_new`(`id`) ON UPDATE no action ON DELETE no action
);
INSERT INTO `order_items_new` (id, order_id, product_id, sku, name, unit_price, quantity, line_total)
SELECT id, order_id, product_id, sku, name, unit_price, quantity, line_total FROM `order_items`;

DROP TABLE `order_items`;
DROP TABLE `orders`;
ALTER TABLE `orders_new` RENAME TO `orders`;
ALTER TABLE `order_items_new` RENAME TO `order_items`;
CREATE INDEX `order_items_order` ON `order_items` (`order_id`);
CREATE UNIQUE INDEX `orders_idempotency_key` ON `orders` (`idempotency_key`);
CREATE UNIQUE INDEX `orders_workspace_seq` ON `orders` (`workspace_id`,`seq`);
CREATE INDEX `orders_contact` ON `orders` (`workspace_id`,`contact`);
CREATE INDEX `orders_workspace_status` ON `orders` (`workspace_id`,`status`);
CREATE INDEX `orders_workspace_created` ON `orders` (`workspace_id`,`created_at`);

CREATE TABLE `order_status_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	-- The order's status_version this change produced: (order_id, version) is unique, so a lost
	-- race or a retried write never records a change twice.
	`version` integer NOT NULL,
	`from_status` text,
	`to_status` text NOT NULL,
	-- agent | operator | system
	`changed_by` text NOT NULL,
	`operator_id` text,
	`note` text,
	-- How the customer heard of it: sent | template | skipped | none; NULL while not yet handed to
	-- the conversation.
	`notice` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
CREATE UNIQUE INDEX `order_status_history_order_version` ON `order_status_history` (`order_id`,`version`);

-- Existing orders: their confirmation, and for those that had moved on, the move (when it was
-- last updated, by the system: who did it was never recorded).
INSERT INTO `order_status_history` (order_id, version, from_status, to_status, changed_by, notice, created_at)
SELECT id, 1, NULL, 'confirmed', 'agent', 'none', created_at FROM `orders`;
INSERT INTO `order_status_history` (order_id, version, from_status, to_status, changed_by, note, notice, created_at)
SELECT id, 2, 'confirmed', status, 'system', 'estado anterior a la migración', 'none', updated_at FROM `orders` WHERE status_version = 2;
