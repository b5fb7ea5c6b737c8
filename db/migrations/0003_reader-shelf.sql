CREATE TABLE `reading_finishes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`progress_id` integer NOT NULL,
	`started_at` integer,
	`finished_at` integer NOT NULL,
	FOREIGN KEY (`progress_id`) REFERENCES `user_reading_progress`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reading_finishes_progress_finished_uq` ON `reading_finishes` (`progress_id`,`finished_at`);--> statement-breakpoint
CREATE TABLE `reading_goals` (
	`user_id` text NOT NULL,
	`year` integer NOT NULL,
	`target` integer NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `year`)
);
--> statement-breakpoint
CREATE TABLE `reading_links` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `reading_links_expires_idx` ON `reading_links` (`expires_at`);--> statement-breakpoint
ALTER TABLE `user_reading_progress` ADD `author` text;--> statement-breakpoint
ALTER TABLE `user_reading_progress` ADD `current_page` integer;--> statement-breakpoint
ALTER TABLE `user_reading_progress` ADD `total_pages` integer;--> statement-breakpoint
ALTER TABLE `user_reading_progress` ADD `shelf_key` text;--> statement-breakpoint
-- Existing entries are catalogue books: keep the title they show, key them by book, and
-- record each finished one as its first finish (the yearly goal counts finishes).
UPDATE `user_reading_progress` SET `title` = coalesce(`title`, (SELECT `title` FROM `books` WHERE `books`.`id` = `user_reading_progress`.`book_id`)), `shelf_key` = 'book:' || `book_id` WHERE `book_id` IS NOT NULL;--> statement-breakpoint
INSERT INTO `reading_finishes` (`progress_id`, `started_at`, `finished_at`) SELECT `id`, `started_at`, `completed_at` FROM `user_reading_progress` WHERE `status` = 'completed' AND `completed_at` IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `reading_progress_user_shelf_key_uq` ON `user_reading_progress` (`user_id`,`shelf_key`);