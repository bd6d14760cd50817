-- 数电票 slice 1 (issue 47). 税收分类编码 with its 简称 and rate; a category's code (children inherit it) and a
-- product's own code (overrides its category's).
CREATE TABLE "tax_codes" (
	"code" varchar(19) PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"short_name" varchar(20) NOT NULL,
	"rate" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_codes_code_ck" CHECK ("code" ~ '^[0-9]{19}$'),
	CONSTRAINT "tax_codes_rate_ck" CHECK ("rate" in ('13', '9', '6', '0', 'exempt'))
);
--> statement-breakpoint
CREATE TABLE "category_tax_codes" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"code" varchar(19) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_tax_codes" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"code" varchar(19) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_tax_codes" ADD CONSTRAINT "category_tax_codes_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_tax_codes" ADD CONSTRAINT "category_tax_codes_code_tax_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."tax_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tax_codes" ADD CONSTRAINT "product_tax_codes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tax_codes" ADD CONSTRAINT "product_tax_codes_code_tax_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."tax_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The sandbox provider's own books (it stands for the bureau): one request per serial (流水号), its 20-digit
-- number made from the row id, whether it was issued or failed, when its answer is ready, the XML it answers.
CREATE TABLE "einvoice_sandbox_invoices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"serial" varchar(40) NOT NULL,
	"seller_tax_id" varchar(20) NOT NULL,
	"status" varchar(8) NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"number" varchar(20),
	"amount_fen" bigint DEFAULT 0 NOT NULL,
	"xml" text DEFAULT '' NOT NULL,
	"ready_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "einvoice_sandbox_invoices_status_ck" CHECK ("status" in ('issued', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "einvoice_sandbox_invoices_serial_uq" ON "einvoice_sandbox_invoices" USING btree ("serial");--> statement-breakpoint
CREATE UNIQUE INDEX "einvoice_sandbox_invoices_number_uq" ON "einvoice_sandbox_invoices" USING btree ("number");
--> statement-breakpoint
-- Each seller's tax profile: merchant_id 0 is the platform's 自营 entity, else the shop's merchant. The provider's
-- secrets are sealed (AES-256-GCM under SECRETS_KEY, lib/secret-box).
CREATE TABLE "seller_tax_profiles" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"taxpayer_id" varchar(18) NOT NULL,
	"name" varchar(100) NOT NULL,
	"address" varchar(200) NOT NULL,
	"phone" varchar(30) NOT NULL,
	"bank_name" varchar(100) NOT NULL,
	"bank_account" varchar(40) NOT NULL,
	"drawer" varchar(20) NOT NULL,
	"provider" varchar(16) NOT NULL,
	"app_key" varchar(64) DEFAULT '' NOT NULL,
	"app_secret_sealed" text DEFAULT '' NOT NULL,
	"access_token_sealed" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_tax_profiles_provider_ck" CHECK ("provider" in ('sandbox', 'nuonuo'))
);
--> statement-breakpoint
-- A blue 数电票 asked for an invoice application: its request (as sent, for retries and the check of the XML),
-- its serial (流水号, unique), where it stands and the provider's last answer; once issued, the number, the XML
-- and its SHA-256. One live request per application (a failed one may be asked again with a new serial).
CREATE TABLE "einvoice_issues" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_id" bigint NOT NULL,
	"merchant_id" integer NOT NULL,
	"serial" varchar(40) NOT NULL,
	"provider" varchar(16) NOT NULL,
	"type" varchar(2) NOT NULL,
	"status" varchar(8) DEFAULT 'queued' NOT NULL,
	"request" jsonb NOT NULL,
	"total_fen" bigint NOT NULL,
	"number" varchar(20),
	"xml" text DEFAULT '' NOT NULL,
	"xml_sha256" varchar(64) DEFAULT '' NOT NULL,
	"last_answer" varchar(500) DEFAULT '' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_at" timestamp with time zone,
	CONSTRAINT "einvoice_issues_status_ck" CHECK ("status" in ('queued', 'issuing', 'issued', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "einvoice_issues_serial_uq" ON "einvoice_issues" USING btree ("serial");--> statement-breakpoint
CREATE UNIQUE INDEX "einvoice_issues_live_uq" ON "einvoice_issues" USING btree ("invoice_id") WHERE "einvoice_issues"."status" <> 'failed';--> statement-breakpoint
CREATE INDEX "einvoice_issues_status_idx" ON "einvoice_issues" USING btree ("status","created_at");
