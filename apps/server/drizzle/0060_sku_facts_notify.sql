-- Issue 46: each API process keeps a copy of the SKU facts the open platform's batch price and stock calls
-- answer from (list price, tiers, stock per area, shelf, review, sales areas). What changes one of them tells
-- every listening process on channel `sku_facts` when its transaction commits: 's<sku id>[,<sku id>…]',
-- 'p<product id>' or '*' (PostgreSQL sends a payload once per transaction however often it is raised).
-- Inserted SKUs tell nothing: the copy never keeps an absent one.
CREATE OR REPLACE FUNCTION sku_facts_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'products' THEN
    PERFORM pg_notify('sku_facts', 'p' || OLD.id);
  ELSE
    PERFORM pg_notify('sku_facts', 's' || OLD.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Area stocks and tiers are written in bulk (imports, the seed): one notice a statement, 's<id>,<id>,…', or
-- '*' (drop everything) when the list would not fit a notice's 8000 bytes.
CREATE OR REPLACE FUNCTION sku_facts_notify_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT string_agg(DISTINCT sku_id::text, ',') INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT string_agg(DISTINCT sku_id::text, ',') INTO ids FROM old_rows;
  ELSE
    SELECT string_agg(DISTINCT sku_id::text, ',') INTO ids
      FROM (SELECT sku_id FROM old_rows UNION SELECT sku_id FROM new_rows) AS changed;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM pg_notify('sku_facts', CASE WHEN length(ids) > 7000 THEN '*' ELSE 's' || ids END);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sku_facts_skus AFTER UPDATE ON skus FOR EACH ROW
  WHEN (OLD.stock IS DISTINCT FROM NEW.stock OR OLD.price_fen IS DISTINCT FROM NEW.price_fen
    OR OLD.product_id IS DISTINCT FROM NEW.product_id)
  EXECUTE FUNCTION sku_facts_notify();
--> statement-breakpoint
CREATE TRIGGER sku_facts_skus_delete AFTER DELETE ON skus FOR EACH ROW EXECUTE FUNCTION sku_facts_notify();
--> statement-breakpoint
CREATE TRIGGER sku_facts_products AFTER UPDATE ON products FOR EACH ROW
  WHEN (OLD.on_shelf IS DISTINCT FROM NEW.on_shelf OR OLD.review_status IS DISTINCT FROM NEW.review_status
    OR OLD.sales_area_codes IS DISTINCT FROM NEW.sales_area_codes)
  EXECUTE FUNCTION sku_facts_notify();
--> statement-breakpoint
CREATE TRIGGER sku_facts_area_stocks_insert AFTER INSERT ON sku_area_stocks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sku_facts_notify_rows();
--> statement-breakpoint
CREATE TRIGGER sku_facts_area_stocks_update AFTER UPDATE ON sku_area_stocks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sku_facts_notify_rows();
--> statement-breakpoint
CREATE TRIGGER sku_facts_area_stocks_delete AFTER DELETE ON sku_area_stocks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sku_facts_notify_rows();
--> statement-breakpoint
CREATE TRIGGER sku_facts_price_tiers_insert AFTER INSERT ON sku_price_tiers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sku_facts_notify_rows();
--> statement-breakpoint
CREATE TRIGGER sku_facts_price_tiers_update AFTER UPDATE ON sku_price_tiers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sku_facts_notify_rows();
--> statement-breakpoint
CREATE TRIGGER sku_facts_price_tiers_delete AFTER DELETE ON sku_price_tiers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sku_facts_notify_rows();
--> statement-breakpoint
-- The same for what the price overlay's per-process memo keeps of companies (catalogue/pricing/pricing-memo.ts):
-- on channel `pricing`, 'c<company id>' when a company's agreement prices, pool or status change, and
-- 'u<user id>' when a membership does. The writers also tell the memo themselves; these catch every writer.
CREATE OR REPLACE FUNCTION pricing_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  IF TG_TABLE_NAME = 'companies' THEN
    PERFORM pg_notify('pricing', 'c' || r.id);
  ELSIF TG_TABLE_NAME = 'company_members' THEN
    PERFORM pg_notify('pricing', 'u' || r.user_id);
    IF TG_OP = 'UPDATE' AND OLD.user_id IS DISTINCT FROM NEW.user_id THEN
      PERFORM pg_notify('pricing', 'u' || OLD.user_id);
    END IF;
  ELSE
    PERFORM pg_notify('pricing', 'c' || r.company_id);
    IF TG_OP = 'UPDATE' AND OLD.company_id IS DISTINCT FROM NEW.company_id THEN
      PERFORM pg_notify('pricing', 'c' || OLD.company_id);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER pricing_agreement_prices AFTER INSERT OR UPDATE OR DELETE ON agreement_prices FOR EACH ROW
  EXECUTE FUNCTION pricing_notify();
--> statement-breakpoint
CREATE TRIGGER pricing_company_pools AFTER INSERT OR UPDATE OR DELETE ON company_pools FOR EACH ROW
  EXECUTE FUNCTION pricing_notify();
--> statement-breakpoint
CREATE TRIGGER pricing_company_pool_products AFTER INSERT OR UPDATE OR DELETE ON company_pool_products
  FOR EACH ROW EXECUTE FUNCTION pricing_notify();
--> statement-breakpoint
CREATE TRIGGER pricing_companies AFTER UPDATE ON companies FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION pricing_notify();
--> statement-breakpoint
CREATE TRIGGER pricing_company_members AFTER INSERT OR UPDATE OR DELETE ON company_members FOR EACH ROW
  EXECUTE FUNCTION pricing_notify();
