CREATE TABLE "reminder_fan_out_progress" (
	"reminder_setting_id" uuid NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"channel" "message_channel" NOT NULL,
	"last_address" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_fan_out_progress_reminder_setting_id_due_at_channel_pk" PRIMARY KEY("reminder_setting_id","due_at","channel")
);
--> statement-breakpoint
ALTER TABLE "reminder_fan_out_progress" ADD CONSTRAINT "reminder_fan_out_progress_reminder_setting_id_reminder_settings_id_fk" FOREIGN KEY ("reminder_setting_id") REFERENCES "public"."reminder_settings"("id") ON DELETE cascade ON UPDATE no action;