CREATE TABLE "brands" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"latin_name" varchar(80) DEFAULT '' NOT NULL,
	"initial" varchar(1) NOT NULL,
	"logo_path" text DEFAULT '' NOT NULL,
	"color" varchar(7) DEFAULT '#1677ff' NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"level" smallint NOT NULL,
	"title" varchar(50) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"icon_path" text DEFAULT '' NOT NULL,
	"background" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"second_category_id" integer NOT NULL,
	"first_category_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"model_no" varchar(64) NOT NULL,
	"unit" varchar(8) NOT NULL,
	"moq" integer DEFAULT 1 NOT NULL,
	"step" integer DEFAULT 1 NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"on_shelf" boolean DEFAULT true NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"min_price_fen" integer NOT NULL,
	"default_sku_id" integer NOT NULL,
	"sales_area_codes" text[] DEFAULT '{0000}'::text[] NOT NULL,
	"scene_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"attrs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skus" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"code" varchar(64) NOT NULL,
	"spec" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price_fen" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"code" varchar(6) PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"parent_code" varchar(6) NOT NULL,
	"level" smallint NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scene_zones" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"name" varchar(50) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"image_url" text NOT NULL,
	"link" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_articles" (
	"type" varchar(8) PRIMARY KEY NOT NULL,
	"group_title" varchar(20) NOT NULL,
	"title" varchar(50) NOT NULL,
	"content_html" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hot_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"hot_word" varchar(50) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"content_html" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"term" varchar(100) NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_pages" (
	"key" varchar(40) PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"content_html" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "brands_initial_idx" ON "brands" USING btree ("initial","sort");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "products_cat_sales_idx" ON "products" USING btree ("category_id","sales_count" DESC NULLS LAST) WHERE "products"."on_shelf";--> statement-breakpoint
CREATE INDEX "products_cat_price_idx" ON "products" USING btree ("category_id","min_price_fen") WHERE "products"."on_shelf";--> statement-breakpoint
CREATE INDEX "products_cat_new_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS LAST) WHERE "products"."on_shelf";--> statement-breakpoint
CREATE INDEX "products_second_sales_idx" ON "products" USING btree ("second_category_id","sales_count" DESC NULLS LAST) WHERE "products"."on_shelf";--> statement-breakpoint
CREATE INDEX "products_first_sales_idx" ON "products" USING btree ("first_category_id","sales_count" DESC NULLS LAST) WHERE "products"."on_shelf";--> statement-breakpoint
CREATE INDEX "products_sales_idx" ON "products" USING btree ("sales_count" DESC NULLS LAST) WHERE "products"."on_shelf";--> statement-breakpoint
CREATE INDEX "products_brand_sales_idx" ON "products" USING btree ("brand_id","sales_count" DESC NULLS LAST) WHERE "products"."on_shelf";--> statement-breakpoint
CREATE INDEX "products_area_gin" ON "products" USING gin ("sales_area_codes");--> statement-breakpoint
CREATE INDEX "products_scene_gin" ON "products" USING gin ("scene_ids");--> statement-breakpoint
CREATE INDEX "products_attrs_gin" ON "products" USING gin ("attrs" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "skus_product_idx" ON "skus" USING btree ("product_id","sort");--> statement-breakpoint
CREATE INDEX "regions_parent_idx" ON "regions" USING btree ("parent_code","sort");--> statement-breakpoint
CREATE INDEX "scene_zones_parent_idx" ON "scene_zones" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "notices_created_idx" ON "notices" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_records_user_idx" ON "search_records" USING btree ("user_id","created_at" DESC NULLS LAST);