ALTER TABLE `locations` ADD `delivery_radius_miles` integer;--> statement-breakpoint
ALTER TABLE `locations` ADD `delivery_zipcodes` text;--> statement-breakpoint
ALTER TABLE `locations` ADD `delivery_fee_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `locations` ADD `delivery_free_over_cents` integer;--> statement-breakpoint
ALTER TABLE `carts` ADD `delivery_zipcode` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_fee_cents` integer DEFAULT 0 NOT NULL;