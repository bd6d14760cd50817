CREATE TABLE "punchout_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"po_number" varchar(40) NOT NULL,
	"version" integer NOT NULL,
	"payload_id" varchar(250) NOT NULL,
	"user_id" bigint NOT NULL,
	"state" varchar(10) DEFAULT 'open' NOT NULL,
	"order_ids" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"ship_to_address_id" bigint NOT NULL,
	"bill_to" jsonb,
	"cost_centre" varchar(100) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "punchout_outbound" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"punchout_order_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"kind" varchar(40) NOT NULL,
	"state" varchar(10) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "punchout_configs" ADD COLUMN "order_bypass_approval" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "punchout_configs" ADD COLUMN "order_pay_method" smallint DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "punchout_configs" ADD COLUMN "outbound_url" varchar(1000) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "punchout_configs" ADD COLUMN "outbound_secret" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "punchout_sessions" ADD COLUMN "cart" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "punchout_orders_po_uq" ON "punchout_orders" USING btree ("company_id","po_number");--> statement-breakpoint
CREATE UNIQUE INDEX "punchout_outbound_order_kind_uq" ON "punchout_outbound" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "punchout_outbound_company_idx" ON "punchout_outbound" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "punchout_documents_payload_idx" ON "punchout_documents" USING btree ("payload_id");