ALTER TABLE "participants" ADD COLUMN "public_photo_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "public_consent_at" timestamp with time zone;