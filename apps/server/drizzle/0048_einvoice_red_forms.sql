-- 数电票 slice 2 (issue 47): 红字确认单 and 授信额度. A blue request may be held (it would exceed the seller's
-- quota) until the quota grows; the buyer's confirmation of use (确认用途) is kept on the blue invoice.
ALTER TABLE "einvoice_issues" DROP CONSTRAINT "einvoice_issues_status_ck";--> statement-breakpoint
ALTER TABLE "einvoice_issues" ADD CONSTRAINT "einvoice_issues_status_ck" CHECK ("status" in ('queued', 'held', 'issuing', 'issued', 'failed'));--> statement-breakpoint
ALTER TABLE "einvoice_issues" ADD COLUMN "use_confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "einvoice_issues_merchant_idx" ON "einvoice_issues" USING btree ("merchant_id","status");
--> statement-breakpoint
-- A 红字确认单 over an issued blue 数电票: who applied, why, the reversed lines (negative), where it stands, until
-- when the other party may confirm, and the red invoice it produced (serial, number, XML and its SHA-256).
CREATE TABLE "einvoice_red_forms" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"serial" varchar(40) NOT NULL,
	"blue_issue_id" bigint NOT NULL,
	"invoice_id" bigint NOT NULL,
	"merchant_id" integer NOT NULL,
	"buyer_user_id" bigint NOT NULL,
	"buyer_company_id" bigint,
	"applicant" varchar(6) NOT NULL,
	"applicant_id" bigint NOT NULL,
	"reason" varchar(8) NOT NULL,
	"lines" jsonb NOT NULL,
	"total_fen" bigint NOT NULL,
	"status" varchar(12) NOT NULL,
	"needs_confirm" boolean NOT NULL,
	"confirm_by" timestamp with time zone,
	"form_number" varchar(40) DEFAULT '' NOT NULL,
	"reject_reason" varchar(200) DEFAULT '' NOT NULL,
	"afs_no" varchar(20) DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone,
	"red_serial" varchar(40),
	"red_status" varchar(8) DEFAULT 'none' NOT NULL,
	"red_request" jsonb,
	"red_number" varchar(20),
	"red_xml" text DEFAULT '' NOT NULL,
	"red_xml_sha256" varchar(64) DEFAULT '' NOT NULL,
	"red_last_answer" varchar(500) DEFAULT '' NOT NULL,
	"red_attempts" integer DEFAULT 0 NOT NULL,
	"red_issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "einvoice_red_forms_applicant_ck" CHECK ("applicant" in ('seller', 'buyer')),
	CONSTRAINT "einvoice_red_forms_status_ck" CHECK ("status" in ('pending', 'confirmed', 'no_confirm', 'rejected', 'revoked', 'expired')),
	CONSTRAINT "einvoice_red_forms_red_status_ck" CHECK ("red_status" in ('none', 'queued', 'issuing', 'issued', 'failed')),
	CONSTRAINT "einvoice_red_forms_total_ck" CHECK ("total_fen" < 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "einvoice_red_forms_serial_uq" ON "einvoice_red_forms" USING btree ("serial");--> statement-breakpoint
CREATE UNIQUE INDEX "einvoice_red_forms_red_serial_uq" ON "einvoice_red_forms" USING btree ("red_serial");--> statement-breakpoint
CREATE UNIQUE INDEX "einvoice_red_forms_pending_uq" ON "einvoice_red_forms" USING btree ("blue_issue_id") WHERE "einvoice_red_forms"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "einvoice_red_forms_afs_uq" ON "einvoice_red_forms" USING btree ("afs_no") WHERE "einvoice_red_forms"."afs_no" <> '' and "einvoice_red_forms"."status" not in ('rejected', 'revoked', 'expired');--> statement-breakpoint
CREATE INDEX "einvoice_red_forms_blue_idx" ON "einvoice_red_forms" USING btree ("blue_issue_id");--> statement-breakpoint
CREATE INDEX "einvoice_red_forms_buyer_idx" ON "einvoice_red_forms" USING btree ("buyer_company_id","buyer_user_id","id");--> statement-breakpoint
CREATE INDEX "einvoice_red_forms_merchant_idx" ON "einvoice_red_forms" USING btree ("merchant_id","id");
--> statement-breakpoint
-- The sandbox provider's 红字确认单 (it stands for the bureau): one per serial, with the request as applied.
CREATE TABLE "einvoice_sandbox_red_forms" (
	"form_number" varchar(40) PRIMARY KEY NOT NULL,
	"serial" varchar(40) NOT NULL,
	"blue_number" varchar(20) NOT NULL,
	"seller_tax_id" varchar(20) NOT NULL,
	"status" varchar(20) NOT NULL,
	"request" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "einvoice_sandbox_red_forms_serial_uq" ON "einvoice_sandbox_red_forms" USING btree ("serial");
--> statement-breakpoint
-- The sandbox's 授信额度 per seller (tax-exclusive 分), set by tests and in development.
CREATE TABLE "einvoice_sandbox_quotas" (
	"seller_tax_id" varchar(20) PRIMARY KEY NOT NULL,
	"total_fen" bigint NOT NULL
);
--> statement-breakpoint
-- Each seller's 授信额度 as last read from its provider (daily and after each issue).
CREATE TABLE "einvoice_quotas" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"total_fen" bigint DEFAULT 0 NOT NULL,
	"used_fen" bigint DEFAULT 0 NOT NULL,
	"remaining_fen" bigint DEFAULT 0 NOT NULL,
	"read_at" timestamp with time zone,
	"last_error" varchar(300) DEFAULT '' NOT NULL
);
