CREATE TYPE "public"."suppression_reason" AS ENUM('unsubscribed', 'opted_out', 'bounced');--> statement-breakpoint
ALTER TYPE "public"."outbox_status" ADD VALUE 'suppressed';--> statement-breakpoint
CREATE TABLE "message_suppressions" (
	"channel" "message_channel" NOT NULL,
	"address" text NOT NULL,
	"reason" "suppression_reason" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_suppressions_channel_address_pk" PRIMARY KEY("channel","address")
);
--> statement-breakpoint
CREATE TABLE "reminder_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reminder_setting_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"channel" "message_channel" NOT NULL,
	"address" text NOT NULL,
	"outbox_message_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_deliveries_once" UNIQUE("reminder_setting_id","channel","address"),
	CONSTRAINT "reminder_deliveries_outbox_unique" UNIQUE("outbox_message_id")
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "outbox_messages_event_idx";--> statement-breakpoint
ALTER TABLE "message_templates" ADD COLUMN "built_in_key" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "html_body" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "send_after" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "recipient_time_zone" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "transactional" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD COLUMN "dispatched_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_reminder_setting_id_reminder_settings_id_fk" FOREIGN KEY ("reminder_setting_id") REFERENCES "public"."reminder_settings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_outbox_message_id_outbox_messages_id_fk" FOREIGN KEY ("outbox_message_id") REFERENCES "public"."outbox_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminder_deliveries_event_idx" ON "reminder_deliveries" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages" USING btree ("send_after") WHERE "outbox_messages"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "outbox_messages_event_created_idx" ON "outbox_messages" USING btree ("event_id","created_at");--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_built_in_key_unique" UNIQUE("built_in_key");--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_built_in_has_no_owner" CHECK ("message_templates"."built_in_key" is null or "message_templates"."owner_user_id" is null);--> statement-breakpoint
-- Built-in templates written by the demo before they had keys: the start-up step updates them in place.
UPDATE "message_templates" AS t SET "built_in_key" = k."key"
FROM (VALUES
  ('Coming up (text)', 'SmsReminderComingUp:sms'),
  ('Tomorrow (text)', 'SmsReminderTomorrow:sms'),
  ('Last chance (text)', 'LastChanceReminders:sms'),
  ('Last chance (email)', 'LastChanceReminders:email'),
  ('Coming up (email)', 'EmailReminderComingUp:email'),
  ('Tomorrow (email)', 'EmailReminderTomorrow:email'),
  ('Event gear (email)', 'MerchReminderEmail1:email'),
  ('Share (text)', 'ParticipantSMSShare:sms'),
  ('Share (text, flat donations)', 'ParticipantSMSShare:sms:flat'),
  ('Guest share (text)', 'ParticipantSMSShare:sms:guest'),
  ('Guest share (text, flat donations)', 'ParticipantSMSShare:sms:guest:flat')
) AS k("name", "key")
WHERE t."owner_user_id" IS NULL AND t."template_name" = k."name"
  AND t."id" = (SELECT min(o."id"::text)::uuid FROM "message_templates" o WHERE o."owner_user_id" IS NULL AND o."template_name" = k."name");
