ALTER TABLE `reading_challenges` ADD `demo` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- The seeded challenge of an install seeded before this mark ('YYYY Fabulous Reading Challenge', id 1):
-- no admin screen could edit it, so it is still the demo's.
UPDATE `reading_challenges` SET `demo` = 1 WHERE `id` = 1 AND `title` GLOB '[0-9][0-9][0-9][0-9] Fabulous Reading Challenge' AND `target_books` = 12;
