CREATE TABLE "merchant_staff" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"username" varchar(32) NOT NULL,
	"name" varchar(20) DEFAULT '' NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"role" varchar(16) NOT NULL,
	"password_hash" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"setup_code_hash" varchar(64),
	"setup_expires_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" bigint NOT NULL,
	"name" varchar(30) NOT NULL,
	"logo" varchar(120) DEFAULT '' NOT NULL,
	"intro" varchar(500) DEFAULT '' NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"suspend_reason" varchar(200) DEFAULT '' NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"brand_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"commission_rates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchants_application_id_unique" UNIQUE("application_id")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "merchant_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seller_name" varchar(30) DEFAULT '工业品商城自营' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "review_status" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "review_reason" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "merchant_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seller_name" varchar(30) DEFAULT '工业品商城自营' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pay_group" varchar(24);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "order_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_staff_username_uq" ON "merchant_staff" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "merchant_staff_merchant_idx" ON "merchant_staff" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "merchants_status_idx" ON "merchants" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "products_merchant_idx" ON "products" USING btree ("merchant_id","created_at" DESC NULLS LAST,"id") WHERE "products"."merchant_id" <> 0;--> statement-breakpoint
CREATE INDEX "orders_merchant_created_idx" ON "orders" USING btree ("merchant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "orders"."merchant_id" <> 0;--> statement-breakpoint
CREATE INDEX "orders_pay_group_idx" ON "orders" USING btree ("pay_group") WHERE "orders"."pay_group" is not null;