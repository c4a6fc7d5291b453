CREATE TABLE `review_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`registration_id` integer NOT NULL,
	`class_id` integer NOT NULL,
	`email` text NOT NULL,
	`origin` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `review_requests_registration_idx` ON `review_requests` (`registration_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `review_requests_token_idx` ON `review_requests` (`token_hash`);--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`registration_id` integer,
	`class_id` integer NOT NULL,
	`class_type_id` integer NOT NULL,
	`rating` integer NOT NULL,
	`comment` text DEFAULT '' NOT NULL,
	`author_name` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`reply` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`moderated_at` text,
	`replied_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_registration_idx` ON `reviews` (`registration_id`);--> statement-breakpoint
CREATE INDEX `reviews_class_type_status_idx` ON `reviews` (`class_type_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `reviews_class_status_idx` ON `reviews` (`class_id`,`status`);--> statement-breakpoint
CREATE INDEX `reviews_status_created_idx` ON `reviews` (`status`,`created_at`);