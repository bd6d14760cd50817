CREATE TABLE "agreement_prices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"sku_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price_fen" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreement_prices_price_check" CHECK ("agreement_prices"."price_fen" > 0),
	CONSTRAINT "agreement_prices_window_check" CHECK ("agreement_prices"."starts_on" <= "agreement_prices"."ends_on")
);
--> statement-breakpoint
CREATE TABLE "company_pool_products" (
	"company_id" bigint NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "company_pool_products_company_id_product_id_pk" PRIMARY KEY("company_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "company_pools" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sku_price_tiers" (
	"sku_id" integer NOT NULL,
	"min_quantity" integer NOT NULL,
	"price_fen" integer NOT NULL,
	CONSTRAINT "sku_price_tiers_sku_id_min_quantity_pk" PRIMARY KEY("sku_id","min_quantity"),
	CONSTRAINT "sku_price_tiers_qty_check" CHECK ("sku_price_tiers"."min_quantity" >= 2),
	CONSTRAINT "sku_price_tiers_price_check" CHECK ("sku_price_tiers"."price_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "quotation_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"quotation_id" bigint NOT NULL,
	"sku_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"code" varchar(64) NOT NULL,
	"title" varchar(200) NOT NULL,
	"spec" jsonb NOT NULL,
	"brand_name" varchar(50) NOT NULL,
	"model_no" varchar(64) NOT NULL,
	"unit" varchar(8) NOT NULL,
	"quantity" integer NOT NULL,
	"price_fen" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"sort" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"quotation_no" varchar(32) NOT NULL,
	"user_id" bigint NOT NULL,
	"company_id" bigint,
	"company_name" varchar(60) DEFAULT '' NOT NULL,
	"contact_name" varchar(30) DEFAULT '' NOT NULL,
	"contact_mobile" varchar(20) DEFAULT '' NOT NULL,
	"valid_days" smallint NOT NULL,
	"total_fen" bigint NOT NULL,
	"tax_fen" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "quotation_id" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_prices_company_sku_uq" ON "agreement_prices" USING btree ("company_id","sku_id");--> statement-breakpoint
CREATE INDEX "agreement_prices_company_product_idx" ON "agreement_prices" USING btree ("company_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotation_lines_sku_uq" ON "quotation_lines" USING btree ("quotation_id","sku_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_no_uq" ON "quotations" USING btree ("quotation_no");--> statement-breakpoint
CREATE INDEX "quotations_user_idx" ON "quotations" USING btree ("user_id","created_at" DESC NULLS LAST);