ALTER TYPE "public"."consent_withdrawal" ADD VALUE 'merge';--> statement-breakpoint
CREATE TYPE "public"."child_claim_state" AS ENUM('pending', 'confirmed', 'declined');--> statement-breakpoint
CREATE TABLE "child_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"participant_id" uuid NOT NULL,
	"parent_user_id" uuid NOT NULL,
	"state" "child_claim_state" DEFAULT 'pending' NOT NULL,
	"public_full_name" boolean NOT NULL,
	"public_photo" boolean NOT NULL,
	"vendor_sharing" boolean NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "participant_merges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"kept_participant_id" uuid NOT NULL,
	"removed_participant_id" uuid NOT NULL,
	"merged_by_user_id" uuid,
	"merged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "child_claims" ADD CONSTRAINT "child_claims_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_claims" ADD CONSTRAINT "child_claims_parent_user_id_users_id_fk" FOREIGN KEY ("parent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_claims" ADD CONSTRAINT "child_claims_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_merges" ADD CONSTRAINT "participant_merges_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_merges" ADD CONSTRAINT "participant_merges_kept_participant_id_participants_id_fk" FOREIGN KEY ("kept_participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_merges" ADD CONSTRAINT "participant_merges_removed_participant_id_participants_id_fk" FOREIGN KEY ("removed_participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_merges" ADD CONSTRAINT "participant_merges_merged_by_user_id_users_id_fk" FOREIGN KEY ("merged_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "child_claims_participant_idx" ON "child_claims" USING btree ("participant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "child_claims_pending_unique" ON "child_claims" USING btree ("participant_id","parent_user_id") WHERE "child_claims"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "participant_merges_event_idx" ON "participant_merges" USING btree ("event_id","merged_at");