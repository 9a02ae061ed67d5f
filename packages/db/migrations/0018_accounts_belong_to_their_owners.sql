CREATE TABLE "email_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"new_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "email_changes_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "invitations" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "contact_first_name" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "contact_last_name" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "vendor_id" uuid;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "last_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_changes_user_idx" ON "email_changes" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_vendor_id_shop_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."shop_vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each Thon starts with the contact its organiser page showed: its first organiser's details. A Thon
-- with no organiser grant names no contact rather than its creator.
UPDATE "events" SET
  "contact_first_name" = "u"."first_name",
  "contact_last_name" = "u"."last_name",
  "contact_email" = "u"."email",
  "contact_phone" = "u"."phone"
FROM (
  SELECT DISTINCT ON ("r"."event_id") "r"."event_id", "users"."first_name", "users"."last_name", "users"."email", "users"."phone"
  FROM "user_roles" "r" JOIN "users" ON "users"."id" = "r"."user_id"
  WHERE "r"."role" = 'organizer' AND "r"."event_id" IS NOT NULL
  ORDER BY "r"."event_id", "r"."created_at"
) "u"
WHERE "u"."event_id" = "events"."id";
