-- Fulfilment (issue 48, slice 1): an order ships in one or more shipments, each with its lines (a line may span
-- several); tracking events arrive per shipment from the carrier tracker (sandbox or 快递100), once each.
CREATE TABLE "shipments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"merchant_id" integer DEFAULT 0 NOT NULL,
	"carrier_code" varchar(8) NOT NULL,
	"tracking_no" varchar(40) NOT NULL,
	"packages" integer DEFAULT 1 NOT NULL,
	"shipped_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signed_at" timestamp with time zone,
	"tracking_state" varchar(16) DEFAULT '' NOT NULL,
	"subscribed_at" timestamp with time zone,
	"polled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shipments_tracking_idx" ON "shipments" USING btree ("carrier_code","tracking_no");--> statement-breakpoint
CREATE TABLE "shipment_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shipment_id" bigint NOT NULL,
	"order_line_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "shipment_lines_quantity_ck" CHECK ("quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_lines_shipment_idx" ON "shipment_lines" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "shipment_lines_order_line_idx" ON "shipment_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shipment_id" bigint NOT NULL,
	"state" varchar(16) NOT NULL,
	"context" varchar(500) DEFAULT '' NOT NULL,
	"event_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_once_uq" ON "shipment_events" USING btree ("shipment_id","state","event_time");
