CREATE TABLE `seat_versions` (
	`scope` text PRIMARY KEY NOT NULL,
	`version` integer NOT NULL,
	`changed_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `cache_entries` ADD `seat_version` integer;