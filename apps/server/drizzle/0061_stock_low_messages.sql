-- Issue 46: the open platform's stock messages say "low" as well as "out" and "back". A SKU's stock (national,
-- or in a province) is at one of three levels: out (0 or less), low (1 to 10) or in (more than 10); a message
-- `stock.changed` is raised when the level changes, with the level and the quantity beside `inStock`.
CREATE OR REPLACE FUNCTION stock_level(stock integer) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN stock <= 0 THEN 'out' WHEN stock <= 10 THEN 'low' ELSE 'in' END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION domain_events_sku() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.price_fen IS DISTINCT FROM NEW.price_fen THEN
    INSERT INTO domain_events (type, subject_id, data) VALUES ('price.changed', NEW.id, jsonb_build_object(
      'skuId', NEW.id, 'productId', NEW.product_id, 'priceFen', NEW.price_fen, 'previousPriceFen', OLD.price_fen));
  END IF;
  IF stock_level(OLD.stock) IS DISTINCT FROM stock_level(NEW.stock) THEN
    INSERT INTO domain_events (type, subject_id, data) VALUES ('stock.changed', NEW.id, jsonb_build_object(
      'skuId', NEW.id, 'productId', NEW.product_id, 'areaCode', '0000', 'inStock', NEW.stock > 0,
      'level', stock_level(NEW.stock), 'quantity', greatest(NEW.stock, 0)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER domain_events_skus ON skus;
--> statement-breakpoint
CREATE TRIGGER domain_events_skus AFTER UPDATE ON skus FOR EACH ROW
  WHEN (OLD.price_fen IS DISTINCT FROM NEW.price_fen OR stock_level(OLD.stock) IS DISTINCT FROM stock_level(NEW.stock))
  EXECUTE FUNCTION domain_events_sku();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION domain_events_area_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO domain_events (type, subject_id, data)
  SELECT 'stock.changed', NEW.sku_id, jsonb_build_object(
    'skuId', NEW.sku_id, 'productId', k.product_id, 'areaCode', NEW.area_code, 'inStock', NEW.stock > 0,
    'level', stock_level(NEW.stock), 'quantity', greatest(NEW.stock, 0))
  FROM skus k WHERE k.id = NEW.sku_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER domain_events_area_stocks ON sku_area_stocks;
--> statement-breakpoint
CREATE TRIGGER domain_events_area_stocks AFTER UPDATE ON sku_area_stocks FOR EACH ROW
  WHEN (stock_level(OLD.stock) IS DISTINCT FROM stock_level(NEW.stock))
  EXECUTE FUNCTION domain_events_area_stock();
