-- Part-number cross-reference (料号互查): manufacturer numbers and known equivalents of a SKU, found by their
-- normalised form (upper case, no spaces, dashes, dots or slashes).
CREATE TABLE "sku_part_numbers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sku_id" integer NOT NULL,
	"number" varchar(64) NOT NULL,
	"normalised" varchar(64) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"source" varchar(32) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sku_part_numbers_kind_ck" CHECK ("kind" in ('manufacturer', 'equivalent'))
);
--> statement-breakpoint
ALTER TABLE "sku_part_numbers" ADD CONSTRAINT "sku_part_numbers_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sku_part_numbers_sku_norm_uq" ON "sku_part_numbers" USING btree ("sku_id","normalised");--> statement-breakpoint
CREATE INDEX "sku_part_numbers_norm_idx" ON "sku_part_numbers" USING btree ("normalised");--> statement-breakpoint
-- A company's own material codes (客户物料编码) for our SKUs: one code per SKU and one SKU per code.
-- 1 company unit = ratio_num / ratio_den of our units (both 1 when no conversion is given).
CREATE TABLE "company_material_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"sku_id" integer NOT NULL,
	"code" varchar(64) NOT NULL,
	"normalised" varchar(64) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"ratio_num" integer DEFAULT 1 NOT NULL,
	"ratio_den" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_material_codes_ratio_ck" CHECK ("ratio_num" > 0 and "ratio_den" > 0)
);
--> statement-breakpoint
ALTER TABLE "company_material_codes" ADD CONSTRAINT "company_material_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_material_codes" ADD CONSTRAINT "company_material_codes_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_material_codes_code_uq" ON "company_material_codes" USING btree ("company_id","normalised");--> statement-breakpoint
CREATE UNIQUE INDEX "company_material_codes_sku_uq" ON "company_material_codes" USING btree ("company_id","sku_id");
