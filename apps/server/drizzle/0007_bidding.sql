CREATE SEQUENCE "public"."bidding_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "bidding_quotes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" bigint NOT NULL,
	"operator_id" bigint NOT NULL,
	"supplier_name" varchar(50) NOT NULL,
	"lines" jsonb NOT NULL,
	"total_fen" bigint NOT NULL,
	"delivery_days" smallint NOT NULL,
	"valid_until" date NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bidding_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bidding_no" varchar(24) DEFAULT 'JJ' || to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('bidding_no_seq')::text, 6, '0') NOT NULL,
	"user_id" bigint NOT NULL,
	"title" varchar(50) NOT NULL,
	"lines" jsonb NOT NULL,
	"area_code" varchar(6) NOT NULL,
	"area_name" varchar(60) NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"budget_fen" bigint,
	"invoice_type" smallint NOT NULL,
	"contact_name" varchar(20) NOT NULL,
	"contact_mobile" varchar(11) NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"chosen_quote_id" bigint,
	"order_no" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bidding_requests_bidding_no_unique" UNIQUE("bidding_no")
);
--> statement-breakpoint
ALTER TABLE "bidding_quotes" ADD CONSTRAINT "bidding_quotes_request_id_bidding_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."bidding_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bidding_quotes_request_idx" ON "bidding_quotes" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "bidding_requests_user_idx" ON "bidding_requests" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bidding_requests_open_idx" ON "bidding_requests" USING btree ("state","deadline");