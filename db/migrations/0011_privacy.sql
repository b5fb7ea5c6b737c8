CREATE TABLE `erasures` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`erased_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`source` text NOT NULL,
	`by_user_id` integer,
	`by_label` text NOT NULL,
	`counts` text NOT NULL,
	FOREIGN KEY (`by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `erasures_erased_at_idx` ON `erasures` (`erased_at`);--> statement-breakpoint
ALTER TABLE `reading_links` ADD `email_hash` text;--> statement-breakpoint
CREATE INDEX `reading_links_email_hash_idx` ON `reading_links` (`email_hash`);