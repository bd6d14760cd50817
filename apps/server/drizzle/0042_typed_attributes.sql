-- Typed attributes (参数选型): per-category definitions, and one typed value per SKU and attribute read from the
-- SKU's spec text. Numbers are held in the unit's base unit (mm, N·m, A, V, kW, MPa, L/min, kg); a point value
-- has min = max. `problem` says why the text could not be read; such rows carry no typed value.
CREATE TABLE "category_attributes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" varchar(30) NOT NULL,
	"type" varchar(8) NOT NULL,
	"unit" varchar(8) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_filter" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_attributes_type_ck" CHECK ("category_attributes"."type" in ('number', 'range', 'enum', 'boolean'))
);
--> statement-breakpoint
CREATE TABLE "sku_attribute_values" (
	"sku_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"attribute_id" bigint NOT NULL,
	"raw" varchar(200) NOT NULL,
	"min_value" numeric(24, 6),
	"max_value" numeric(24, 6),
	"bool_value" boolean,
	"enum_value" varchar(200),
	"problem" varchar(100),
	CONSTRAINT "sku_attribute_values_sku_id_attribute_id_pk" PRIMARY KEY("sku_id","attribute_id")
);
--> statement-breakpoint
ALTER TABLE "sku_attribute_values" ADD CONSTRAINT "sku_attribute_values_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_attribute_values" ADD CONSTRAINT "sku_attribute_values_attribute_id_category_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."category_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "category_attributes_name_uq" ON "category_attributes" USING btree ("category_id","name");--> statement-breakpoint
CREATE INDEX "sku_attribute_values_product_idx" ON "sku_attribute_values" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "sku_attribute_values_range_idx" ON "sku_attribute_values" USING btree ("attribute_id","min_value","max_value") WHERE "sku_attribute_values"."problem" is null;--> statement-breakpoint
CREATE INDEX "sku_attribute_values_problem_idx" ON "sku_attribute_values" USING btree ("attribute_id","product_id") WHERE "sku_attribute_values"."problem" is not null;
