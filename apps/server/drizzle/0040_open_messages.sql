CREATE TABLE "domain_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tx" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL,
	"type" varchar(32) NOT NULL,
	"company_id" bigint,
	"merchant_id" integer,
	"subject_id" bigint NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_cursors" (
	"consumer" varchar(40) PRIMARY KEY NOT NULL,
	"tx" bigint DEFAULT 0 NOT NULL,
	"id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"webhook_id" bigint NOT NULL,
	"message_id" bigint NOT NULL,
	"state" varchar(10) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_status" integer,
	"last_latency_ms" integer,
	"last_error" varchar(300) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "open_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"app_id" bigint NOT NULL,
	"event_id" bigint NOT NULL,
	"type" varchar(32) NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "open_webhooks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"app_id" bigint NOT NULL,
	"url" varchar(500) NOT NULL,
	"types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"secret" varchar(80) NOT NULL,
	"status" varchar(10) DEFAULT 'active' NOT NULL,
	"failing_since" timestamp with time zone,
	"disabled_reason" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "domain_events_tx_idx" ON "domain_events" USING btree ("tx","id");--> statement-breakpoint
CREATE INDEX "domain_events_created_idx" ON "domain_events" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "open_deliveries_webhook_message_uq" ON "open_deliveries" USING btree ("webhook_id","message_id");--> statement-breakpoint
CREATE INDEX "open_deliveries_webhook_idx" ON "open_deliveries" USING btree ("webhook_id","id");--> statement-breakpoint
CREATE INDEX "open_deliveries_pending_idx" ON "open_deliveries" USING btree ("created_at") WHERE "open_deliveries"."state" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "open_messages_app_event_uq" ON "open_messages" USING btree ("app_id","event_id");--> statement-breakpoint
CREATE INDEX "open_messages_unacked_idx" ON "open_messages" USING btree ("app_id","id") WHERE "open_messages"."acked_at" is null;--> statement-breakpoint
CREATE INDEX "open_messages_created_idx" ON "open_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "open_webhooks_app_idx" ON "open_webhooks" USING btree ("app_id","id");--> statement-breakpoint
-- The outbox's writers (platform/events/events.table.ts): each change an app of the open platform (and later
-- a notification) hears of, written in the changing transaction itself. `tx` names that transaction.
CREATE FUNCTION domain_events_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO domain_events (type, company_id, merchant_id, subject_id, data)
  SELECT 'order.status', o.company_id, o.merchant_id, o.id, jsonb_build_object(
    'orderNo', o.order_no, 'poNumber', o.po_number, 'event', NEW.event,
    'fromStatus', NEW.from_status, 'toStatus', NEW.to_status,
    'carrier', o.carrier, 'trackingNo', o.tracking_no)
  FROM orders o WHERE o.id = NEW.order_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER domain_events_order_history AFTER INSERT ON order_history FOR EACH ROW
  WHEN (NEW.from_status IS DISTINCT FROM NEW.to_status)
  EXECUTE FUNCTION domain_events_order();--> statement-breakpoint
CREATE FUNCTION domain_events_afs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO domain_events (type, company_id, merchant_id, subject_id, data)
  SELECT 'afs.status', o.company_id, o.merchant_id, a.id, jsonb_build_object(
    'afsNo', a.afs_no, 'orderNo', o.order_no, 'event', NEW.event, 'toStatus', NEW.to_status)
  FROM afs_requests a JOIN orders o ON o.id = a.order_id WHERE a.id = NEW.afs_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER domain_events_afs_history AFTER INSERT ON afs_history FOR EACH ROW
  EXECUTE FUNCTION domain_events_afs();--> statement-breakpoint
CREATE FUNCTION domain_events_invoice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO domain_events (type, company_id, merchant_id, subject_id, data)
  SELECT 'invoice.issued',
    (SELECT o.company_id FROM invoice_orders io JOIN orders o ON o.id = io.order_id
      WHERE io.invoice_id = NEW.id AND o.company_id IS NOT NULL LIMIT 1),
    NEW.merchant_id, NEW.id, jsonb_build_object(
    'applyNo', NEW.apply_no, 'invoiceNo', NEW.invoice_no, 'issueDate', NEW.issue_date,
    'totalFen', NEW.total_fen, 'orderNos', NEW.order_nos);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER domain_events_invoice_issued AFTER UPDATE OF status ON invoices FOR EACH ROW
  WHEN (NEW.status = 2 AND OLD.status IS DISTINCT FROM 2)
  EXECUTE FUNCTION domain_events_invoice();--> statement-breakpoint
