CREATE TABLE `pay_links` (
	`token` text PRIMARY KEY NOT NULL,
	`checkout_id` text NOT NULL,
	`order_id` integer,
	`email` text NOT NULL,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`checkout_id`) REFERENCES `checkouts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pay_links_checkout_id_unique` ON `pay_links` (`checkout_id`);--> statement-breakpoint
CREATE INDEX `pay_links_order_idx` ON `pay_links` (`order_id`);--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_note` text DEFAULT '' NOT NULL;