ALTER TABLE "organizations" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "tax_exempt" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "ein" text;--> statement-breakpoint
CREATE INDEX "pledges_donor_email_idx" ON "pledges" USING btree (lower("donor_email"));--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_ein_format" CHECK ("organizations"."ein" is null or "organizations"."ein" ~ '^[0-9]{2}-[0-9]{7}$');--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_tax_exempt_has_ein" CHECK (not "organizations"."tax_exempt" or "organizations"."ein" is not null);