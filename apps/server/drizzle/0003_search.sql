CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"second_category_id" integer NOT NULL,
	"first_category_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"min_price_fen" integer NOT NULL,
	"sales_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"on_shelf" boolean NOT NULL,
	"in_stock" boolean NOT NULL,
	"area_codes" text[] NOT NULL,
	"scene_ids" integer[] NOT NULL,
	"attr_keys" text[] NOT NULL,
	"model_norm" varchar(64) NOT NULL,
	"doc" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"term" varchar(40) PRIMARY KEY NOT NULL,
	"synonyms" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" varchar(80) PRIMARY KEY NOT NULL,
	"pinyin" varchar(240) NOT NULL,
	"initials" varchar(80) NOT NULL,
	"freq" integer DEFAULT 0 NOT NULL,
	"kind" smallint NOT NULL,
	"suggest" boolean DEFAULT false NOT NULL,
	"area_codes" text[] DEFAULT '{0000}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "browsing_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"viewed_on" date NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_search_doc_gin" ON "product_search" USING gin ("doc");--> statement-breakpoint
CREATE INDEX "product_search_model_idx" ON "product_search" USING btree ("model_norm" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "product_search_attr_gin" ON "product_search" USING gin ("attr_keys");--> statement-breakpoint
CREATE INDEX "product_search_area_gin" ON "product_search" USING gin ("area_codes");--> statement-breakpoint
CREATE INDEX "product_search_scene_gin" ON "product_search" USING gin ("scene_ids");--> statement-breakpoint
CREATE INDEX "product_search_cat3_idx" ON "product_search" USING btree ("category_id","sales_count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_search_cat2_idx" ON "product_search" USING btree ("second_category_id","sales_count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_search_cat1_idx" ON "product_search" USING btree ("first_category_id","sales_count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_search_brand_idx" ON "product_search" USING btree ("brand_id","sales_count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_search_sales_idx" ON "product_search" USING btree ("sales_count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_terms_term_prefix_idx" ON "search_terms" USING btree ("term" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_terms_pinyin_prefix_idx" ON "search_terms" USING btree ("pinyin" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_terms_initials_prefix_idx" ON "search_terms" USING btree ("initials" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_terms_term_trgm" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_terms_pinyin_trgm" ON "search_terms" USING gin ("pinyin" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "browsing_history_user_product_day_uq" ON "browsing_history" USING btree ("user_id","product_id","viewed_on");--> statement-breakpoint
CREATE INDEX "browsing_history_user_viewed_idx" ON "browsing_history" USING btree ("user_id","viewed_at" DESC NULLS LAST);