CREATE TABLE `contact_message_replies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`message_id` integer NOT NULL,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`replied_by_id` integer,
	`replied_by` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`message_id`) REFERENCES `contact_messages`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`replied_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `contact_message_replies_message_idx` ON `contact_message_replies` (`message_id`,`id`);--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `read_at` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `read_by` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `replied_at` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `replied_by` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `done_at` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `done_by` text;--> statement-breakpoint
CREATE INDEX `contact_messages_done_idx` ON `contact_messages` (`done_at`,`created_at`);