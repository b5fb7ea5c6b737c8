CREATE TABLE `admin_autosaves` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`label` text DEFAULT '' NOT NULL,
	`saved_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `order_id` integer;--> statement-breakpoint
CREATE INDEX `mail_outbox_order_idx` ON `mail_outbox` (`order_id`);--> statement-breakpoint
ALTER TABLE `media_assets` ADD `alt` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `newsletter_issues` ADD `scheduled_at` integer;