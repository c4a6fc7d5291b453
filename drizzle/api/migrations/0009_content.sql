CREATE TABLE `articles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`summary` text DEFAULT '' NOT NULL,
	`body` text DEFAULT '' NOT NULL,
	`author` text DEFAULT '' NOT NULL,
	`image_key` text,
	`image_alt` text DEFAULT '' NOT NULL,
	`published_on` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`image_key`) REFERENCES `media`(`key`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `articles_kind_slug_idx` ON `articles` (`kind`,`slug`);--> statement-breakpoint
CREATE INDEX `articles_kind_published_idx` ON `articles` (`kind`,`status`,`published_on`);--> statement-breakpoint
CREATE TABLE `news_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`outlet` text NOT NULL,
	`title` text NOT NULL,
	`url` text NOT NULL,
	`logo_key` text,
	`logo_alt` text DEFAULT '' NOT NULL,
	`published_on` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`logo_key`) REFERENCES `media`(`key`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `news_links_published_idx` ON `news_links` (`status`,`published_on`);