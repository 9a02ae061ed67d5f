ALTER TYPE "public"."transfer_state" ADD VALUE 'refused';--> statement-breakpoint
ALTER TABLE "charge_transfers" DROP CONSTRAINT "charge_transfers_made_has_reference";--> statement-breakpoint
ALTER TABLE "transfer_reversals" DROP CONSTRAINT "transfer_reversals_made_has_reference";--> statement-breakpoint
ALTER TABLE "charge_transfers" ADD COLUMN "refusal" text;--> statement-breakpoint
ALTER TABLE "transfer_reversals" ADD COLUMN "refusal" text;--> statement-breakpoint
ALTER TABLE "charge_transfers" ADD CONSTRAINT "charge_transfers_made_has_reference" CHECK (("charge_transfers"."state" <> 'made' or "charge_transfers"."reference" is not null) and ("charge_transfers"."state"::text <> 'refused' or "charge_transfers"."refusal" is not null));--> statement-breakpoint
ALTER TABLE "transfer_reversals" ADD CONSTRAINT "transfer_reversals_made_has_reference" CHECK (("transfer_reversals"."state" <> 'made' or "transfer_reversals"."reference" is not null) and ("transfer_reversals"."state"::text <> 'refused' or "transfer_reversals"."refusal" is not null));