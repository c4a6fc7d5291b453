CREATE TABLE `host_profiles` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`bio` text DEFAULT '' NOT NULL,
	`picture_key` text,
	`picture_alt` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`picture_key`) REFERENCES `media`(`key`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
ALTER TABLE `class_types` ADD `picture_key` text REFERENCES media(key);--> statement-breakpoint
ALTER TABLE `class_types` ADD `picture_alt` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `locations` ADD `picture_key` text REFERENCES media(key);--> statement-breakpoint
ALTER TABLE `locations` ADD `picture_alt` text DEFAULT '' NOT NULL;