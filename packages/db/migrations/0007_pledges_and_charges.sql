CREATE TYPE "public"."pledge_charge_state" AS ENUM('pending', 'succeeded', 'failed', 'not_due', 'written_off');--> statement-breakpoint
CREATE TABLE "pledge_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pledge_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"pledge_cents" integer NOT NULL,
	"state" "pledge_charge_state" DEFAULT 'pending' NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"failure" text,
	"next_retry_at" timestamp with time zone,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pledge_charges_pledge_unique" UNIQUE("pledge_id"),
	CONSTRAINT "pledge_charges_amount" CHECK ("pledge_charges"."pledge_cents" >= 0),
	CONSTRAINT "pledge_charges_attempt" CHECK ("pledge_charges"."attempt" >= 1),
	CONSTRAINT "pledge_charges_paid_has_payment" CHECK ("pledge_charges"."state" <> 'succeeded' or "pledge_charges"."payment_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "pledge_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"pledge_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_participant_unless_bulk";--> statement-breakpoint
ALTER TABLE "pledges" ALTER COLUMN "participant_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "pledges" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "pledges" ADD COLUMN "covers_fees" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pledges" ADD COLUMN "payment_provider" text;--> statement-breakpoint
ALTER TABLE "pledges" ADD COLUMN "saved_payment_method" text;--> statement-breakpoint
ALTER TABLE "pledge_charges" ADD CONSTRAINT "pledge_charges_pledge_id_pledges_id_fk" FOREIGN KEY ("pledge_id") REFERENCES "public"."pledges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledge_charges" ADD CONSTRAINT "pledge_charges_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledge_charges" ADD CONSTRAINT "pledge_charges_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledge_links" ADD CONSTRAINT "pledge_links_pledge_id_pledges_id_fk" FOREIGN KEY ("pledge_id") REFERENCES "public"."pledges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pledge_charges_event_state_idx" ON "pledge_charges" USING btree ("event_id","state");--> statement-breakpoint
CREATE INDEX "pledge_charges_retry_idx" ON "pledge_charges" USING btree ("next_retry_at") WHERE "pledge_charges"."state" = 'failed';--> statement-breakpoint
CREATE INDEX "pledge_links_pledge_idx" ON "pledge_links" USING btree ("pledge_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_participant_unless_bulk" CHECK ("payments"."method" = 'bulk' or "payments"."participant_id" is not null or "payments"."pledge_id" is not null);