CREATE TABLE "open_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"app_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"po_number" varchar(40) NOT NULL,
	"order_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" varchar(10) DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_reason" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "open_orders_key_idx" ON "open_orders" USING btree ("app_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "open_orders_company_idx" ON "open_orders" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "open_orders_pending_idx" ON "open_orders" USING btree ("expires_at") WHERE "open_orders"."state" = 'pending';