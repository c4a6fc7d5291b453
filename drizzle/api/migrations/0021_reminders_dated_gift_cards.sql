ALTER TABLE `class_types` ADD `reminder_hours` integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE `gift_cards` ADD `send_on` text;--> statement-breakpoint
ALTER TABLE `gift_cards` ADD `delivered_at` text;--> statement-breakpoint
ALTER TABLE `registrations` ADD `reminded_at` text;--> statement-breakpoint
-- Every card issued before this migration was e-mailed when paid.
UPDATE `gift_cards` SET `delivered_at` = `created_at`;
