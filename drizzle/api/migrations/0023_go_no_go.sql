ALTER TABLE `class_types` ADD `min_seats` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `class_types` ADD `decision_hours` integer DEFAULT 72 NOT NULL;--> statement-breakpoint
ALTER TABLE `classes` ADD `min_seats` integer;--> statement-breakpoint
ALTER TABLE `classes` ADD `decision_hours` integer;--> statement-breakpoint
ALTER TABLE `classes` ADD `go_decision` text;--> statement-breakpoint
ALTER TABLE `classes` ADD `go_decided_at` text;--> statement-breakpoint
ALTER TABLE `classes` ADD `go_settled_at` text;--> statement-breakpoint
ALTER TABLE `waitlist_entries` ADD `seats` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `waitlist_entries` ADD `from_class_id` integer;