CREATE TYPE "public"."consent_kind" AS ENUM('photo', 'full_name', 'vendor_sharing');--> statement-breakpoint
CREATE TYPE "public"."consent_withdrawal" AS ENUM('parent', 'deletion', 'retention');--> statement-breakpoint
CREATE TYPE "public"."personal_data_removal_reason" AS ENUM('retention', 'closed_early', 'parent_request');--> statement-breakpoint
CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"participant_id" uuid NOT NULL,
	"kind" "consent_kind" NOT NULL,
	"given_by_user_id" uuid,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	"text_shown" text NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by_user_id" uuid,
	"withdrawal" "consent_withdrawal",
	CONSTRAINT "consents_withdrawal_complete" CHECK (("consents"."withdrawn_at" is null) = ("consents"."withdrawal" is null))
);
--> statement-breakpoint
CREATE TABLE "personal_data_removals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid,
	"reason" "personal_data_removal_reason" NOT NULL,
	"dry_run" boolean NOT NULL,
	"requested_by_user_id" uuid,
	"counts" jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "personal_data_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"participant_id" uuid NOT NULL,
	"viewer_user_id" uuid,
	"viewer_role" text NOT NULL,
	"viewer_name" text NOT NULL,
	"what" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "retention_days" integer DEFAULT 180 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "data_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "personal_data_removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "photo_name" text;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_given_by_user_id_users_id_fk" FOREIGN KEY ("given_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_withdrawn_by_user_id_users_id_fk" FOREIGN KEY ("withdrawn_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_data_removals" ADD CONSTRAINT "personal_data_removals_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_data_removals" ADD CONSTRAINT "personal_data_removals_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_data_views" ADD CONSTRAINT "personal_data_views_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_data_views" ADD CONSTRAINT "personal_data_views_viewer_user_id_users_id_fk" FOREIGN KEY ("viewer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_participant_idx" ON "consents" USING btree ("participant_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "consents_standing_unique" ON "consents" USING btree ("participant_id","kind") WHERE "consents"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "personal_data_removals_event_idx" ON "personal_data_removals" USING btree ("event_id","started_at");--> statement-breakpoint
CREATE INDEX "personal_data_views_participant_idx" ON "personal_data_views" USING btree ("participant_id","viewed_at");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_retention_days_range" CHECK ("events"."retention_days" between 30 and 1095);--> statement-breakpoint
-- Choices made before consents were recorded one by one keep standing, marked as such.
INSERT INTO "consents" ("participant_id", "kind", "given_at", "text_shown")
SELECT "id", 'photo', coalesce("public_consent_at", now()), '(given before consent texts were recorded)'
FROM "participants" WHERE "public_photo_opt_in";--> statement-breakpoint
INSERT INTO "consents" ("participant_id", "kind", "given_at", "text_shown")
SELECT "id", 'full_name', coalesce("public_consent_at", now()), '(given before consent texts were recorded)'
FROM "participants" WHERE "public_full_name_opt_in";
