CREATE TABLE `media_assets` (
	`id` text PRIMARY KEY NOT NULL,
	`url` text NOT NULL,
	`base` text NOT NULL,
	`format` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`widths` text NOT NULL,
	`bytes` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `media_assets_url_unique` ON `media_assets` (`url`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_user_reading_progress` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`book_id` integer,
	`title` text,
	`challenge_id` integer,
	`status` text DEFAULT 'reading' NOT NULL,
	`progress` integer DEFAULT 0 NOT NULL,
	`started_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`completed_at` integer,
	FOREIGN KEY (`book_id`) REFERENCES `books`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`challenge_id`) REFERENCES `reading_challenges`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `__new_user_reading_progress`("id", "user_id", "book_id", "title", "challenge_id", "status", "progress", "started_at", "completed_at") SELECT "id", "user_id", "book_id", NULL, "challenge_id", "status", "progress", "started_at", "completed_at" FROM `user_reading_progress`;--> statement-breakpoint
DROP TABLE `user_reading_progress`;--> statement-breakpoint
ALTER TABLE `__new_user_reading_progress` RENAME TO `user_reading_progress`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `reading_progress_user_idx` ON `user_reading_progress` (`user_id`);--> statement-breakpoint
CREATE INDEX `reading_progress_challenge_idx` ON `user_reading_progress` (`challenge_id`,`status`);--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `status` text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `tags` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `books` ADD `series_name` text;--> statement-breakpoint
ALTER TABLE `books` ADD `series_order` integer;--> statement-breakpoint
ALTER TABLE `books` ADD `retailers` text DEFAULT '[]' NOT NULL;