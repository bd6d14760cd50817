-- Invoices by shipment (按包裹开票, issue 47 item 3 with issue 48's shipments): an application may cover one
-- shipment of an order instead of the whole order. `invoice_orders.shipment_id` is 0 for a whole-order
-- application, else the shipment it bills; one live application per order and shipment. The lines it bills
-- (shipped quantity and its share of the line's amount) are kept beside it.
ALTER TABLE "invoice_orders" ADD COLUMN "shipment_id" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
DROP INDEX "invoice_orders_active_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_orders_active_uq" ON "invoice_orders" USING btree ("order_id","shipment_id") WHERE "invoice_orders"."active";--> statement-breakpoint
CREATE TABLE "invoice_shipment_lines" (
	"invoice_id" bigint NOT NULL,
	"order_line_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	CONSTRAINT "invoice_shipment_lines_quantity_ck" CHECK ("quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "invoice_shipment_lines" ADD CONSTRAINT "invoice_shipment_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_shipment_lines_pk" ON "invoice_shipment_lines" USING btree ("invoice_id","order_line_id");
