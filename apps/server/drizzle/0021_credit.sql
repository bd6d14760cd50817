CREATE SEQUENCE "public"."credit_repayment_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."credit_statement_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "credit_accounts" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"limit_fen" bigint NOT NULL,
	"used_fen" bigint DEFAULT 0 NOT NULL,
	"term_days" integer NOT NULL,
	"statement_day" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_accounts_used_ck" CHECK ("credit_accounts"."used_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_allocations" (
	"repayment_id" bigint NOT NULL,
	"statement_id" bigint NOT NULL,
	"amount_fen" bigint NOT NULL,
	CONSTRAINT "credit_allocations_repayment_id_statement_id_pk" PRIMARY KEY("repayment_id","statement_id")
);
--> statement-breakpoint
CREATE TABLE "credit_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"kind" varchar(10) NOT NULL,
	"amount_fen" bigint NOT NULL,
	"order_id" bigint,
	"repayment_id" bigint,
	"ref" varchar(40) DEFAULT '' NOT NULL,
	"reason" varchar(200) NOT NULL,
	"statement_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_reminders" (
	"statement_id" bigint NOT NULL,
	"kind" varchar(8) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_reminders_statement_id_kind_pk" PRIMARY KEY("statement_id","kind")
);
--> statement-breakpoint
CREATE TABLE "credit_repayments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"repayment_no" varchar(24) DEFAULT 'HK' || to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('credit_repayment_no_seq')::text, 6, '0') NOT NULL,
	"company_id" bigint NOT NULL,
	"amount_fen" bigint NOT NULL,
	"bank_ref" varchar(40) NOT NULL,
	"paid_on" date NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"operator_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_statements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"statement_no" varchar(24) DEFAULT 'DZ' || to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('credit_statement_no_seq')::text, 6, '0') NOT NULL,
	"company_id" bigint NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"opening_fen" bigint NOT NULL,
	"orders_fen" bigint NOT NULL,
	"refunds_fen" bigint NOT NULL,
	"repayments_fen" bigint NOT NULL,
	"closing_fen" bigint NOT NULL,
	"amount_fen" bigint NOT NULL,
	"paid_fen" bigint DEFAULT 0 NOT NULL,
	"due_date" date NOT NULL,
	"term_days" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"dispute_comment" varchar(300) DEFAULT '' NOT NULL,
	"reply" varchar(300) DEFAULT '' NOT NULL,
	"confirmed_by" bigint,
	"confirmed_at" timestamp with time zone,
	"replaces_id" bigint,
	"reissue_note" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "credit_allocations_statement_idx" ON "credit_allocations" USING btree ("statement_id");--> statement-breakpoint
CREATE INDEX "credit_entries_company_idx" ON "credit_entries" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "credit_entries_order_idx" ON "credit_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "credit_entries_statement_idx" ON "credit_entries" USING btree ("statement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_repayments_no_uq" ON "credit_repayments" USING btree ("repayment_no");--> statement-breakpoint
CREATE INDEX "credit_repayments_company_idx" ON "credit_repayments" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_statements_no_uq" ON "credit_statements" USING btree ("statement_no");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_statements_period_uq" ON "credit_statements" USING btree ("company_id","period_end") WHERE "credit_statements"."status" <> 4;--> statement-breakpoint
CREATE INDEX "credit_statements_company_idx" ON "credit_statements" USING btree ("company_id","period_end" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "credit_statements_due_idx" ON "credit_statements" USING btree ("due_date");