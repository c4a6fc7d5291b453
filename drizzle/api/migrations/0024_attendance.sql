ALTER TABLE `registrations` ADD `attendance_at` text;--> statement-breakpoint
ALTER TABLE `registrations` ADD `attendance_by` integer;