CREATE TYPE "public"."transfer_share" AS ENUM('school', 'commission');--> statement-breakpoint
CREATE TYPE "public"."transfer_state" AS ENUM('pending', 'made');--> statement-breakpoint
CREATE TABLE "charge_splits" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"source_transaction" text NOT NULL,
	"transfer_group" text NOT NULL,
	"processing_fee_cents" integer NOT NULL,
	"commission_cents" integer NOT NULL,
	"platform_fee_cents" integer NOT NULL,
	"school_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charge_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"share" "transfer_share" NOT NULL,
	"destination" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"state" "transfer_state" DEFAULT 'pending' NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charge_transfers_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "charge_transfers_payment_share_unique" UNIQUE("payment_id","share"),
	CONSTRAINT "charge_transfers_amount_positive" CHECK ("charge_transfers"."amount_cents" > 0),
	CONSTRAINT "charge_transfers_made_has_reference" CHECK ("charge_transfers"."state" <> 'made' or "charge_transfers"."reference" is not null)
);
--> statement-breakpoint
CREATE TABLE "connected_accounts" (
	"account_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"organization_id" uuid,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"requirements_due" integer DEFAULT 0 NOT NULL,
	"state_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connected_accounts_requirements_range" CHECK ("connected_accounts"."requirements_due" >= 0)
);
--> statement-breakpoint
ALTER TABLE "franchisees" ADD COLUMN "connected_account_id" text;--> statement-breakpoint
ALTER TABLE "charge_splits" ADD CONSTRAINT "charge_splits_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_transfers" ADD CONSTRAINT "charge_transfers_payment_id_charge_splits_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."charge_splits"("payment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connected_accounts" ADD CONSTRAINT "connected_accounts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charge_transfers_pending_idx" ON "charge_transfers" USING btree ("created_at") WHERE "charge_transfers"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "connected_accounts_organization_idx" ON "connected_accounts" USING btree ("organization_id");