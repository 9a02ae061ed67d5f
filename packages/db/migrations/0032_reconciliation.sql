CREATE TYPE "public"."reconciled_transaction" AS ENUM('charge', 'refund', 'payout');--> statement-breakpoint
CREATE TYPE "public"."reconciliation_difference_kind" AS ENUM('amount', 'fee', 'missing_from_ledger', 'missing_at_provider');--> statement-breakpoint
CREATE TYPE "public"."reconciliation_trigger" AS ENUM('schedule', 'administrator');--> statement-breakpoint
CREATE TABLE "reconciliation_differences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"event_id" uuid,
	"kind" "reconciliation_difference_kind" NOT NULL,
	"transaction" "reconciled_transaction" NOT NULL,
	"reference" text NOT NULL,
	"ledger_cents" integer,
	"provider_cents" integer,
	CONSTRAINT "reconciliation_differences_differ" CHECK ("reconciliation_differences"."ledger_cents" is distinct from "reconciliation_differences"."provider_cents")
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"trigger" "reconciliation_trigger" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reconciliation_runs_period" CHECK ("reconciliation_runs"."period_start" < "reconciliation_runs"."period_end")
);
--> statement-breakpoint
ALTER TABLE "reconciliation_differences" ADD CONSTRAINT "reconciliation_differences_run_id_reconciliation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."reconciliation_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_differences" ADD CONSTRAINT "reconciliation_differences_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reconciliation_differences_run_idx" ON "reconciliation_differences" USING btree ("run_id","event_id");--> statement-breakpoint
CREATE INDEX "reconciliation_runs_period_idx" ON "reconciliation_runs" USING btree ("period_end","created_at");