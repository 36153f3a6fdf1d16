-- Operators are people (issue 18, phase 2): one row per person who uses a workspace's console.
-- The owner is the bootstrap token of OPERATOR_TOKENS (id 'owner', no token hash: the token lives
-- in the settings, and the row is written the first time it is used); staff are created and
-- revoked by the owner, and only a SHA-256 of their token is kept. Rows are never deleted, so an
-- old takeover, message or order change still names who did it. Operator ids are random
-- ('op-' + 16 base32 characters), so the staff token's id part finds its row without the workspace.
CREATE TABLE `operators` (
	`workspace_id` text NOT NULL REFERENCES `workspaces`(`id`),
	`id` text NOT NULL,
	`name` text NOT NULL,
	`role` text NOT NULL,
	`token_hash` text,
	`created_at` integer NOT NULL,
	`revoked_at` integer,
	PRIMARY KEY (`workspace_id`, `id`),
	CONSTRAINT `operators_role_known` CHECK (`role` IN ('owner', 'staff'))
);
--> statement-breakpoint
CREATE INDEX `operators_id` ON `operators` (`id`);
