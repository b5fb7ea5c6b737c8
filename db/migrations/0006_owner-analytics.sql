CREATE TABLE `page_view_counts` (
	`dimension` text NOT NULL,
	`day` text NOT NULL,
	`value` text NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`dimension`, `day`, `value`)
);
--> statement-breakpoint
CREATE TABLE `page_view_visitors` (
	`day` text NOT NULL,
	`visitor` text NOT NULL,
	PRIMARY KEY(`day`, `visitor`)
);
