CREATE TABLE `allergies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `allergies_key_unique` ON `allergies` (`key`);--> statement-breakpoint
CREATE TABLE `charity_windows` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`url` text DEFAULT '' NOT NULL,
	`starts_at` text NOT NULL,
	`ends_at` text NOT NULL,
	`suggested_amounts` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `class_types` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `class_types_key_unique` ON `class_types` (`key`);--> statement-breakpoint
CREATE TABLE `classes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`sku` text NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`date` text NOT NULL,
	`duration_minutes` integer DEFAULT 90 NOT NULL,
	`location_id` integer NOT NULL,
	`fulfillment_id` integer NOT NULL,
	`class_type_id` integer NOT NULL,
	`reservation_size_id` integer NOT NULL,
	`seats_taken` integer DEFAULT 0 NOT NULL,
	`host_id` integer,
	`menu_id` integer,
	`class_is_public` integer DEFAULT true NOT NULL,
	`canceled` integer DEFAULT false NOT NULL,
	`published` integer DEFAULT true NOT NULL,
	`status` text DEFAULT 'scheduled' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`location_id`) REFERENCES `locations`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`fulfillment_id`) REFERENCES `fulfillments`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`class_type_id`) REFERENCES `class_types`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`reservation_size_id`) REFERENCES `reservation_sizes`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`host_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`menu_id`) REFERENCES `menus`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `classes_sku_idx` ON `classes` (`sku`);--> statement-breakpoint
CREATE INDEX `classes_date_idx` ON `classes` (`date`);--> statement-breakpoint
CREATE INDEX `classes_location_date_idx` ON `classes` (`location_id`,`date`);--> statement-breakpoint
CREATE TABLE `fulfillments` (
	`id` integer PRIMARY KEY NOT NULL,
	`key` text NOT NULL,
	`name` text NOT NULL,
	`path` text NOT NULL,
	`description` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `fulfillments_key_unique` ON `fulfillments` (`key`);--> statement-breakpoint
CREATE TABLE `location_fulfillments` (
	`location_id` integer NOT NULL,
	`fulfillment_id` integer NOT NULL,
	PRIMARY KEY(`location_id`, `fulfillment_id`),
	FOREIGN KEY (`location_id`) REFERENCES `locations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`fulfillment_id`) REFERENCES `fulfillments`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `locations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`street` text NOT NULL,
	`city` text NOT NULL,
	`state` text NOT NULL,
	`zipcode` text NOT NULL,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL,
	`timezone` text DEFAULT 'America/Denver' NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`shipping` integer DEFAULT false NOT NULL,
	`allow_custom_class` integer DEFAULT false NOT NULL,
	`calendar_id` text,
	`tax_rate_bps` integer DEFAULT 0 NOT NULL,
	`active_months` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `locations_slug_unique` ON `locations` (`slug`);--> statement-breakpoint
CREATE INDEX `locations_active_idx` ON `locations` (`active`);--> statement-breakpoint
CREATE TABLE `meal_allergies` (
	`meal_id` integer NOT NULL,
	`allergy_id` integer NOT NULL,
	PRIMARY KEY(`meal_id`, `allergy_id`),
	FOREIGN KEY (`meal_id`) REFERENCES `meals`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`allergy_id`) REFERENCES `allergies`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `meal_types` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `meal_types_key_unique` ON `meal_types` (`key`);--> statement-breakpoint
CREATE TABLE `meals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`ingredients` text NOT NULL,
	`instructions` text DEFAULT '' NOT NULL,
	`meal_type_id` integer NOT NULL,
	`price_cents` integer NOT NULL,
	`serves` integer DEFAULT 4 NOT NULL,
	`calories` integer,
	`active` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`meal_type_id`) REFERENCES `meal_types`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `meals_slug_unique` ON `meals` (`slug`);--> statement-breakpoint
CREATE TABLE `menu_meals` (
	`menu_id` integer NOT NULL,
	`meal_id` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`menu_id`, `meal_id`),
	FOREIGN KEY (`menu_id`) REFERENCES `menus`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`meal_id`) REFERENCES `meals`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `menus` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`starts_on` text NOT NULL,
	`ends_on` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `menus_slug_unique` ON `menus` (`slug`);--> statement-breakpoint
CREATE TABLE `portion_prices` (
	`class_type_id` integer NOT NULL,
	`portion_size_id` integer NOT NULL,
	`portion_quantity_id` integer NOT NULL,
	`price_cents` integer NOT NULL,
	PRIMARY KEY(`class_type_id`, `portion_size_id`, `portion_quantity_id`),
	FOREIGN KEY (`class_type_id`) REFERENCES `class_types`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`portion_size_id`) REFERENCES `portion_sizes`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`portion_quantity_id`) REFERENCES `portion_quantities`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `portion_quantities` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`meal_count` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `portion_quantities_meal_count_unique` ON `portion_quantities` (`meal_count`);--> statement-breakpoint
CREATE TABLE `portion_sizes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`name` text NOT NULL,
	`serves` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `portion_sizes_key_unique` ON `portion_sizes` (`key`);--> statement-breakpoint
CREATE TABLE `reservation_sizes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`seats` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `role_permissions` (
	`role_id` integer NOT NULL,
	`permission` text NOT NULL,
	PRIMARY KEY(`role_id`, `permission`),
	FOREIGN KEY (`role_id`) REFERENCES `roles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `roles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `roles_key_unique` ON `roles` (`key`);--> statement-breakpoint
CREATE TABLE `shipping_offsets` (
	`zipcode` text NOT NULL,
	`location_id` integer NOT NULL,
	`offset_days` integer NOT NULL,
	PRIMARY KEY(`zipcode`, `location_id`),
	FOREIGN KEY (`zipcode`) REFERENCES `zipcodes`(`zipcode`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`location_id`) REFERENCES `locations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `user_allergies` (
	`user_id` integer NOT NULL,
	`allergy_id` integer NOT NULL,
	PRIMARY KEY(`user_id`, `allergy_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`allergy_id`) REFERENCES `allergies`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `user_roles` (
	`user_id` integer NOT NULL,
	`role_id` integer NOT NULL,
	PRIMARY KEY(`user_id`, `role_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`role_id`) REFERENCES `roles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`firebase_uid` text,
	`email` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`phone` text,
	`spice_tolerance` text,
	`allergy_notes` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_firebase_uid_unique` ON `users` (`firebase_uid`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_phone_unique` ON `users` (`phone`);--> statement-breakpoint
CREATE TABLE `zipcodes` (
	`zipcode` text PRIMARY KEY NOT NULL,
	`city` text NOT NULL,
	`state` text NOT NULL,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL
);
--> statement-breakpoint
CREATE INDEX `zipcodes_city_state_idx` ON `zipcodes` (`city`,`state`);