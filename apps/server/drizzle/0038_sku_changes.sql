CREATE SEQUENCE "public"."sku_change_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "sku_changes" (
	"sku_id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"seq" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sku_changes_seq_idx" ON "sku_changes" USING btree ("seq","sku_id");--> statement-breakpoint
-- Each SKU a buyer's system keeps takes the next seq when something it keeps changes, in the writer's own
-- transaction (the open platform's pool change feed). Stock and sales counts fire nothing.
CREATE FUNCTION sku_changes_mark(sku_ids integer[], product_ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO sku_changes (sku_id, product_id, seq)
  SELECT s, p, nextval('sku_change_seq')
  FROM (SELECT DISTINCT ON (s) s, p FROM unnest(sku_ids, product_ids) AS x(s, p) WHERE s IS NOT NULL ORDER BY s) AS y
  ON CONFLICT (sku_id) DO UPDATE SET product_id = EXCLUDED.product_id, seq = EXCLUDED.seq
$$;--> statement-breakpoint
CREATE FUNCTION sku_changes_of_products(ids integer[]) RETURNS void LANGUAGE sql AS $$
  SELECT sku_changes_mark(array_agg(k.id ORDER BY k.id), array_agg(k.product_id ORDER BY k.id))
  FROM skus k WHERE k.product_id = ANY(ids)
$$;--> statement-breakpoint
CREATE FUNCTION sku_changes_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'skus' THEN
    PERFORM sku_changes_mark(ARRAY[NEW.id], ARRAY[NEW.product_id]);
  ELSIF TG_TABLE_NAME = 'products' THEN
    PERFORM sku_changes_of_products(ARRAY[NEW.id]);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION sku_changes_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'skus' AND TG_OP = 'INSERT' THEN
    PERFORM sku_changes_mark(ARRAY(SELECT id FROM new_rows ORDER BY id), ARRAY(SELECT product_id FROM new_rows ORDER BY id));
  ELSIF TG_TABLE_NAME = 'skus' THEN
    PERFORM sku_changes_mark(ARRAY(SELECT id FROM old_rows ORDER BY id), ARRAY(SELECT product_id FROM old_rows ORDER BY id));
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM sku_changes_of_products(ARRAY(SELECT product_id FROM new_rows));
  ELSE
    PERFORM sku_changes_of_products(ARRAY(SELECT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sku_changes_skus_insert AFTER INSERT ON skus REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sku_changes_rows();--> statement-breakpoint
CREATE TRIGGER sku_changes_skus_delete AFTER DELETE ON skus REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sku_changes_rows();--> statement-breakpoint
CREATE TRIGGER sku_changes_skus_update AFTER UPDATE ON skus FOR EACH ROW
  WHEN (OLD.product_id IS DISTINCT FROM NEW.product_id OR OLD.code IS DISTINCT FROM NEW.code
    OR OLD.spec IS DISTINCT FROM NEW.spec OR OLD.price_fen IS DISTINCT FROM NEW.price_fen
    OR OLD.market_price_fen IS DISTINCT FROM NEW.market_price_fen)
  EXECUTE FUNCTION sku_changes_row();--> statement-breakpoint
CREATE TRIGGER sku_changes_products_update AFTER UPDATE ON products FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.model_no IS DISTINCT FROM NEW.model_no
    OR OLD.unit IS DISTINCT FROM NEW.unit OR OLD.moq IS DISTINCT FROM NEW.moq OR OLD.step IS DISTINCT FROM NEW.step
    OR OLD.on_shelf IS DISTINCT FROM NEW.on_shelf OR OLD.review_status IS DISTINCT FROM NEW.review_status
    OR OLD.sales_area_codes IS DISTINCT FROM NEW.sales_area_codes OR OLD.images IS DISTINCT FROM NEW.images
    OR OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.brand_id IS DISTINCT FROM NEW.brand_id
    OR OLD.merchant_id IS DISTINCT FROM NEW.merchant_id)
  EXECUTE FUNCTION sku_changes_row();--> statement-breakpoint
CREATE TRIGGER sku_changes_pool_insert AFTER INSERT ON company_pool_products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sku_changes_rows();--> statement-breakpoint
CREATE TRIGGER sku_changes_pool_delete AFTER DELETE ON company_pool_products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sku_changes_rows();--> statement-breakpoint
INSERT INTO sku_changes (sku_id, product_id, seq)
  SELECT id, product_id, nextval('sku_change_seq') FROM (SELECT id, product_id FROM skus ORDER BY id) AS k;
