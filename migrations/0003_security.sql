-- #12 (security): the model spend budgets sum turn_audit's llm_call rows per conversation (last
-- hour and day) and per workspace (last day); these indexes keep those reads to the rows summed.
CREATE INDEX `turn_audit_spend_conversation` ON `turn_audit` (`conversation`,`kind`,`created_at`);--> statement-breakpoint
CREATE INDEX `turn_audit_spend_workspace` ON `turn_audit` (`workspace_id`,`kind`,`created_at`);
