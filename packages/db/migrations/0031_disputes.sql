CREATE TYPE "public"."dispute_status" AS ENUM('needs_response', 'under_review', 'won', 'lost');--> statement-breakpoint
CREATE TYPE "public"."transfer_reversal_kind" AS ENUM('reversal', 'reinstatement');--> statement-breakpoint
ALTER TYPE "public"."ledger_entry_kind" ADD VALUE 'dispute_withdrawn';--> statement-breakpoint
ALTER TYPE "public"."ledger_entry_kind" ADD VALUE 'dispute_reinstated';--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_dispute_id" text NOT NULL,
	"event_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" "dispute_status" DEFAULT 'needs_response' NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_provider_dispute_unique" UNIQUE("provider","provider_dispute_id"),
	CONSTRAINT "disputes_amount_positive" CHECK ("disputes"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "transfer_reversals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transfer_id" uuid NOT NULL,
	"dispute_id" uuid,
	"kind" "transfer_reversal_kind" DEFAULT 'reversal' NOT NULL,
	"amount_cents" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"state" "transfer_state" DEFAULT 'pending' NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_reversals_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "transfer_reversals_amount_positive" CHECK ("transfer_reversals"."amount_cents" > 0),
	CONSTRAINT "transfer_reversals_made_has_reference" CHECK ("transfer_reversals"."state" <> 'made' or "transfer_reversals"."reference" is not null),
	CONSTRAINT "transfer_reversals_reinstatement_of_dispute" CHECK ("transfer_reversals"."kind" = 'reversal' or "transfer_reversals"."dispute_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_source";--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_reversals" ADD CONSTRAINT "transfer_reversals_transfer_id_charge_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."charge_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_reversals" ADD CONSTRAINT "transfer_reversals_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disputes_payment_idx" ON "disputes" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "disputes_event_idx" ON "disputes" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "transfer_reversals_transfer_idx" ON "transfer_reversals" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "transfer_reversals_pending_idx" ON "transfer_reversals" USING btree ("created_at") WHERE "transfer_reversals"."state" = 'pending';--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_source" CHECK (("ledger_entries"."kind"::text in ('charge', 'fee_adjustment', 'refund', 'dispute_withdrawn', 'dispute_reinstated')) = ("ledger_entries"."payment_id" is not null)
        and ("ledger_entries"."kind"::text in ('payout', 'payout_paid', 'payout_failed')) = ("ledger_entries"."payout_id" is not null));