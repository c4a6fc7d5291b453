CREATE TABLE `waitlist_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`class_id` integer NOT NULL,
	`email` text NOT NULL,
	`origin` text DEFAULT '' NOT NULL,
	`token_hash` text,
	`status` text DEFAULT 'waiting' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`offered_at` text,
	`claim_expires_at` text,
	`claimed_at` text,
	`cart_uuid` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `waitlist_entries_class_email_idx` ON `waitlist_entries` (`class_id`,`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `waitlist_entries_token_idx` ON `waitlist_entries` (`token_hash`);--> statement-breakpoint
CREATE INDEX `waitlist_entries_status_idx` ON `waitlist_entries` (`status`,`claim_expires_at`);