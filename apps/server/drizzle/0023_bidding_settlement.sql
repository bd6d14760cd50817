CREATE SEQUENCE "public"."settlement_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "merchant_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"content" text NOT NULL,
	"link" varchar(300) DEFAULT '' NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bidding_invitations" (
	"request_id" bigint NOT NULL,
	"merchant_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bidding_invitations_request_id_merchant_id_pk" PRIMARY KEY("request_id","merchant_id")
);
--> statement-breakpoint
CREATE TABLE "settlement_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"settlement_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"order_no" varchar(24) NOT NULL,
	"order_line_id" bigint NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"title" varchar(200) NOT NULL,
	"category_id" integer NOT NULL,
	"category_title" varchar(50) NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"refund_fen" bigint NOT NULL,
	"commission_fen" bigint NOT NULL,
	"payable_fen" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"statement_no" varchar(24) DEFAULT 'JS' || to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('settlement_no_seq')::text, 6, '0') NOT NULL,
	"merchant_id" integer NOT NULL,
	"merchant_name" varchar(30) NOT NULL,
	"period" varchar(7) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"order_count" integer NOT NULL,
	"completed_fen" bigint NOT NULL,
	"refund_fen" bigint NOT NULL,
	"commission_fen" bigint NOT NULL,
	"payable_fen" bigint NOT NULL,
	"confirmed_by" varchar(40) DEFAULT '' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"pay_ref" varchar(64) DEFAULT '' NOT NULL,
	"paid_by" bigint,
	"paid_at" timestamp with time zone,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlements_statement_no_unique" UNIQUE("statement_no")
);
--> statement-breakpoint
ALTER TABLE "bidding_quotes" ADD COLUMN "merchant_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bidding_quotes" ADD COLUMN "attachment" varchar(120) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bidding_quotes" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "bidding_requests" ADD COLUMN "open_bidding" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bidding_requests" ADD COLUMN "awards" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bidding_invitations" ADD CONSTRAINT "bidding_invitations_request_id_bidding_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."bidding_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merchant_notices_merchant_idx" ON "merchant_notices" USING btree ("merchant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bidding_invitations_merchant_idx" ON "bidding_invitations" USING btree ("merchant_id","request_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "settlement_lines_settlement_idx" ON "settlement_lines" USING btree ("settlement_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_lines_order_line_uq" ON "settlement_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_merchant_period_uq" ON "settlements" USING btree ("merchant_id","period");--> statement-breakpoint
CREATE INDEX "settlements_period_idx" ON "settlements" USING btree ("period","status");--> statement-breakpoint
CREATE UNIQUE INDEX "bidding_quotes_merchant_uq" ON "bidding_quotes" USING btree ("request_id","merchant_id") WHERE "bidding_quotes"."merchant_id" <> 0;--> statement-breakpoint
-- Requests published before sealed bidding existed showed prices at once: they stay 公开竞价.
UPDATE "bidding_requests" SET "open_bidding" = true;