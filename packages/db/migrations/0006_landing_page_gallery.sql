ALTER TABLE "landing_pages" ADD COLUMN "headline" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD COLUMN "gallery_image_urls" jsonb DEFAULT '[]'::jsonb NOT NULL;