CREATE TYPE "public"."contact_import_provider" AS ENUM('google', 'yahoo');--> statement-breakpoint
CREATE TABLE "contact_import_flows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" "contact_import_provider" NOT NULL,
	"state_hash" text NOT NULL,
	"code_verifier" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "contact_import_flows_state_hash_unique" UNIQUE("state_hash")
);
--> statement-breakpoint
ALTER TABLE "contact_import_flows" ADD CONSTRAINT "contact_import_flows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_import_flows_expires_idx" ON "contact_import_flows" USING btree ("expires_at");