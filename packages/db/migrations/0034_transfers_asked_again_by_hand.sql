ALTER TABLE "charge_transfers" ADD COLUMN "asked_again_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "charge_transfers" ADD COLUMN "asked_again_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transfer_reversals" ADD COLUMN "asked_again_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "transfer_reversals" ADD COLUMN "asked_again_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "charge_transfers" ADD CONSTRAINT "charge_transfers_asked_again_by_user_id_users_id_fk" FOREIGN KEY ("asked_again_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_reversals" ADD CONSTRAINT "transfer_reversals_asked_again_by_user_id_users_id_fk" FOREIGN KEY ("asked_again_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;