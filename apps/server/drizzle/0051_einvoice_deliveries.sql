-- 数电票 delivery (issue 47, item 2): a buyer sends an issued 数电票 from the 发票夹 by e-mail and/or SMS through
-- the seller's provider. One row per delivery: its serial (unique; from the caller's idempotency key when
-- given), the folder row and number, the seller, the addresses, and the provider's answer. Counted per number
-- and address for the daily limit.
CREATE TABLE "einvoice_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"serial" varchar(40) NOT NULL,
	"user_id" bigint NOT NULL,
	"folder_id" varchar(24) NOT NULL,
	"number" varchar(20) NOT NULL,
	"merchant_id" integer NOT NULL,
	"email" varchar(100) DEFAULT '' NOT NULL,
	"phone" varchar(20) DEFAULT '' NOT NULL,
	"status" varchar(8) DEFAULT 'sending' NOT NULL,
	"last_answer" varchar(200) DEFAULT '' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "einvoice_deliveries_status_ck" CHECK ("status" in ('sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "einvoice_deliveries_serial_uq" ON "einvoice_deliveries" USING btree ("serial");--> statement-breakpoint
CREATE INDEX "einvoice_deliveries_number_idx" ON "einvoice_deliveries" USING btree ("number","created_at");--> statement-breakpoint
CREATE INDEX "einvoice_deliveries_user_idx" ON "einvoice_deliveries" USING btree ("user_id","created_at");--> statement-breakpoint
-- The sandbox provider's own record of what it "sent" where (mail with attachments, SMS text), one per serial.
CREATE TABLE "einvoice_sandbox_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"serial" varchar(40) NOT NULL,
	"number" varchar(20) NOT NULL,
	"email" varchar(100) DEFAULT '' NOT NULL,
	"phone" varchar(20) DEFAULT '' NOT NULL,
	"status" varchar(8) NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"message" jsonb NOT NULL,
	"ready_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "einvoice_sandbox_deliveries_status_ck" CHECK ("status" in ('sent', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "einvoice_sandbox_deliveries_serial_uq" ON "einvoice_sandbox_deliveries" USING btree ("serial");--> statement-breakpoint
CREATE INDEX "einvoice_sandbox_deliveries_number_idx" ON "einvoice_sandbox_deliveries" USING btree ("number");
