CREATE TABLE `cart_class_meals` (
	`cart_uuid` text NOT NULL,
	`class_id` integer NOT NULL,
	`meal_id` integer NOT NULL,
	`quantity` integer NOT NULL,
	PRIMARY KEY(`cart_uuid`, `class_id`, `meal_id`),
	FOREIGN KEY (`meal_id`) REFERENCES `meals`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`cart_uuid`,`class_id`) REFERENCES `cart_classes`(`cart_uuid`,`class_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `registration_meals` (
	`registration_id` integer NOT NULL,
	`meal_id` integer NOT NULL,
	`quantity` integer NOT NULL,
	PRIMARY KEY(`registration_id`, `meal_id`),
	FOREIGN KEY (`registration_id`) REFERENCES `registrations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`meal_id`) REFERENCES `meals`(`id`) ON UPDATE no action ON DELETE no action
);
