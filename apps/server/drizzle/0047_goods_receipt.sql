-- Goods receipt (issue 48, slice 2): a shipment is received (到货验收) in one or more receipts, each with its
-- lines' accepted and rejected quantities (a rejection names its reason and opens an after-sales request);
-- `received_at` marks a shipment whose every line is received; a company sets after how many days past 已签收
-- the unreceived shipments are received automatically (7 when it has no row).
ALTER TABLE "shipments" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "shipments_receipt_due_idx" ON "shipments" USING btree ("signed_at") WHERE "received_at" IS NULL AND "signed_at" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "shipment_receipts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shipment_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"received_by" bigint,
	"auto" boolean DEFAULT false NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipment_receipts" ADD CONSTRAINT "shipment_receipts_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_receipts_shipment_idx" ON "shipment_receipts" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "shipment_receipts_order_idx" ON "shipment_receipts" USING btree ("order_id");--> statement-breakpoint
CREATE TABLE "shipment_receipt_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"receipt_id" bigint NOT NULL,
	"shipment_line_id" bigint NOT NULL,
	"order_line_id" bigint NOT NULL,
	"accepted" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"reject_reason" varchar(10) DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"afs_no" varchar(32) DEFAULT '' NOT NULL,
	CONSTRAINT "shipment_receipt_lines_quantity_ck" CHECK ("accepted" >= 0 AND "rejected" >= 0 AND "accepted" + "rejected" > 0)
);
--> statement-breakpoint
ALTER TABLE "shipment_receipt_lines" ADD CONSTRAINT "shipment_receipt_lines_receipt_id_shipment_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."shipment_receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_receipt_lines_receipt_idx" ON "shipment_receipt_lines" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "shipment_receipt_lines_shipment_line_idx" ON "shipment_receipt_lines" USING btree ("shipment_line_id");--> statement-breakpoint
CREATE TABLE "company_receipt_settings" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"auto_receipt_days" smallint DEFAULT 7 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_receipt_settings_days_ck" CHECK ("auto_receipt_days" BETWEEN 1 AND 60)
);
