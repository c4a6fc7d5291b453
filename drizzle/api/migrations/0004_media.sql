CREATE TABLE `media` (
	`key` text PRIMARY KEY NOT NULL,
	`content_type` text NOT NULL,
	`bytes` integer NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `meals` ADD `picture_key` text REFERENCES media(key);--> statement-breakpoint
ALTER TABLE `meals` ADD `picture_alt` text DEFAULT '' NOT NULL;