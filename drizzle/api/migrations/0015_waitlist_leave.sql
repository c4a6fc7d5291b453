ALTER TABLE `waitlist_entries` ADD `leave_token_hash` text;--> statement-breakpoint
ALTER TABLE `waitlist_entries` ADD `left_at` text;--> statement-breakpoint
CREATE UNIQUE INDEX `waitlist_entries_leave_token_idx` ON `waitlist_entries` (`leave_token_hash`);