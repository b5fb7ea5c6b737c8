CREATE TABLE `reading_removed` (
	`entry_id` integer PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`data` text NOT NULL,
	`removed_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `reading_removed_user_idx` ON `reading_removed` (`user_id`);--> statement-breakpoint
CREATE INDEX `reading_removed_at_idx` ON `reading_removed` (`removed_at`);--> statement-breakpoint
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
CREATE TABLE `admin_autosaves` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`label` text DEFAULT '' NOT NULL,
	`saved_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `abf_products` ADD `rating` real;--> statement-breakpoint
ALTER TABLE `abf_products` ADD `review_count` integer;--> statement-breakpoint
ALTER TABLE `abf_products` ADD `viewed_count` integer;--> statement-breakpoint
ALTER TABLE `abf_products` ADD `limited_stock` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `abf_products` ADD `bestseller` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `abf_products` ADD `demo` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `abf_products` ADD `slug` text;--> statement-breakpoint
ALTER TABLE `abf_products` ADD `photos` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `abf_products_slug_unique` ON `abf_products` (`slug`);--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `demo` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `book_previews` ADD `demo` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `books` ADD `demo` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `books` ADD `published_on` text;--> statement-breakpoint
ALTER TABLE `books` ADD `page_count` integer;--> statement-breakpoint
ALTER TABLE `books` ADD `formats` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `books` ADD `praise` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `books` ADD `position` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `community_insights` ADD `demo` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `community_milestones` ADD `demo` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `forum_categories` ADD `demo` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `forum_posts` ADD `demo` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `forum_topics` ADD `demo` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `order_id` integer;--> statement-breakpoint
CREATE INDEX `mail_outbox_order_idx` ON `mail_outbox` (`order_id`);--> statement-breakpoint
ALTER TABLE `media_assets` ADD `alt` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `newsletter_issues` ADD `demo` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `newsletter_issues` ADD `scheduled_at` integer;--> statement-breakpoint
ALTER TABLE `reader_impact_stories` ADD `demo` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `reading_finishes` ADD `import_id` text;--> statement-breakpoint
CREATE INDEX `reading_finishes_import_idx` ON `reading_finishes` (`import_id`);--> statement-breakpoint
ALTER TABLE `reading_links` ADD `email_hash` text;--> statement-breakpoint
CREATE INDEX `reading_links_email_hash_idx` ON `reading_links` (`email_hash`);--> statement-breakpoint
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