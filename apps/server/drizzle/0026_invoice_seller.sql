ALTER TABLE "invoices" ADD COLUMN "merchant_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "seller_name" varchar(30) DEFAULT '工业品商城自营' NOT NULL;--> statement-breakpoint
CREATE INDEX "invoices_merchant_idx" ON "invoices" USING btree ("merchant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "invoices"."merchant_id" <> 0;--> statement-breakpoint
-- Pending applications over one shop's orders become the shop's to handle; issued ones stay as issued.
UPDATE "invoices" i SET "merchant_id" = o."merchant_id", "seller_name" = o."seller_name"
FROM "invoice_orders" io JOIN "orders" o ON o."id" = io."order_id"
WHERE io."invoice_id" = i."id" AND i."status" = 1 AND o."merchant_id" <> 0
  AND NOT EXISTS (SELECT 1 FROM "invoice_orders" io2 JOIN "orders" o2 ON o2."id" = io2."order_id"
                  WHERE io2."invoice_id" = i."id" AND o2."merchant_id" <> o."merchant_id");
