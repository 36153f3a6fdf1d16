-- WhatsApp Coexistence (the owner keeps the WhatsApp Business app on the API's number): what the
-- owner sent from the phone (kind 'echo'), the chat history shared at onboarding ('history', one
-- row per thread part) and address-book changes ('app_state'). Recorded and acknowledged; the
-- conversation reads echoes from here once it is wired. `ref` makes Meta's redeliveries no-ops.
CREATE TABLE `whatsapp_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`phone_number_id` text NOT NULL,
	`contact` text,
	`ref` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `whatsapp_events_ref` ON `whatsapp_events` (`kind`,`phone_number_id`,`ref`);--> statement-breakpoint
CREATE INDEX `whatsapp_events_contact` ON `whatsapp_events` (`phone_number_id`,`contact`);
