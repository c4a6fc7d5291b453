ALTER TABLE `gift_card_transactions` ADD `note` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `gift_cards` ADD `status_reason` text DEFAULT '' NOT NULL;