CREATE FUNCTION domain_events_statement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO domain_events (type, company_id, subject_id, data)
  VALUES ('statement.ready', NEW.company_id, NEW.id, jsonb_build_object(
    'statementNo', NEW.statement_no, 'amountFen', NEW.amount_fen, 'dueDate', NEW.due_date,
    'periodStart', NEW.period_start, 'periodEnd', NEW.period_end));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER domain_events_credit_statement AFTER INSERT ON credit_statements FOR EACH ROW
  EXECUTE FUNCTION domain_events_statement();--> statement-breakpoint
CREATE FUNCTION domain_events_sku() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.price_fen IS DISTINCT FROM NEW.price_fen THEN
    INSERT INTO domain_events (type, subject_id, data) VALUES ('price.changed', NEW.id, jsonb_build_object(
      'skuId', NEW.id, 'productId', NEW.product_id, 'priceFen', NEW.price_fen, 'previousPriceFen', OLD.price_fen));
  END IF;
  IF (OLD.stock > 0) IS DISTINCT FROM (NEW.stock > 0) THEN
    INSERT INTO domain_events (type, subject_id, data) VALUES ('stock.changed', NEW.id, jsonb_build_object(
      'skuId', NEW.id, 'productId', NEW.product_id, 'areaCode', '0000', 'inStock', NEW.stock > 0));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER domain_events_skus AFTER UPDATE ON skus FOR EACH ROW
  WHEN (OLD.price_fen IS DISTINCT FROM NEW.price_fen OR (OLD.stock > 0) IS DISTINCT FROM (NEW.stock > 0))
  EXECUTE FUNCTION domain_events_sku();--> statement-breakpoint
CREATE FUNCTION domain_events_area_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO domain_events (type, subject_id, data)
  SELECT 'stock.changed', NEW.sku_id, jsonb_build_object(
    'skuId', NEW.sku_id, 'productId', k.product_id, 'areaCode', NEW.area_code, 'inStock', NEW.stock > 0)
  FROM skus k WHERE k.id = NEW.sku_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER domain_events_area_stocks AFTER UPDATE ON sku_area_stocks FOR EACH ROW
  WHEN ((OLD.stock > 0) IS DISTINCT FROM (NEW.stock > 0))
  EXECUTE FUNCTION domain_events_area_stock();--> statement-breakpoint
CREATE FUNCTION domain_events_shelf() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO domain_events (type, merchant_id, subject_id, data)
  VALUES ('product.shelf', NEW.merchant_id, NEW.id, jsonb_build_object(
    'productId', NEW.id, 'onShelf', NEW.on_shelf,
    'skuIds', (SELECT coalesce(jsonb_agg(k.id ORDER BY k.id), '[]'::jsonb) FROM skus k WHERE k.product_id = NEW.id)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER domain_events_products_shelf AFTER UPDATE OF on_shelf ON products FOR EACH ROW
  WHEN (OLD.on_shelf IS DISTINCT FROM NEW.on_shelf)
  EXECUTE FUNCTION domain_events_shelf();--> statement-breakpoint
CREATE FUNCTION domain_events_agreement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r agreement_prices;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  INSERT INTO domain_events (type, company_id, subject_id, data)
  VALUES ('price.changed', r.company_id, r.sku_id, jsonb_build_object(
    'skuId', r.sku_id, 'productId', r.product_id,
    'agreementPriceFen', CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE r.price_fen END,
    'startsOn', CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE r.starts_on END,
    'endsOn', CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE r.ends_on END));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER domain_events_agreement_prices AFTER INSERT OR DELETE OR UPDATE OF price_fen, starts_on, ends_on
  ON agreement_prices FOR EACH ROW EXECUTE FUNCTION domain_events_agreement();
