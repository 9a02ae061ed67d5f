ALTER TYPE "public"."result_source" ADD VALUE 'counter';--> statement-breakpoint
CREATE TABLE "counter_passes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"day" date NOT NULL,
	"label" text NOT NULL,
	"invite_token_hash" text NOT NULL,
	"pass_token_hash" text,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"redeemed_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "counter_passes_redeemed_has_pass" CHECK (("counter_passes"."redeemed_at" is null) = ("counter_passes"."pass_token_hash" is null))
);
--> statement-breakpoint
CREATE TABLE "lap_scans" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"participant_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undoes_scan_id" uuid,
	"counted_by_user_id" uuid,
	"counter_pass_id" uuid
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "lap_guard_seconds" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "counter_passes" ADD CONSTRAINT "counter_passes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_passes" ADD CONSTRAINT "counter_passes_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lap_scans" ADD CONSTRAINT "lap_scans_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lap_scans" ADD CONSTRAINT "lap_scans_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lap_scans" ADD CONSTRAINT "lap_scans_counted_by_user_id_users_id_fk" FOREIGN KEY ("counted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lap_scans" ADD CONSTRAINT "lap_scans_counter_pass_id_counter_passes_id_fk" FOREIGN KEY ("counter_pass_id") REFERENCES "public"."counter_passes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "counter_passes_invite_unique" ON "counter_passes" USING btree ("invite_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "counter_passes_pass_unique" ON "counter_passes" USING btree ("pass_token_hash");--> statement-breakpoint
CREATE INDEX "counter_passes_event_idx" ON "counter_passes" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "lap_scans_event_participant_idx" ON "lap_scans" USING btree ("event_id","participant_id");--> statement-breakpoint
CREATE INDEX "lap_scans_event_received_idx" ON "lap_scans" USING btree ("event_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lap_scans_undoes_unique" ON "lap_scans" USING btree ("undoes_scan_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_lap_guard_range" CHECK ("events"."lap_guard_seconds" between 0 and 600);