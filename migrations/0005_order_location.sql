-- The pin a customer shared for a delivery (WhatsApp's location message), stored with the order
-- so the shop can open it on a map (issue 17). Hand-written; src/store/schema.ts mirrors it.
-- All four are NULL for pickups and for orders whose customer only typed the address.
ALTER TABLE `orders` ADD `location_latitude` real;--> statement-breakpoint
ALTER TABLE `orders` ADD `location_longitude` real;--> statement-breakpoint
ALTER TABLE `orders` ADD `location_name` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `location_address` text;
