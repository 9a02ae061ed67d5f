ALTER TABLE "charge_splits" ADD COLUMN "commission_owed_to" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "split_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "charge_splits" ADD CONSTRAINT "charge_splits_commission_owed_to_franchisees_id_fk" FOREIGN KEY ("commission_owed_to") REFERENCES "public"."franchisees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charge_splits_commission_owed_idx" ON "charge_splits" USING btree ("commission_owed_to","created_at") WHERE "charge_splits"."commission_owed_to" is not null;--> statement-breakpoint
CREATE INDEX "pledge_charges_payment_idx" ON "pledge_charges" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payments_to_split_idx" ON "payments" USING btree ("created_at") WHERE "payments"."split_at" is null and "payments"."status" = 'succeeded' and "payments"."method" = 'card' and "payments"."provider_reference" is not null;--> statement-breakpoint
-- The charges split before these columns: marked as the worker now marks them, in one pass each.
-- The mark moves no money, so the collected totals' trigger is left out of this one pass over history.
ALTER TABLE "payments" DISABLE TRIGGER "payments_move_collected_on_update";--> statement-breakpoint
UPDATE "payments" SET "split_at" = s."created_at" FROM "charge_splits" s WHERE s."payment_id" = "payments"."id";--> statement-breakpoint
ALTER TABLE "payments" ENABLE TRIGGER "payments_move_collected_on_update";--> statement-breakpoint
UPDATE "charge_splits" s SET "commission_owed_to" = e."franchisee_id"
FROM "payments" p JOIN "events" e ON e."id" = p."event_id"
WHERE p."id" = s."payment_id" AND s."commission_cents" > 0 AND e."franchisee_id" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "charge_transfers" t WHERE t."payment_id" = s."payment_id" AND t."share" = 'commission');

