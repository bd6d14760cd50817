DROP INDEX "products_cat_sales_idx";--> statement-breakpoint
DROP INDEX "products_cat_price_idx";--> statement-breakpoint
DROP INDEX "products_cat_new_idx";--> statement-breakpoint
DROP INDEX "products_second_sales_idx";--> statement-breakpoint
DROP INDEX "products_first_sales_idx";--> statement-breakpoint
DROP INDEX "products_sales_idx";--> statement-breakpoint
DROP INDEX "products_brand_sales_idx";--> statement-breakpoint
CREATE INDEX "products_cat_sales_idx" ON "products" USING btree ("category_id","sales_count" DESC NULLS LAST,"id") WHERE "products"."on_shelf";--> statement-breakpoint
CREATE INDEX "products_cat_price_idx" ON "products" USING btree ("category_id","min_price_fen","id") WHERE "products"."on_shelf";--> statement-breakpoint
CREATE INDEX "products_cat_new_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS LAST,"id") WHERE "products"."on_shelf";--> statement-breakpoint
CREATE INDEX "products_second_sales_idx" ON "products" USING btree ("second_category_id","sales_count" DESC NULLS LAST,"id") WHERE "products"."on_shelf";--> statement-breakpoint
CREATE INDEX "products_first_sales_idx" ON "products" USING btree ("first_category_id","sales_count" DESC NULLS LAST,"id") WHERE "products"."on_shelf";--> statement-breakpoint
CREATE INDEX "products_sales_idx" ON "products" USING btree ("sales_count" DESC NULLS LAST,"id") WHERE "products"."on_shelf";--> statement-breakpoint
CREATE INDEX "products_brand_sales_idx" ON "products" USING btree ("brand_id","sales_count" DESC NULLS LAST,"id") WHERE "products"."on_shelf";