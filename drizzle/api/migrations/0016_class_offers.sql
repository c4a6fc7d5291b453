ALTER TABLE `class_types` ADD `offer` text DEFAULT 'portions' NOT NULL;--> statement-breakpoint
ALTER TABLE `class_types` ADD `seat_price_cents` integer;--> statement-breakpoint
ALTER TABLE `class_types` ADD `pair_price_cents` integer;--> statement-breakpoint
ALTER TABLE `cart_classes` ADD `guests` integer DEFAULT 0 NOT NULL;