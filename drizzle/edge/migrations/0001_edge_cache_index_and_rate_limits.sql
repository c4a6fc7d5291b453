CREATE TABLE `rate_limits` (
	`client` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `rate_limits_window_start_idx` ON `rate_limits` (`window_start`);--> statement-breakpoint
CREATE INDEX `cache_entries_fetched_at_idx` ON `cache_entries` (`fetched_at`);