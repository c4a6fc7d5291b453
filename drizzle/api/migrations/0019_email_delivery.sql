CREATE TABLE `email_suppressions` (
	`email` text PRIMARY KEY NOT NULL,
	`reason` text NOT NULL,
	`detail` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `outbox_emails` ADD `state` text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE `outbox_emails` ADD `attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `outbox_emails` ADD `last_error` text;--> statement-breakpoint
ALTER TABLE `outbox_emails` ADD `provider_id` text;--> statement-breakpoint
ALTER TABLE `outbox_emails` ADD `enqueued_at` text;--> statement-breakpoint
ALTER TABLE `outbox_emails` ADD `updated_at` text;--> statement-breakpoint
CREATE INDEX `outbox_emails_state_idx` ON `outbox_emails` (`state`,`id`);--> statement-breakpoint
CREATE INDEX `outbox_emails_unqueued_idx` ON `outbox_emails` (`id`) WHERE enqueued_at IS NULL;--> statement-breakpoint
CREATE INDEX `outbox_emails_provider_idx` ON `outbox_emails` (`provider_id`);