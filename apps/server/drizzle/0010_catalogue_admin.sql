CREATE SEQUENCE "public"."catalogue_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10000001 CACHE 1;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "images" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "market_price_fen" integer;--> statement-breakpoint
CREATE INDEX "skus_code_idx" ON "skus" USING btree ("code");