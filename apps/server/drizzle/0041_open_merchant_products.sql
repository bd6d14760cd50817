CREATE TABLE "open_product_keys" (
	"app_id" bigint NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "open_product_keys_key_idx" ON "open_product_keys" USING btree ("app_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "products_merchant_updated_idx" ON "products" USING btree ("merchant_id","updated_at","id") WHERE "products"."merchant_id" <> 0;--> statement-breakpoint
-- A shop's system pulls the products changed since a time (GET /open/v1/merchant/products?updatedSince=).
-- updated_at moves with what that system keeps, in the writer's own transaction: the product's fields, review
-- and shelf, and its SKUs (added, removed, code, spec, prices). Stock and sales counts move nothing: every
-- order changes them, and touching the product row there would queue orders of one product behind each other.
UPDATE "products" SET "updated_at" = "created_at";--> statement-breakpoint
CREATE FUNCTION products_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER products_touch_update BEFORE UPDATE ON products FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.model_no IS DISTINCT FROM NEW.model_no
    OR OLD.unit IS DISTINCT FROM NEW.unit OR OLD.moq IS DISTINCT FROM NEW.moq OR OLD.step IS DISTINCT FROM NEW.step
    OR OLD.description_html IS DISTINCT FROM NEW.description_html OR OLD.on_shelf IS DISTINCT FROM NEW.on_shelf
    OR OLD.min_price_fen IS DISTINCT FROM NEW.min_price_fen OR OLD.default_sku_id IS DISTINCT FROM NEW.default_sku_id
    OR OLD.sales_area_codes IS DISTINCT FROM NEW.sales_area_codes OR OLD.scene_ids IS DISTINCT FROM NEW.scene_ids
    OR OLD.attrs IS DISTINCT FROM NEW.attrs OR OLD.images IS DISTINCT FROM NEW.images
    OR OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.brand_id IS DISTINCT FROM NEW.brand_id
    OR OLD.merchant_id IS DISTINCT FROM NEW.merchant_id OR OLD.seller_name IS DISTINCT FROM NEW.seller_name
    OR OLD.review_status IS DISTINCT FROM NEW.review_status OR OLD.review_reason IS DISTINCT FROM NEW.review_reason)
  EXECUTE FUNCTION products_touch();--> statement-breakpoint
-- Rows already stamped by this transaction (a product saved with its SKUs) are left alone.
CREATE FUNCTION products_touch_by_skus() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE products SET updated_at = now() WHERE id IN (SELECT product_id FROM new_rows) AND updated_at <> now();
  ELSE
    UPDATE products SET updated_at = now() WHERE id IN (SELECT product_id FROM old_rows) AND updated_at <> now();
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION products_touch_by_sku() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET updated_at = now() WHERE id IN (OLD.product_id, NEW.product_id) AND updated_at <> now();
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_touch_skus_insert AFTER INSERT ON skus REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_touch_by_skus();--> statement-breakpoint
CREATE TRIGGER products_touch_skus_delete AFTER DELETE ON skus REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_touch_by_skus();--> statement-breakpoint
CREATE TRIGGER products_touch_skus_update AFTER UPDATE ON skus FOR EACH ROW
  WHEN (OLD.product_id IS DISTINCT FROM NEW.product_id OR OLD.code IS DISTINCT FROM NEW.code
    OR OLD.spec IS DISTINCT FROM NEW.spec OR OLD.price_fen IS DISTINCT FROM NEW.price_fen
    OR OLD.market_price_fen IS DISTINCT FROM NEW.market_price_fen)
  EXECUTE FUNCTION products_touch_by_sku();
