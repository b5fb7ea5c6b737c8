CREATE TABLE `reading_removed` (
	`entry_id` integer PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`data` text NOT NULL,
	`removed_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `reading_removed_user_idx` ON `reading_removed` (`user_id`);--> statement-breakpoint
CREATE INDEX `reading_removed_at_idx` ON `reading_removed` (`removed_at`);--> statement-breakpoint
ALTER TABLE `reading_finishes` ADD `import_id` text;--> statement-breakpoint
CREATE INDEX `reading_finishes_import_idx` ON `reading_finishes` (`import_id`);--> statement-breakpoint
ALTER TABLE `user_reading_progress` ADD `rating` real;--> statement-breakpoint
ALTER TABLE `user_reading_progress` ADD `review` text;--> statement-breakpoint
ALTER TABLE `user_reading_progress` ADD `additional_authors` text;--> statement-breakpoint
ALTER TABLE `user_reading_progress` ADD `isbn` text;--> statement-breakpoint
ALTER TABLE `user_reading_progress` ADD `isbn13` text;--> statement-breakpoint
ALTER TABLE `user_reading_progress` ADD `tags` text;--> statement-breakpoint
ALTER TABLE `user_reading_progress` ADD `added_at` integer;--> statement-breakpoint
ALTER TABLE `user_reading_progress` ADD `undated_reads` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `user_reading_progress` ADD `import_id` text;--> statement-breakpoint
CREATE INDEX `reading_progress_import_idx` ON `user_reading_progress` (`user_id`,`import_id`);