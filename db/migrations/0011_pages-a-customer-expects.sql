ALTER TABLE `abf_products` ADD `slug` text;--> statement-breakpoint
ALTER TABLE `abf_products` ADD `photos` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `abf_products_slug_unique` ON `abf_products` (`slug`);--> statement-breakpoint
ALTER TABLE `books` ADD `published_on` text;--> statement-breakpoint
ALTER TABLE `books` ADD `page_count` integer;--> statement-breakpoint
ALTER TABLE `books` ADD `formats` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `books` ADD `praise` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `books` ADD `position` integer DEFAULT 0 NOT NULL;