CREATE TABLE "invoice_red_letters" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_id" bigint NOT NULL,
	"invoice_no" varchar(20) NOT NULL,
	"issue_date" varchar(10) NOT NULL,
	"blue_invoice_no" varchar(20) NOT NULL,
	"reason" varchar(200) NOT NULL,
	"lines" jsonb NOT NULL,
	"amounts" jsonb NOT NULL,
	"total_fen" bigint NOT NULL,
	"pdf" "bytea",
	"operator_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "red_letter_due" varchar(200);--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_red_letters_invoice_uq" ON "invoice_red_letters" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_red_letters_no_uq" ON "invoice_red_letters" USING btree ("invoice_no");