CREATE TABLE `newsletter_issues` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`subject` text NOT NULL,
	`content` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`sent_at` integer,
	`recipients` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `newsletter_issues_status_sent_idx` ON `newsletter_issues` (`status`,`sent_at`);--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `issue_id` integer;--> statement-breakpoint
CREATE INDEX `mail_outbox_issue_idx` ON `mail_outbox` (`issue_id`,`status`);--> statement-breakpoint
CREATE INDEX `mail_outbox_sent_idx` ON `mail_outbox` (`sent_at`);--> statement-breakpoint
ALTER TABLE `newsletter_subscriptions` ADD `status` text DEFAULT 'confirmed' NOT NULL;--> statement-breakpoint
ALTER TABLE `newsletter_subscriptions` ADD `confirmed_at` integer;--> statement-breakpoint
ALTER TABLE `newsletter_subscriptions` ADD `confirm_sent_at` integer;--> statement-breakpoint
ALTER TABLE `newsletter_subscriptions` ADD `confirm_sends` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `newsletter_subscriptions_status_idx` ON `newsletter_subscriptions` (`status`);--> statement-breakpoint
-- Addresses that unsubscribed before double opt-in keep that state; the rest were subscribed (confirmed) by the old single opt-in.
UPDATE `newsletter_subscriptions` SET `status` = 'unsubscribed' WHERE `unsubscribed_at` IS NOT NULL;--> statement-breakpoint
UPDATE `newsletter_subscriptions` SET `confirmed_at` = `created_at` WHERE `status` = 'confirmed';
