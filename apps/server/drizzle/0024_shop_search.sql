ALTER TABLE "product_search" ADD COLUMN "merchant_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "product_search_merchant_idx" ON "product_search" USING btree ("merchant_id","sales_count" DESC NULLS LAST);--> statement-breakpoint
-- Shops' products already in the index take their seller (new rows get it from the index writer).
UPDATE "product_search" s SET "merchant_id" = p."merchant_id" FROM "products" p WHERE p."id" = s."product_id" AND p."merchant_id" <> 0;
