CREATE TABLE `addresses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`name` text NOT NULL,
	`street` text NOT NULL,
	`street2` text DEFAULT '' NOT NULL,
	`city` text NOT NULL,
	`state` text NOT NULL,
	`zipcode` text NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `cart_classes` (
	`cart_uuid` text NOT NULL,
	`class_id` integer NOT NULL,
	`portion_size_id` integer NOT NULL,
	`portion_quantity_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`cart_uuid`, `class_id`),
	FOREIGN KEY (`cart_uuid`) REFERENCES `carts`(`uuid`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`class_id`) REFERENCES `classes`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`portion_size_id`) REFERENCES `portion_sizes`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`portion_quantity_id`) REFERENCES `portion_quantities`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `cart_gift_cards` (
	`cart_uuid` text NOT NULL,
	`gift_card_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`cart_uuid`, `gift_card_id`),
	FOREIGN KEY (`cart_uuid`) REFERENCES `carts`(`uuid`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`gift_card_id`) REFERENCES `gift_cards`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `cart_promotions` (
	`cart_uuid` text NOT NULL,
	`code_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`cart_uuid`, `code_id`),
	FOREIGN KEY (`cart_uuid`) REFERENCES `carts`(`uuid`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`code_id`) REFERENCES `codes`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `carts` (
	`uuid` text PRIMARY KEY NOT NULL,
	`user_id` integer,
	`status` text DEFAULT 'open' NOT NULL,
	`donation_cents` integer DEFAULT 0 NOT NULL,
	`charity_window_id` integer,
	`address_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`charity_window_id`) REFERENCES `charity_windows`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`address_id`) REFERENCES `addresses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `carts_user_idx` ON `carts` (`user_id`);--> statement-breakpoint
CREATE TABLE `checkout_holds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`checkout_id` text NOT NULL,
	`kind` text NOT NULL,
	`ref_id` integer NOT NULL,
	`amount_cents` integer DEFAULT 0 NOT NULL,
	`released` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`checkout_id`) REFERENCES `checkouts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `checkout_holds_checkout_idx` ON `checkout_holds` (`checkout_id`);--> statement-breakpoint
CREATE TABLE `checkouts` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text DEFAULT 'cart' NOT NULL,
	`cart_uuid` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`totals` text NOT NULL,
	`amount_due_cents` integer NOT NULL,
	`details` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`payment_provider` text NOT NULL,
	`payment_session_id` text,
	`payment_url` text,
	`failure_reason` text,
	`order_id` integer,
	`expires_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`cart_uuid`) REFERENCES `carts`(`uuid`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `checkouts_idempotency_key_unique` ON `checkouts` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `checkouts_status_expiry_idx` ON `checkouts` (`status`,`expires_at`);--> statement-breakpoint
CREATE INDEX `checkouts_cart_idx` ON `checkouts` (`cart_uuid`);--> statement-breakpoint
CREATE TABLE `codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`promotion_id` integer NOT NULL,
	`code` text NOT NULL,
	`usage_limit` integer,
	`uses` integer DEFAULT 0 NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`promotion_id`) REFERENCES `promotions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `codes_code_unique` ON `codes` (`code`);--> statement-breakpoint
CREATE TABLE `gift_card_transactions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`gift_card_id` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`kind` text NOT NULL,
	`checkout_id` text,
	`order_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`gift_card_id`) REFERENCES `gift_cards`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `gift_card_transactions_card_idx` ON `gift_card_transactions` (`gift_card_id`);--> statement-breakpoint
CREATE TABLE `gift_cards` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`initial_cents` integer NOT NULL,
	`balance_cents` integer NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`recipient_name` text DEFAULT '' NOT NULL,
	`recipient_email` text DEFAULT '' NOT NULL,
	`sender_name` text DEFAULT '' NOT NULL,
	`message` text DEFAULT '' NOT NULL,
	`purchaser_email` text DEFAULT '' NOT NULL,
	`order_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `gift_cards_code_unique` ON `gift_cards` (`code`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`number` text NOT NULL,
	`kind` text DEFAULT 'cart' NOT NULL,
	`checkout_id` text NOT NULL,
	`cart_uuid` text,
	`user_id` integer,
	`email` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'paid' NOT NULL,
	`subtotal_cents` integer NOT NULL,
	`discount_cents` integer NOT NULL,
	`tax_cents` integer NOT NULL,
	`donation_cents` integer NOT NULL,
	`gift_card_cents` integer NOT NULL,
	`total_cents` integer NOT NULL,
	`amount_paid_cents` integer NOT NULL,
	`charity_window_id` integer,
	`address` text,
	`payment_provider` text NOT NULL,
	`payment_reference` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`charity_window_id`) REFERENCES `charity_windows`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_number_unique` ON `orders` (`number`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_checkout_id_unique` ON `orders` (`checkout_id`);--> statement-breakpoint
CREATE INDEX `orders_user_idx` ON `orders` (`user_id`);--> statement-breakpoint
CREATE INDEX `orders_email_idx` ON `orders` (`email`);--> statement-breakpoint
CREATE TABLE `outbox_emails` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text NOT NULL,
	`kind` text NOT NULL,
	`ref` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`sent_at` text
);
--> statement-breakpoint
CREATE INDEX `outbox_emails_to_idx` ON `outbox_emails` (`to`);--> statement-breakpoint
CREATE TABLE `payment_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`checkout_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `promotion_class_types` (
	`promotion_id` integer NOT NULL,
	`class_type_id` integer NOT NULL,
	PRIMARY KEY(`promotion_id`, `class_type_id`),
	FOREIGN KEY (`promotion_id`) REFERENCES `promotions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`class_type_id`) REFERENCES `class_types`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `promotion_redemptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`promotion_id` integer NOT NULL,
	`code_id` integer NOT NULL,
	`customer_key` text NOT NULL,
	`checkout_id` text NOT NULL,
	`order_id` integer,
	`status` text DEFAULT 'held' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`promotion_id`) REFERENCES `promotions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`code_id`) REFERENCES `codes`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `promotion_redemptions_customer_idx` ON `promotion_redemptions` (`promotion_id`,`customer_key`);--> statement-breakpoint
CREATE TABLE `promotions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`discount_type` text NOT NULL,
	`discount_value` integer NOT NULL,
	`applies_to` text DEFAULT 'order' NOT NULL,
	`gift_cards` integer DEFAULT false NOT NULL,
	`minimum_cents` integer DEFAULT 0 NOT NULL,
	`starts_at` text,
	`ends_at` text,
	`usage_limit` integer,
	`per_customer_limit` integer,
	`uses` integer DEFAULT 0 NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `registrations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`class_id` integer NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`allergies` text NOT NULL,
	`allergy_notes` text DEFAULT '' NOT NULL,
	`spice_tolerance` text DEFAULT '' NOT NULL,
	`portion_size_id` integer NOT NULL,
	`portion_quantity_id` integer NOT NULL,
	`price_cents` integer NOT NULL,
	`discount_cents` integer NOT NULL,
	`tax_cents` integer NOT NULL,
	`total_cents` integer NOT NULL,
	`status` text DEFAULT 'registered' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`class_id`) REFERENCES `classes`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`portion_size_id`) REFERENCES `portion_sizes`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`portion_quantity_id`) REFERENCES `portion_quantities`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `registrations_order_idx` ON `registrations` (`order_id`);--> statement-breakpoint
CREATE INDEX `registrations_class_idx` ON `registrations` (`class_id`);--> statement-breakpoint
CREATE TABLE `tracking_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`payload` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
