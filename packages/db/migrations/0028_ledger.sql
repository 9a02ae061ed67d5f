CREATE TYPE "public"."ledger_account" AS ENUM('donor_pledges', 'donor_fee_cover', 'processing_fees', 'franchisee_commission', 'platform_fees', 'school_balance', 'donor_refunds', 'disputes', 'payouts_in_transit', 'school_paid_out');--> statement-breakpoint
CREATE TYPE "public"."ledger_entry_kind" AS ENUM('charge', 'fee_adjustment', 'refund', 'payout', 'payout_paid', 'payout_failed');--> statement-breakpoint
CREATE TYPE "public"."payout_status" AS ENUM('in_transit', 'paid', 'failed');--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"kind" "ledger_entry_kind" NOT NULL,
	"key" text NOT NULL,
	"payment_id" uuid,
	"payout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_key_unique" UNIQUE("key"),
	CONSTRAINT "ledger_entries_source" CHECK (("ledger_entries"."kind" in ('charge', 'fee_adjustment', 'refund')) = ("ledger_entries"."payment_id" is not null)
        and ("ledger_entries"."kind" in ('payout', 'payout_paid', 'payout_failed')) = ("ledger_entries"."payout_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "ledger_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entry_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"account" "ledger_account" NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "ledger_lines_not_zero" CHECK ("ledger_lines"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_payout_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" "payout_status" DEFAULT 'in_transit' NOT NULL,
	"arrival_date" date NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_provider_payout_unique" UNIQUE("provider","provider_payout_id"),
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_event_idx" ON "ledger_entries" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_payment_idx" ON "ledger_entries" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "ledger_lines_event_account_idx" ON "ledger_lines" USING btree ("event_id","account");--> statement-breakpoint
CREATE INDEX "ledger_lines_entry_idx" ON "ledger_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "payouts_event_idx" ON "payouts" USING btree ("event_id");--> statement-breakpoint
-- Decision 134: an entry's lines are written in one statement and sum to zero, and nothing in the
-- ledger is ever changed or removed: a correction is a new entry.
CREATE FUNCTION "ledger_lines_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_lines GROUP BY entry_id HAVING sum(amount_cents) <> 0) THEN
    RAISE EXCEPTION 'the lines of a ledger entry must sum to zero' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "ledger_lines_balanced" AFTER INSERT ON "ledger_lines"
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION "ledger_lines_balanced"();
--> statement-breakpoint
CREATE FUNCTION "ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % of % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_append_only"();
--> statement-breakpoint
CREATE TRIGGER "ledger_lines_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "ledger_lines"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_append_only"();
