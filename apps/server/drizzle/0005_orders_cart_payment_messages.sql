CREATE SEQUENCE "public"."order_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "system_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"type" smallint NOT NULL,
	"title" varchar(100) NOT NULL,
	"content" text NOT NULL,
	"link" varchar(300) DEFAULT '' NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"contact_name" varchar(30) NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"province_code" varchar(6) NOT NULL,
	"province_name" varchar(50) NOT NULL,
	"city_code" varchar(6) NOT NULL,
	"city_name" varchar(50) NOT NULL,
	"district_code" varchar(6) NOT NULL,
	"district_name" varchar(50) NOT NULL,
	"detail" varchar(120) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"sku_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"selected" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"event" varchar(24) NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"actor_kind" varchar(10) NOT NULL,
	"actor_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"sku_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"brand_name" varchar(50) DEFAULT '' NOT NULL,
	"model_no" varchar(64) DEFAULT '' NOT NULL,
	"spec_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unit" varchar(8) NOT NULL,
	"price_fen" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"amount_fen" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" varchar(24) DEFAULT to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('order_no_seq')::text, 10, '0') NOT NULL,
	"user_id" bigint NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"pay_status" smallint DEFAULT 0 NOT NULL,
	"pay_method" smallint NOT NULL,
	"invoice_status" smallint DEFAULT 0 NOT NULL,
	"goods_amount_fen" bigint NOT NULL,
	"freight_fen" bigint DEFAULT 0 NOT NULL,
	"discount_fen" bigint DEFAULT 0 NOT NULL,
	"pay_amount_fen" bigint NOT NULL,
	"item_count" integer NOT NULL,
	"line_count" integer NOT NULL,
	"area_code" varchar(6) NOT NULL,
	"address" jsonb NOT NULL,
	"invoice" jsonb,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"expected_delivery_date" date,
	"pay_deadline" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"carrier" varchar(50),
	"tracking_no" varchar(40),
	"shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" varchar(16) NOT NULL,
	"notify_id" varchar(64) NOT NULL,
	"trade_no" varchar(40) NOT NULL,
	"payload" jsonb NOT NULL,
	"verified" boolean NOT NULL,
	"result" varchar(100) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trade_no" varchar(40) NOT NULL,
	"order_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"channel" varchar(16) NOT NULL,
	"method" smallint NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"gateway_trade_no" varchar(64),
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remittances" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"payer_name" varchar(100) NOT NULL,
	"payer_bank" varchar(100) NOT NULL,
	"payer_account" varchar(40) NOT NULL,
	"amount_fen" bigint NOT NULL,
	"remitted_at" varchar(40) NOT NULL,
	"voucher_no" varchar(64) DEFAULT '' NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"confirmed_by" bigint,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "system_messages_user_idx" ON "system_messages" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "system_messages_unread_idx" ON "system_messages" USING btree ("user_id") WHERE not "system_messages"."read";--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_user_sku_uq" ON "cart_lines" USING btree ("user_id","sku_id");--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "order_history" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_uq" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_idem_uq" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_pay_deadline_idx" ON "orders" USING btree ("pay_deadline") WHERE "orders"."pay_status" = 0 and "orders"."status" in (1, 2);--> statement-breakpoint
CREATE INDEX "orders_shipped_idx" ON "orders" USING btree ("shipped_at") WHERE "orders"."status" = 4;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notifications_notify_uq" ON "payment_notifications" USING btree ("channel","notify_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_trade_no_uq" ON "payments" USING btree ("trade_no");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "remittances_order_uq" ON "remittances" USING btree ("order_id");