ALTER TABLE "pledges" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "pledges" ADD CONSTRAINT "pledges_language" CHECK ("pledges"."language" in ('en', 'es'));