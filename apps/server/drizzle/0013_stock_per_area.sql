CREATE TABLE "sku_area_stocks" (
	"sku_id" integer NOT NULL,
	"area_code" varchar(6) NOT NULL,
	"stock" integer NOT NULL,
	CONSTRAINT "sku_area_stocks_sku_id_area_code_pk" PRIMARY KEY("sku_id","area_code"),
	CONSTRAINT "sku_area_stocks_stock_check" CHECK ("sku_area_stocks"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "stock_area_code" varchar(6) DEFAULT '0000' NOT NULL;--> statement-breakpoint
ALTER TABLE "sku_area_stocks" ADD CONSTRAINT "sku_area_stocks_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;