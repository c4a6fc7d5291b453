CREATE TABLE `class_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token` text NOT NULL,
	`location_id` integer NOT NULL,
	`preferred_dates` text NOT NULL,
	`group_size` integer NOT NULL,
	`occasion` text DEFAULT '' NOT NULL,
	`menu_wishes` text DEFAULT '' NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'received' NOT NULL,
	`class_id` integer,
	`decline_reason` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`location_id`) REFERENCES `locations`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`class_id`) REFERENCES `classes`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `class_requests_token_unique` ON `class_requests` (`token`);--> statement-breakpoint
CREATE INDEX `class_requests_status_idx` ON `class_requests` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `class_requests_location_idx` ON `class_requests` (`location_id`);