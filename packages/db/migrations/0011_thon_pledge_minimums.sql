ALTER TABLE "events" ADD COLUMN "minimum_per_unit_cents" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "minimum_gift_cents" integer;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_minimum_per_unit_range" CHECK ("events"."minimum_per_unit_cents" between 30 and 2147483647);--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_minimum_gift_range" CHECK ("events"."minimum_gift_cents" between 500 and 2147483647);