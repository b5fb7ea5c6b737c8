CREATE TABLE `abf_stock` (
	`product_id` integer NOT NULL,
	`size` text DEFAULT '' NOT NULL,
	`quantity` integer NOT NULL,
	PRIMARY KEY(`product_id`, `size`),
	FOREIGN KEY (`product_id`) REFERENCES `abf_products`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "abf_stock_quantity_not_negative" CHECK("abf_stock"."quantity" >= 0)
);
--> statement-breakpoint
DROP INDEX `abf_orders_status_idx`;--> statement-breakpoint
ALTER TABLE `abf_orders` ADD `stock_held` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `abf_orders` ADD `carrier` text;--> statement-breakpoint
ALTER TABLE `abf_orders` ADD `tracking_number` text;--> statement-breakpoint
ALTER TABLE `abf_orders` ADD `shipped_at` integer;--> statement-breakpoint
ALTER TABLE `abf_orders` ADD `refund_id` text;--> statement-breakpoint
ALTER TABLE `abf_orders` ADD `refunded_at` integer;--> statement-breakpoint
CREATE INDEX `abf_orders_status_created_idx` ON `abf_orders` (`status`,`created_at`,`total_cents`);