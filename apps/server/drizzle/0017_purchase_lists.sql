CREATE TABLE "purchase_list_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"list_id" bigint NOT NULL,
	"sku_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"remark" varchar(100) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_lists" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_id" bigint NOT NULL,
	"company_id" bigint,
	"name" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_list_lines_list_sku_uq" ON "purchase_list_lines" USING btree ("list_id","sku_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_lists_owner_name_uq" ON "purchase_lists" USING btree ("owner_id",lower("name"));--> statement-breakpoint
CREATE INDEX "purchase_lists_company_idx" ON "purchase_lists" USING btree ("company_id") WHERE "purchase_lists"."company_id" is not null;