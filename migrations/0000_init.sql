CREATE TABLE `channels` (
	`id` text PRIMARY KEY NOT NULL,
	`workspace_id` text NOT NULL,
	`provider` text NOT NULL,
	`external_id` text NOT NULL,
	`display_phone` text,
	`access_token` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `channels_provider_external` ON `channels` (`provider`,`external_id`);--> statement-breakpoint
CREATE TABLE `customers` (
	`id` text PRIMARY KEY NOT NULL,
	`workspace_id` text NOT NULL,
	`contact` text NOT NULL,
	`first_name` text,
	`last_name` text,
	`dni` text,
	`phone` text,
	`email` text,
	`address` text,
	`city` text,
	`extra` text DEFAULT '{}' NOT NULL,
	`debt` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `customers_workspace_contact` ON `customers` (`workspace_id`,`contact`);--> statement-breakpoint
CREATE TABLE `handoff_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`workspace_id` text NOT NULL,
	`conversation` text NOT NULL,
	`contact` text NOT NULL,
	`trigger` text NOT NULL,
	`reason` text NOT NULL,
	`context` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`operator_id` text,
	`resolution` text,
	`created_at` integer NOT NULL,
	`assigned_at` integer,
	`resolved_at` integer
);
--> statement-breakpoint
CREATE INDEX `handoff_requests_ws_status` ON `handoff_requests` (`workspace_id`,`status`);--> statement-breakpoint
CREATE TABLE `order_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`product_id` text NOT NULL,
	`sku` text NOT NULL,
	`name` text NOT NULL,
	`unit_price` integer NOT NULL,
	`quantity` integer NOT NULL,
	`line_total` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `order_items_order` ON `order_items` (`order_id`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`workspace_id` text NOT NULL,
	`seq` integer NOT NULL,
	`number` text NOT NULL,
	`conversation` text NOT NULL,
	`customer_id` text,
	`contact` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
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
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_idempotency_key` ON `orders` (`idempotency_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_workspace_seq` ON `orders` (`workspace_id`,`seq`);--> statement-breakpoint
CREATE INDEX `orders_contact` ON `orders` (`workspace_id`,`contact`);--> statement-breakpoint
CREATE TABLE `outbound_messages` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`id` text NOT NULL,
	`workspace_id` text NOT NULL,
	`conversation` text NOT NULL,
	`channel_id` text NOT NULL,
	`provider` text NOT NULL,
	`to_contact` text NOT NULL,
	`author` text DEFAULT 'agent' NOT NULL,
	`body` text NOT NULL,
	`status` text NOT NULL,
	`provider_message_id` text,
	`error_code` text,
	`error_detail` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `outbound_messages_id` ON `outbound_messages` (`id`);--> statement-breakpoint
CREATE INDEX `outbound_messages_to` ON `outbound_messages` (`to_contact`);--> statement-breakpoint
CREATE INDEX `outbound_messages_provider_id` ON `outbound_messages` (`provider_message_id`);--> statement-breakpoint
CREATE TABLE `products` (
	`id` text PRIMARY KEY NOT NULL,
	`workspace_id` text NOT NULL,
	`sku` text NOT NULL,
	`name` text NOT NULL,
	`brand` text,
	`aliases` text DEFAULT '[]' NOT NULL,
	`category` text NOT NULL,
	`description` text,
	`price` integer NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "products_price_nonneg" CHECK("products"."price" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `products_workspace_sku` ON `products` (`workspace_id`,`sku`);--> statement-breakpoint
CREATE TABLE `stock` (
	`product_id` text PRIMARY KEY NOT NULL,
	`quantity` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "stock_nonneg" CHECK("stock"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE `turn_audit` (
	`id` text PRIMARY KEY NOT NULL,
	`workspace_id` text NOT NULL,
	`conversation` text NOT NULL,
	`kind` text NOT NULL,
	`state_before` text,
	`state_after` text,
	`intent` text,
	`confidence` integer,
	`tools` text DEFAULT '[]' NOT NULL,
	`model` text,
	`input_tokens` integer DEFAULT 0 NOT NULL,
	`output_tokens` integer DEFAULT 0 NOT NULL,
	`cache_write_tokens` integer DEFAULT 0 NOT NULL,
	`cache_read_tokens` integer DEFAULT 0 NOT NULL,
	`latency_ms` integer DEFAULT 0 NOT NULL,
	`detail` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `turn_audit_conversation` ON `turn_audit` (`conversation`);--> statement-breakpoint
CREATE TABLE `webhook_rejects` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`provider` text NOT NULL,
	`reason` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `workspaces` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`definition` text DEFAULT 'retail' NOT NULL,
	`currency` text DEFAULT 'ARS' NOT NULL,
	`timezone` text DEFAULT 'America/Argentina/Buenos_Aires' NOT NULL,
	`profile` text NOT NULL,
	`created_at` integer NOT NULL
);
