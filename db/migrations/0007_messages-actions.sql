DROP INDEX `reader_engagement_user_date_idx`;--> statement-breakpoint
ALTER TABLE `reader_engagement` ADD `demo` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `reader_engagement_demo_idx` ON `reader_engagement` (`demo`);--> statement-breakpoint
CREATE INDEX `reader_engagement_user_date_idx` ON `reader_engagement` (`user_id`,`date`,`country`,`demo`);--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `handled_at` integer;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `archived_at` integer;--> statement-breakpoint
CREATE INDEX `contact_messages_state_idx` ON `contact_messages` (`archived_at`,`handled_at`);--> statement-breakpoint
-- hand-written: the demo history seeded before this migration (session ids 'seed-YYYY-MM-DD-n') is demo data.
UPDATE `reader_engagement` SET `demo` = 1 WHERE `session_id` LIKE 'seed-%';
