ALTER TABLE `abf_products` ADD `rating` real;--> statement-breakpoint
ALTER TABLE `abf_products` ADD `review_count` integer;--> statement-breakpoint
ALTER TABLE `abf_products` ADD `viewed_count` integer;--> statement-breakpoint
ALTER TABLE `abf_products` ADD `limited_stock` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `abf_products` ADD `bestseller` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `abf_products` ADD `demo` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `demo` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `book_previews` ADD `demo` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `books` ADD `demo` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `community_insights` ADD `demo` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `community_milestones` ADD `demo` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `forum_categories` ADD `demo` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `forum_posts` ADD `demo` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `forum_topics` ADD `demo` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `newsletter_issues` ADD `demo` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `reader_impact_stories` ADD `demo` integer DEFAULT false NOT NULL;