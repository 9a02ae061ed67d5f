CREATE TYPE "public"."event_status" AS ENUM('draft', 'active', 'completed');--> statement-breakpoint
CREATE TYPE "public"."organization_type" AS ENUM('Club or Civic Group', 'College', 'Elementary School', 'For a Friend', 'High School', 'Middle School', 'Non-profit', 'Preschool', 'Sports Team');--> statement-breakpoint
CREATE TYPE "public"."school_level" AS ENUM('Alternative', 'Elementary', 'Middle', 'High');--> statement-breakpoint
CREATE TYPE "public"."message_channel" AS ENUM('email', 'sms');--> statement-breakpoint
CREATE TYPE "public"."outbox_status" AS ENUM('queued', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."grade" AS ENUM('PK', 'K', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12');--> statement-breakpoint
CREATE TYPE "public"."participant_status" AS ENUM('active', 'completed');--> statement-breakpoint
CREATE TYPE "public"."shirt_size" AS ENUM('YS', 'YM', 'YL', 'AS', 'AM', 'AL', 'AXL');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('card', 'cash', 'check', 'bulk');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'succeeded', 'failed', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."pledge_kind" AS ENUM('per_unit', 'flat');--> statement-breakpoint
CREATE TYPE "public"."pledge_status" AS ENUM('submitted', 'updated', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."reminder_key" AS ENUM('SmsReminderComingUp', 'SmsReminderTomorrow', 'LastChanceReminders', 'EmailReminderComingUp', 'EmailReminderTomorrow', 'MerchReminderEmail1', 'ParticipantSMSShare');--> statement-breakpoint
CREATE TYPE "public"."reminder_time_zone" AS ENUM('EST', 'EDT', 'CST', 'CDT', 'MST', 'MDT', 'PST', 'PDT', 'AKST', 'AKDT', 'HST', 'HDT');--> statement-breakpoint
CREATE TYPE "public"."sms_share_default_type" AS ENUM('immediately', 'Hold Messages Between');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('participant', 'parent', 'teacher', 'team_leader', 'vendor', 'franchisee_user', 'franchisee_team_leader', 'super_admin', 'organizer', 'test_user', 'guest');--> statement-breakpoint
CREATE TYPE "public"."share_channel" AS ENUM('email', 'sms', 'social');--> statement-breakpoint
CREATE TYPE "public"."shop_category" AS ENUM('Prizes', 'Marketing', 'Race Equipment', 'Apparel', 'Awards');--> statement-breakpoint
CREATE TYPE "public"."shop_order_status" AS ENUM('placed', 'processing', 'shipped', 'delivered', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."user_status" AS ENUM('active', 'inactive');--> statement-breakpoint
CREATE TABLE "activity_log" (
	"user_id" uuid NOT NULL,
	"activity_type_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_log_user_id_activity_type_id_pk" PRIMARY KEY("user_id","activity_type_id"),
	CONSTRAINT "activity_log_activity_type_positive" CHECK ("activity_log"."activity_type_id" > 0)
);
--> statement-breakpoint
CREATE TABLE "participant_test_group_data" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"participant_id" uuid NOT NULL,
	"ga_user_id" text,
	"g_experiment_id" text NOT NULL,
	"g_variant_id" text NOT NULL,
	"g_variant_name" text,
	"e_container_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "participant_test_group_data_participant_experiment_unique" UNIQUE("participant_id","g_experiment_id")
);
--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_email" text NOT NULL,
	"from_name" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"jira_issue_type" text,
	"ticket_key" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_id" uuid,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_requests_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"franchisee_id" uuid,
	"name" text NOT NULL,
	"event_code" text NOT NULL,
	"event_date" date NOT NULL,
	"end_date" date,
	"time_zone" text NOT NULL,
	"unit_name" text NOT NULL,
	"unit_name_plural" text NOT NULL,
	"min_units" integer DEFAULT 0 NOT NULL,
	"max_units" integer NOT NULL,
	"goal_cents" integer NOT NULL,
	"funds_go_to" text,
	"flat_donations_only" boolean DEFAULT false NOT NULL,
	"status" "event_status" DEFAULT 'draft' NOT NULL,
	"payment_account_id" text,
	"created_by_user_id" uuid,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_event_code_format" CHECK ("events"."event_code" ~ '^[A-Za-z0-9_-]+$'),
	CONSTRAINT "events_units_range" CHECK ("events"."min_units" >= 0 and "events"."max_units" >= "events"."min_units"),
	CONSTRAINT "events_goal_minimum" CHECK ("events"."goal_cents" >= 100),
	CONSTRAINT "events_end_after_event" CHECK ("events"."end_date" is null or "events"."end_date" >= "events"."event_date"),
	CONSTRAINT "events_completed_at_matches_status" CHECK (("events"."status" = 'completed') = ("events"."completed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "franchisees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"territory" text,
	"commission_basis_points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "franchisees_commission_range" CHECK ("franchisees"."commission_basis_points" between 0 and 6000)
);
--> statement-breakpoint
CREATE TABLE "landing_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"image_url" text,
	"video_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "landing_pages_url_format" CHECK ("landing_pages"."url" ~ '^[A-Za-z0-9][A-Za-z0-9_-]*$')
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid,
	"template_name" text NOT NULL,
	"message_subject" text,
	"message_body" text NOT NULL,
	"message_type" "message_channel" NOT NULL,
	"is_custom" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"category" "reminder_key" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_templates_custom_has_owner" CHECK ("message_templates"."is_custom" = ("message_templates"."owner_user_id" is not null)),
	CONSTRAINT "message_templates_email_has_subject" CHECK ("message_templates"."message_type" <> 'email' or "message_templates"."message_subject" is not null)
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" "organization_type" NOT NULL,
	"school_level" "school_level",
	"city" text,
	"state" text,
	"country_code" text DEFAULT 'US' NOT NULL,
	"zip" text,
	"website" text,
	"franchisee_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizations_country_code_format" CHECK ("organizations"."country_code" ~ '^[A-Z]{2}$'),
	CONSTRAINT "organizations_website_scheme" CHECK ("organizations"."website" is null or "organizations"."website" ~* '^https?://')
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" "message_channel" NOT NULL,
	"to_address" text NOT NULL,
	"from_address" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"event_id" uuid,
	"status" "outbox_status" DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_messages_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "outbox_messages_attempts_non_negative" CHECK ("outbox_messages"."attempts" >= 0),
	CONSTRAINT "outbox_messages_email_has_subject" CHECK ("outbox_messages"."channel" <> 'email' or "outbox_messages"."subject" is not null)
);
--> statement-breakpoint
CREATE TABLE "participant_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"uploaded_by_user_id" uuid,
	"file_name" text NOT NULL,
	"row_count" integer NOT NULL,
	"imported_count" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "participant_imports_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "participant_imports_counts" CHECK ("participant_imports"."imported_count" >= 0 and "participant_imports"."imported_count" <= "participant_imports"."row_count")
);
--> statement-breakpoint
CREATE TABLE "parent_participants" (
	"parent_user_id" uuid NOT NULL,
	"participant_id" uuid NOT NULL,
	"relationship" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parent_participants_parent_user_id_participant_id_pk" PRIMARY KEY("parent_user_id","participant_id")
);
--> statement-breakpoint
CREATE TABLE "participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"team_id" uuid,
	"user_id" uuid,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"goal_cents" integer DEFAULT 35000 NOT NULL,
	"shirt_size" "shirt_size",
	"grade" "grade",
	"teacher_user_id" uuid,
	"access_code" text NOT NULL,
	"public_full_name_opt_in" boolean DEFAULT false NOT NULL,
	"status" "participant_status" DEFAULT 'active' NOT NULL,
	"import_id" uuid,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "participants_goal_minimum" CHECK ("participants"."goal_cents" >= 100),
	CONSTRAINT "participants_completed_at_matches_status" CHECK (("participants"."status" = 'completed') = ("participants"."completed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"participant_id" uuid,
	"pledge_id" uuid,
	"amount_cents" integer NOT NULL,
	"processing_fee_cents" integer DEFAULT 0 NOT NULL,
	"method" "payment_method" NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payments_provider_reference_unique" UNIQUE("provider","provider_reference"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_cents" > 0),
	CONSTRAINT "payments_fee_range" CHECK ("payments"."processing_fee_cents" between 0 and "payments"."amount_cents"),
	CONSTRAINT "payments_participant_unless_bulk" CHECK ("payments"."method" = 'bulk' or "payments"."participant_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "pledges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"participant_id" uuid NOT NULL,
	"donor_user_id" uuid,
	"donor_first_name" text NOT NULL,
	"donor_last_name" text NOT NULL,
	"donor_email" text,
	"donor_phone" text,
	"kind" "pledge_kind" NOT NULL,
	"rate_cents" integer,
	"max_cents" integer,
	"amount_cents" integer,
	"status" "pledge_status" DEFAULT 'submitted' NOT NULL,
	"is_offline" boolean DEFAULT false NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pledges_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "pledges_per_unit_shape" CHECK ("pledges"."kind" <> 'per_unit' or ("pledges"."rate_cents" > 0 and "pledges"."amount_cents" is null)),
	CONSTRAINT "pledges_flat_shape" CHECK ("pledges"."kind" <> 'flat' or ("pledges"."amount_cents" >= 100 and "pledges"."rate_cents" is null and "pledges"."max_cents" is null)),
	CONSTRAINT "pledges_max_minimum" CHECK ("pledges"."max_cents" is null or "pledges"."max_cents" >= 100)
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"key" "reminder_key" NOT NULL,
	"days" integer,
	"time" text,
	"time_zone" "reminder_time_zone" NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"message_template_id" uuid,
	"default_type" "sms_share_default_type",
	"hold_start" text,
	"hold_end" text,
	"hold_enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_settings_event_key_unique" UNIQUE("event_id","key"),
	CONSTRAINT "reminder_settings_scheduled_has_day_and_time" CHECK ("reminder_settings"."key" = 'ParticipantSMSShare' or ("reminder_settings"."days" is not null and "reminder_settings"."time" is not null)),
	CONSTRAINT "reminder_settings_time_format" CHECK ("reminder_settings"."time" is null or "reminder_settings"."time" ~ '^(0[1-9]|1[0-2]):[0-5][0-9] (AM|PM)$'),
	CONSTRAINT "reminder_settings_hold_format" CHECK (("reminder_settings"."hold_start" is null or "reminder_settings"."hold_start" ~ '^(0[1-9]|1[0-2]):[0-5][0-9] (AM|PM)$') and ("reminder_settings"."hold_end" is null or "reminder_settings"."hold_end" ~ '^(0[1-9]|1[0-2]):[0-5][0-9] (AM|PM)$')),
	CONSTRAINT "reminder_settings_default_type_only_for_sms_share" CHECK ("reminder_settings"."default_type" is null or "reminder_settings"."key" = 'ParticipantSMSShare'),
	CONSTRAINT "reminder_settings_hold_window_matches_type" CHECK (coalesce("reminder_settings"."default_type" = 'Hold Messages Between', false) = ("reminder_settings"."hold_start" is not null and "reminder_settings"."hold_end" is not null))
);
--> statement-breakpoint
CREATE TABLE "results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"participant_id" uuid NOT NULL,
	"units" integer NOT NULL,
	"recorded_by_user_id" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "results_participant_unique" UNIQUE("participant_id"),
	CONSTRAINT "results_units_non_negative" CHECK ("results"."units" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"role" "role" NOT NULL,
	"organization_id" uuid,
	"event_id" uuid,
	"team_id" uuid,
	"franchisee_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_grant_unique" UNIQUE NULLS NOT DISTINCT("user_id","role","organization_id","event_id","team_id","franchisee_id"),
	CONSTRAINT "user_roles_team_leader_has_team" CHECK ("user_roles"."role" <> 'team_leader' or "user_roles"."team_id" is not null),
	CONSTRAINT "user_roles_franchisee_role_has_franchisee" CHECK ("user_roles"."role" not in ('franchisee_user', 'franchisee_team_leader') or "user_roles"."franchisee_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"participant_id" uuid,
	"remember_me" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sso_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"redirect" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "sso_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "share_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"share_id" uuid NOT NULL,
	"participant_id" uuid NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_recipients_participant_address_unique" UNIQUE("participant_id","address")
);
--> statement-breakpoint
CREATE TABLE "shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"participant_id" uuid NOT NULL,
	"shared_by_user_id" uuid,
	"channel" "share_channel" NOT NULL,
	"recipient_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shares_recipient_count_positive" CHECK ("shares"."recipient_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	CONSTRAINT "shop_order_items_order_product_unique" UNIQUE("order_id","product_id"),
	CONSTRAINT "shop_order_items_quantity_positive" CHECK ("shop_order_items"."quantity" > 0),
	CONSTRAINT "shop_order_items_price_non_negative" CHECK ("shop_order_items"."unit_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid,
	"organization_id" uuid,
	"ordered_by_user_id" uuid NOT NULL,
	"status" "shop_order_status" DEFAULT 'placed' NOT NULL,
	"total_cents" integer NOT NULL,
	"notes" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_orders_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "shop_orders_total_non_negative" CHECK ("shop_orders"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" "shop_category" NOT NULL,
	"price_cents" integer NOT NULL,
	"sku" text NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"image_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_products_sku_unique" UNIQUE("sku"),
	CONSTRAINT "shop_products_price_non_negative" CHECK ("shop_products"."price_cents" >= 0),
	CONSTRAINT "shop_products_stock_non_negative" CHECK ("shop_products"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sponsor_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"participant_id" uuid,
	"author_user_id" uuid,
	"message" text NOT NULL,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"login_provider" text NOT NULL,
	"provider_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oauth_identities_provider_key_unique" UNIQUE("login_provider","provider_key")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"avatar_url" text,
	"location" text,
	"status" "user_status" DEFAULT 'active' NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_email_lower_case" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_test_group_data" ADD CONSTRAINT "participant_test_group_data_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD CONSTRAINT "landing_pages_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD CONSTRAINT "landing_pages_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_imports" ADD CONSTRAINT "participant_imports_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_imports" ADD CONSTRAINT "participant_imports_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_participants" ADD CONSTRAINT "parent_participants_parent_user_id_users_id_fk" FOREIGN KEY ("parent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_participants" ADD CONSTRAINT "parent_participants_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_teacher_user_id_users_id_fk" FOREIGN KEY ("teacher_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_import_id_participant_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."participant_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_pledge_id_pledges_id_fk" FOREIGN KEY ("pledge_id") REFERENCES "public"."pledges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledges" ADD CONSTRAINT "pledges_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledges" ADD CONSTRAINT "pledges_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledges" ADD CONSTRAINT "pledges_donor_user_id_users_id_fk" FOREIGN KEY ("donor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_message_template_id_message_templates_id_fk" FOREIGN KEY ("message_template_id") REFERENCES "public"."message_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_franchisee_id_franchisees_id_fk" FOREIGN KEY ("franchisee_id") REFERENCES "public"."franchisees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_tokens" ADD CONSTRAINT "sso_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_recipients" ADD CONSTRAINT "share_recipients_share_id_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_recipients" ADD CONSTRAINT "share_recipients_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_shared_by_user_id_users_id_fk" FOREIGN KEY ("shared_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_items" ADD CONSTRAINT "shop_order_items_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_items" ADD CONSTRAINT "shop_order_items_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_ordered_by_user_id_users_id_fk" FOREIGN KEY ("ordered_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_vendor_user_id_users_id_fk" FOREIGN KEY ("vendor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_updates" ADD CONSTRAINT "sponsor_updates_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_updates" ADD CONSTRAINT "sponsor_updates_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_updates" ADD CONSTRAINT "sponsor_updates_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_identities" ADD CONSTRAINT "oauth_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_activity_type_idx" ON "activity_log" USING btree ("activity_type_id");--> statement-breakpoint
CREATE INDEX "contact_requests_user_idx" ON "contact_requests" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "events_event_code_unique" ON "events" USING btree (lower("event_code"));--> statement-breakpoint
CREATE INDEX "events_organization_idx" ON "events" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "events_franchisee_idx" ON "events" USING btree ("franchisee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "landing_pages_url_unique" ON "landing_pages" USING btree (lower("url"));--> statement-breakpoint
CREATE INDEX "landing_pages_event_idx" ON "landing_pages" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "message_templates_owner_category_idx" ON "message_templates" USING btree ("owner_user_id","category");--> statement-breakpoint
CREATE INDEX "organizations_franchisee_idx" ON "organizations" USING btree ("franchisee_id");--> statement-breakpoint
CREATE INDEX "outbox_messages_status_created_idx" ON "outbox_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_event_idx" ON "outbox_messages" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "participant_imports_event_idx" ON "participant_imports" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "parent_participants_participant_idx" ON "parent_participants" USING btree ("participant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "participants_access_code_unique" ON "participants" USING btree (lower("access_code"));--> statement-breakpoint
CREATE INDEX "participants_event_idx" ON "participants" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "participants_team_idx" ON "participants" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "participants_user_idx" ON "participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "participants_teacher_idx" ON "participants" USING btree ("teacher_user_id");--> statement-breakpoint
CREATE INDEX "payments_event_idx" ON "payments" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "payments_participant_idx" ON "payments" USING btree ("participant_id");--> statement-breakpoint
CREATE INDEX "payments_pledge_idx" ON "payments" USING btree ("pledge_id");--> statement-breakpoint
CREATE INDEX "pledges_participant_idx" ON "pledges" USING btree ("participant_id");--> statement-breakpoint
CREATE INDEX "pledges_event_idx" ON "pledges" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "pledges_donor_idx" ON "pledges" USING btree ("donor_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_roles_one_team_leader_per_team" ON "user_roles" USING btree ("team_id") WHERE "user_roles"."role" = 'team_leader';--> statement-breakpoint
CREATE INDEX "user_roles_user_idx" ON "user_roles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_roles_event_idx" ON "user_roles" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "user_roles_franchisee_idx" ON "user_roles" USING btree ("franchisee_id");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sso_tokens_user_idx" ON "sso_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "share_recipients_share_idx" ON "share_recipients" USING btree ("share_id");--> statement-breakpoint
CREATE INDEX "shares_participant_idx" ON "shares" USING btree ("participant_id");--> statement-breakpoint
CREATE INDEX "shop_order_items_product_idx" ON "shop_order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "shop_orders_event_idx" ON "shop_orders" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "shop_orders_organization_idx" ON "shop_orders" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "shop_orders_ordered_by_idx" ON "shop_orders" USING btree ("ordered_by_user_id");--> statement-breakpoint
CREATE INDEX "shop_products_vendor_idx" ON "shop_products" USING btree ("vendor_user_id");--> statement-breakpoint
CREATE INDEX "shop_products_category_idx" ON "shop_products" USING btree ("category");--> statement-breakpoint
CREATE INDEX "sponsor_updates_event_created_idx" ON "sponsor_updates" USING btree ("event_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "teams_event_name_unique" ON "teams" USING btree ("event_id",lower("name"));--> statement-breakpoint
CREATE INDEX "oauth_identities_user_idx" ON "oauth_identities" USING btree ("user_id");