CREATE TYPE "public"."pledge_refund_state" AS ENUM('requested', 'refunded', 'failed');--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "pledge_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pledge_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"new_amount_cents" integer,
	"new_covers_fees" boolean NOT NULL,
	"state" "pledge_refund_state" DEFAULT 'requested' NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_reference" text,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pledge_refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "pledge_refunds_amount_positive" CHECK ("pledge_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pledge_refunds" ADD CONSTRAINT "pledge_refunds_pledge_id_pledges_id_fk" FOREIGN KEY ("pledge_id") REFERENCES "public"."pledges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledge_refunds" ADD CONSTRAINT "pledge_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pledge_refunds_pledge_idx" ON "pledge_refunds" USING btree ("pledge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pledge_refunds_one_open_idx" ON "pledge_refunds" USING btree ("pledge_id") WHERE "pledge_refunds"."state" = 'requested';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_range" CHECK ("payments"."refunded_cents" between 0 and "payments"."amount_cents");