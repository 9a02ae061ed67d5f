-- The shop held only the demo's rows (nothing could be bought before this migration), so its tables
-- start anew around vendor accounts, product variants and order history; the demo seed fills them.
DROP TABLE "shop_order_items" CASCADE;--> statement-breakpoint
DROP TABLE "shop_orders" CASCADE;--> statement-breakpoint
DROP TABLE "shop_products" CASCADE;--> statement-breakpoint
DROP TYPE "public"."shop_category";--> statement-breakpoint
DROP TYPE "public"."shop_order_status";--> statement-breakpoint
CREATE TYPE "public"."shop_category" AS ENUM('Prizes', 'Marketing', 'Race Equipment', 'Apparel', 'Awards');--> statement-breakpoint
CREATE TYPE "public"."shop_order_status" AS ENUM('placed', 'confirmed', 'shipped', 'delivered', 'cancelled');--> statement-breakpoint
CREATE TABLE "shop_product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"size" "shirt_size",
	"sku" text NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_product_variants_product_size_unique" UNIQUE NULLS NOT DISTINCT("product_id","size"),
	CONSTRAINT "shop_product_variants_stock_non_negative" CHECK ("shop_product_variants"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" "shop_category" NOT NULL,
	"price_cents" integer NOT NULL,
	"image_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_products_price_non_negative" CHECK ("shop_products"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_vendor_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"invited_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_vendor_members_user_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "shop_vendors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "shop_order_items_order_variant_unique" UNIQUE("order_id","variant_id"),
	CONSTRAINT "shop_order_items_quantity_positive" CHECK ("shop_order_items"."quantity" > 0),
	CONSTRAINT "shop_order_items_price_non_negative" CHECK ("shop_order_items"."unit_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_order_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" "shop_order_status",
	"to_status" "shop_order_status" NOT NULL,
	"tracking_number" text,
	"changed_by_user_id" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "shop_orders_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1),
	"vendor_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"ordered_by_user_id" uuid NOT NULL,
	"status" "shop_order_status" DEFAULT 'placed' NOT NULL,
	"delivery_date" date NOT NULL,
	"tracking_number" text,
	"total_cents" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_orders_number_unique" UNIQUE("number"),
	CONSTRAINT "shop_orders_buyer_idempotency_key_unique" UNIQUE("ordered_by_user_id","idempotency_key"),
	CONSTRAINT "shop_orders_total_non_negative" CHECK ("shop_orders"."total_cents" >= 0),
	CONSTRAINT "shop_orders_shipped_has_tracking" CHECK ("shop_orders"."status" not in ('shipped', 'delivered') or "shop_orders"."tracking_number" is not null)
);
--> statement-breakpoint
CREATE TABLE "shop_prize_levels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"min_pledged_cents" integer NOT NULL,
	"product_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_prize_levels_event_threshold_unique" UNIQUE("event_id","min_pledged_cents"),
	CONSTRAINT "shop_prize_levels_threshold_non_negative" CHECK ("shop_prize_levels"."min_pledged_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "shop_product_variants" ADD CONSTRAINT "shop_product_variants_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_vendor_id_shop_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."shop_vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_vendor_members" ADD CONSTRAINT "shop_vendor_members_vendor_id_shop_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."shop_vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_vendor_members" ADD CONSTRAINT "shop_vendor_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_vendor_members" ADD CONSTRAINT "shop_vendor_members_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_items" ADD CONSTRAINT "shop_order_items_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_items" ADD CONSTRAINT "shop_order_items_variant_id_shop_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."shop_product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_status_changes" ADD CONSTRAINT "shop_order_status_changes_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_status_changes" ADD CONSTRAINT "shop_order_status_changes_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_vendor_id_shop_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."shop_vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_ordered_by_user_id_users_id_fk" FOREIGN KEY ("ordered_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_prize_levels" ADD CONSTRAINT "shop_prize_levels_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_prize_levels" ADD CONSTRAINT "shop_prize_levels_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_product_variants_sku_unique" ON "shop_product_variants" USING btree (lower("sku"));--> statement-breakpoint
CREATE INDEX "shop_products_vendor_idx" ON "shop_products" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "shop_products_category_idx" ON "shop_products" USING btree ("category");--> statement-breakpoint
CREATE INDEX "shop_vendor_members_vendor_idx" ON "shop_vendor_members" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "shop_order_items_variant_idx" ON "shop_order_items" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "shop_order_status_changes_order_idx" ON "shop_order_status_changes" USING btree ("order_id","changed_at");--> statement-breakpoint
CREATE INDEX "shop_orders_vendor_created_idx" ON "shop_orders" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_orders_event_idx" ON "shop_orders" USING btree ("event_id");