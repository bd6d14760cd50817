-- Substitutes (替代品, issue 50 item 5): an operator's link "substitute_sku_id can replace sku_id", one way,
-- with an optional note. The rule on typed attributes proposes more at read time (nothing stored).
CREATE TABLE "sku_substitutes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sku_id" integer NOT NULL,
	"substitute_sku_id" integer NOT NULL,
	"note" varchar(100) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sku_substitutes_self_ck" CHECK ("sku_id" <> "substitute_sku_id")
);
--> statement-breakpoint
ALTER TABLE "sku_substitutes" ADD CONSTRAINT "sku_substitutes_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_substitutes" ADD CONSTRAINT "sku_substitutes_substitute_sku_id_skus_id_fk" FOREIGN KEY ("substitute_sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sku_substitutes_pair_uq" ON "sku_substitutes" USING btree ("sku_id","substitute_sku_id");--> statement-breakpoint
-- Frequently bought together (经常一起购买, item 6): product pairs seen together in at least 3 paid or
-- completed orders, written nightly. company_id 0 holds the pairs of every order; a company's own rows hold
-- the pairs of its orders alone. Both directions are stored (a → b and b → a) so a read is one index range.
CREATE TABLE "bought_together_pairs" (
	"company_id" bigint DEFAULT 0 NOT NULL,
	"product_id" integer NOT NULL,
	"other_product_id" integer NOT NULL,
	"orders" integer NOT NULL,
	"support" numeric(12, 8) NOT NULL,
	"lift" numeric(14, 6) NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bought_together_pairs_company_id_product_id_other_product_id_pk" PRIMARY KEY("company_id","product_id","other_product_id")
);
