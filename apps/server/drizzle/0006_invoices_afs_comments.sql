CREATE SEQUENCE "public"."invoice_apply_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."afs_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "invoice_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_id" bigint NOT NULL,
	"event" varchar(16) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"actor_kind" varchar(10) NOT NULL,
	"actor_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_orders" (
	"invoice_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_titles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"company_name" varchar(100) NOT NULL,
	"tax_no" varchar(18) NOT NULL,
	"reg_address" varchar(200) NOT NULL,
	"reg_phone" varchar(20) NOT NULL,
	"bank_name" varchar(100) NOT NULL,
	"bank_account" varchar(40) NOT NULL,
	"email" varchar(100) DEFAULT '' NOT NULL,
	"receiver_name" varchar(30) DEFAULT '' NOT NULL,
	"receiver_mobile" varchar(11) DEFAULT '' NOT NULL,
	"receive_address" varchar(200) DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"apply_no" varchar(24) DEFAULT 'KP' || to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('invoice_apply_no_seq')::text, 8, '0') NOT NULL,
	"user_id" bigint NOT NULL,
	"type" smallint NOT NULL,
	"kind" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"title_id" bigint NOT NULL,
	"title" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"amounts" jsonb NOT NULL,
	"total_fen" bigint NOT NULL,
	"order_nos" jsonb NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"invoice_no" varchar(20),
	"issue_date" varchar(10),
	"courier" varchar(50),
	"tracking_no" varchar(40),
	"reject_reason" varchar(200),
	"void_reason" varchar(200),
	"pdf" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "afs_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"afs_id" bigint NOT NULL,
	"event" varchar(20) NOT NULL,
	"to_status" smallint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"actor_kind" varchar(10) NOT NULL,
	"actor_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "afs_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"afs_no" varchar(24) DEFAULT 'SH' || to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('afs_no_seq')::text, 8, '0') NOT NULL,
	"user_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"order_line_id" bigint NOT NULL,
	"type" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"quantity" integer NOT NULL,
	"reason" varchar(30) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refund_fen" bigint DEFAULT 0 NOT NULL,
	"refunded_fen" bigint DEFAULT 0 NOT NULL,
	"refund_channel" varchar(10),
	"refund_no" varchar(64),
	"refunded_at" timestamp with time zone,
	"reject_reason" varchar(200),
	"return_carrier" varchar(50),
	"return_tracking_no" varchar(40),
	"exchange_carrier" varchar(50),
	"exchange_tracking_no" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"order_line_id" bigint NOT NULL,
	"product_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"content" text NOT NULL,
	"filtered" boolean DEFAULT false NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"spec_text" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "invoice_history_invoice_idx" ON "invoice_history" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_orders_pk" ON "invoice_orders" USING btree ("invoice_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_orders_active_uq" ON "invoice_orders" USING btree ("order_id") WHERE "invoice_orders"."active";--> statement-breakpoint
CREATE INDEX "invoice_titles_user_idx" ON "invoice_titles" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_titles_default_uq" ON "invoice_titles" USING btree ("user_id") WHERE "invoice_titles"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_apply_no_uq" ON "invoices" USING btree ("apply_no");--> statement-breakpoint
CREATE INDEX "invoices_user_created_idx" ON "invoices" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "afs_history_afs_idx" ON "afs_history" USING btree ("afs_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "afs_requests_afs_no_uq" ON "afs_requests" USING btree ("afs_no");--> statement-breakpoint
CREATE INDEX "afs_requests_user_created_idx" ON "afs_requests" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "afs_requests_line_idx" ON "afs_requests" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "afs_requests_order_idx" ON "afs_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "afs_requests_status_idx" ON "afs_requests" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "comments_order_line_uq" ON "comments" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "comments_product_created_idx" ON "comments" USING btree ("product_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "comments_user_created_idx" ON "comments" USING btree ("user_id","created_at" DESC NULLS LAST);