CREATE TYPE "public"."thon_creation_step" AS ENUM('started', 'payment_account_created', 'completed', 'failed');--> statement-breakpoint
CREATE TABLE "charge_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"participant_id" uuid,
	"requested_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "charge_requests_event_participant_unique" UNIQUE NULLS NOT DISTINCT("event_id","participant_id")
);
--> statement-breakpoint
CREATE TABLE "thon_creations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"step" "thon_creation_step" DEFAULT 'started' NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"payment_account_id" text,
	"event_id" uuid,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thon_creations_user_key_unique" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "thon_creations_account_after_start" CHECK ("thon_creations"."step" not in ('payment_account_created', 'completed') or "thon_creations"."payment_account_id" is not null),
	CONSTRAINT "thon_creations_completed_has_event" CHECK ("thon_creations"."step" <> 'completed' or "thon_creations"."event_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "participant_goal_cents" integer DEFAULT 35000 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "street_address" text;--> statement-breakpoint
ALTER TABLE "charge_requests" ADD CONSTRAINT "charge_requests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_requests" ADD CONSTRAINT "charge_requests_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_requests" ADD CONSTRAINT "charge_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thon_creations" ADD CONSTRAINT "thon_creations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thon_creations" ADD CONSTRAINT "thon_creations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charge_requests_unprocessed_idx" ON "charge_requests" USING btree ("created_at") WHERE "charge_requests"."processed_at" is null;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_participant_goal_minimum" CHECK ("events"."participant_goal_cents" >= 100);