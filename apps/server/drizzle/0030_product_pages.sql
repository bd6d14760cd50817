CREATE SEQUENCE "public"."product_page_stamps" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "product_pages" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"stamp" bigint NOT NULL,
	"page" json,
	"packed" "bytea",
	"format" varchar(16)
);
--> statement-breakpoint
-- A product page is stale once something it shows changes: these take a new stamp and drop the page in the
-- writer's own transaction (the row lock they take makes a concurrent preparation from older data lose).
-- Stock, shelf, sales and areas are read with each request and fire nothing.
CREATE FUNCTION product_pages_stale(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_pages (product_id, stamp, page)
  SELECT id, nextval('product_page_stamps'), NULL
  FROM (SELECT DISTINCT id FROM unnest(ids) AS id WHERE id IS NOT NULL) AS x
  ON CONFLICT (product_id) DO UPDATE SET stamp = nextval('product_page_stamps'), page = NULL, packed = NULL
$$;--> statement-breakpoint
CREATE FUNCTION product_pages_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'products' THEN
    PERFORM product_pages_stale(ARRAY[NEW.id]);
  ELSIF TG_TABLE_NAME = 'skus' THEN
    PERFORM product_pages_stale(ARRAY[OLD.product_id, NEW.product_id]);
  ELSIF TG_TABLE_NAME = 'sku_price_tiers' THEN
    PERFORM product_pages_stale(ARRAY(SELECT product_id FROM skus WHERE id IN (OLD.sku_id, NEW.sku_id)));
  ELSIF TG_TABLE_NAME = 'brands' THEN
    PERFORM product_pages_stale(ARRAY(SELECT id FROM products WHERE brand_id = NEW.id));
  ELSIF TG_TABLE_NAME = 'categories' THEN
    PERFORM product_pages_stale(ARRAY(SELECT id FROM products
      WHERE NEW.id IN (category_id, second_category_id, first_category_id)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION product_pages_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'products' THEN
    DELETE FROM product_pages WHERE product_id IN (SELECT id FROM old_rows);
  ELSIF TG_TABLE_NAME = 'skus' AND TG_OP = 'INSERT' THEN
    PERFORM product_pages_stale(ARRAY(SELECT product_id FROM new_rows));
  ELSIF TG_TABLE_NAME = 'skus' THEN
    PERFORM product_pages_stale(ARRAY(SELECT product_id FROM old_rows));
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM product_pages_stale(ARRAY(SELECT k.product_id FROM new_rows t JOIN skus k ON k.id = t.sku_id));
  ELSE
    PERFORM product_pages_stale(ARRAY(SELECT k.product_id FROM old_rows t JOIN skus k ON k.id = t.sku_id));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_pages_products_update AFTER UPDATE ON products FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.model_no IS DISTINCT FROM NEW.model_no
    OR OLD.unit IS DISTINCT FROM NEW.unit OR OLD.moq IS DISTINCT FROM NEW.moq OR OLD.step IS DISTINCT FROM NEW.step
    OR OLD.description_html IS DISTINCT FROM NEW.description_html OR OLD.min_price_fen IS DISTINCT FROM NEW.min_price_fen
    OR OLD.attrs IS DISTINCT FROM NEW.attrs OR OLD.images IS DISTINCT FROM NEW.images
    OR OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.brand_id IS DISTINCT FROM NEW.brand_id
    OR OLD.merchant_id IS DISTINCT FROM NEW.merchant_id OR OLD.seller_name IS DISTINCT FROM NEW.seller_name)
  EXECUTE FUNCTION product_pages_row_changed();--> statement-breakpoint
CREATE TRIGGER product_pages_products_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_pages_rows_changed();--> statement-breakpoint
CREATE TRIGGER product_pages_skus_update AFTER UPDATE ON skus FOR EACH ROW
  WHEN (OLD.product_id IS DISTINCT FROM NEW.product_id OR OLD.code IS DISTINCT FROM NEW.code
    OR OLD.spec IS DISTINCT FROM NEW.spec OR OLD.price_fen IS DISTINCT FROM NEW.price_fen
    OR OLD.sort IS DISTINCT FROM NEW.sort)
  EXECUTE FUNCTION product_pages_row_changed();--> statement-breakpoint
CREATE TRIGGER product_pages_skus_insert AFTER INSERT ON skus REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_pages_rows_changed();--> statement-breakpoint
CREATE TRIGGER product_pages_skus_delete AFTER DELETE ON skus REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_pages_rows_changed();--> statement-breakpoint
CREATE TRIGGER product_pages_tiers_update AFTER UPDATE ON sku_price_tiers FOR EACH ROW
  EXECUTE FUNCTION product_pages_row_changed();--> statement-breakpoint
CREATE TRIGGER product_pages_tiers_insert AFTER INSERT ON sku_price_tiers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_pages_rows_changed();--> statement-breakpoint
CREATE TRIGGER product_pages_tiers_delete AFTER DELETE ON sku_price_tiers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_pages_rows_changed();--> statement-breakpoint
CREATE TRIGGER product_pages_brands_update AFTER UPDATE ON brands FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.latin_name IS DISTINCT FROM NEW.latin_name
    OR OLD.logo_path IS DISTINCT FROM NEW.logo_path)
  EXECUTE FUNCTION product_pages_row_changed();--> statement-breakpoint
CREATE TRIGGER product_pages_categories_update AFTER UPDATE ON categories FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.parent_id IS DISTINCT FROM NEW.parent_id)
  EXECUTE FUNCTION product_pages_row_changed();
--> statement-breakpoint
-- A page row (the page and its deflated pieces, about 2 KB) stays in the table's own page: read with the row,
-- not from TOAST, and not compressed again (its pieces are deflated already).
ALTER TABLE product_pages SET (toast_tuple_target = 4080);--> statement-breakpoint
ALTER TABLE product_pages ALTER COLUMN packed SET STORAGE EXTERNAL;
