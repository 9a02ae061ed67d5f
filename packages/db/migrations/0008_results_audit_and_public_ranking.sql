CREATE TYPE "public"."result_source" AS ENUM('single', 'grid', 'csv');--> statement-breakpoint
CREATE TABLE "result_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"participant_id" uuid NOT NULL,
	"previous_units" integer,
	"units" integer NOT NULL,
	"source" "result_source" NOT NULL,
	"changed_by_user_id" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "public_participant_ranking" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "result_changes" ADD CONSTRAINT "result_changes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_changes" ADD CONSTRAINT "result_changes_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_changes" ADD CONSTRAINT "result_changes_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "result_changes_participant_idx" ON "result_changes" USING btree ("participant_id","changed_at");--> statement-breakpoint
CREATE INDEX "result_changes_event_idx" ON "result_changes" USING btree ("event_id","changed_at");