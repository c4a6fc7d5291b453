CREATE TABLE `registration_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`registration_id` integer NOT NULL,
	`kind` text NOT NULL,
	`from_class_id` integer NOT NULL,
	`to_class_id` integer,
	`new_total_cents` integer,
	`refund_cents` integer DEFAULT 0 NOT NULL,
	`actor_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`registration_id`) REFERENCES `registrations`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `registration_changes_once_idx` ON `registration_changes` (`registration_id`,`kind`);--> statement-breakpoint
CREATE INDEX `orders_guest_email_idx` ON `orders` (lower("email")) WHERE "orders"."user_id" IS NULL;