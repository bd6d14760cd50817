CREATE SEQUENCE "public"."purchase_request_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "approval_rules" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"name" varchar(30) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"min_amount_fen" bigint,
	"member_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"department_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"levels" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"credit_code" varchar(18) NOT NULL,
	"license_image" varchar(120) NOT NULL,
	"contact_name" varchar(20) NOT NULL,
	"contact_mobile" varchar(11) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"reject_reason" varchar(200) DEFAULT '' NOT NULL,
	"po_required" boolean DEFAULT false NOT NULL,
	"created_by" bigint NOT NULL,
	"reviewed_by" bigint,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_departments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"name" varchar(30) NOT NULL,
	"parent_id" bigint,
	"head_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_invitations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"roles" jsonb NOT NULL,
	"department_id" bigint,
	"code_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"roles" jsonb NOT NULL,
	"department_id" bigint,
	"status" smallint DEFAULT 1 NOT NULL,
	"sub_account" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_request_steps" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" bigint NOT NULL,
	"action" varchar(8) NOT NULL,
	"actor_id" bigint,
	"actor_name" varchar(50) NOT NULL,
	"level" integer,
	"comment" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_no" varchar(24) DEFAULT 'SQ' || to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('purchase_request_no_seq')::text, 6, '0') NOT NULL,
	"company_id" bigint NOT NULL,
	"requester_id" bigint NOT NULL,
	"department_id" bigint,
	"idempotency_key" varchar(64) NOT NULL,
	"rule_id" bigint,
	"rule_name" varchar(30) NOT NULL,
	"levels" jsonb NOT NULL,
	"current_level" integer DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"amount_fen" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"checkout" jsonb NOT NULL,
	"address_text" jsonb NOT NULL,
	"invoice_title" varchar(100) DEFAULT '' NOT NULL,
	"po_number" varchar(40) DEFAULT '' NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"reason" varchar(300) DEFAULT '' NOT NULL,
	"order_id" bigint,
	"order_no" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "budget_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"budget_id" bigint NOT NULL,
	"period_key" varchar(8) NOT NULL,
	"order_id" bigint NOT NULL,
	"amount_fen" bigint NOT NULL,
	"kind" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "budget_usage" (
	"budget_id" bigint NOT NULL,
	"period_key" varchar(8) NOT NULL,
	"spent_fen" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "budget_usage_budget_id_period_key_pk" PRIMARY KEY("budget_id","period_key")
);
--> statement-breakpoint
CREATE TABLE "budgets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"scope" varchar(16) NOT NULL,
	"scope_id" bigint NOT NULL,
	"period" varchar(8) NOT NULL,
	"amount_fen" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_id" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "department_id" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "po_number" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "request_id" bigint;--> statement-breakpoint
CREATE INDEX "approval_rules_company_idx" ON "approval_rules" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_credit_code_uq" ON "companies" USING btree ("credit_code");--> statement-breakpoint
CREATE INDEX "companies_status_idx" ON "companies" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "company_departments_company_idx" ON "company_departments" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "company_invitations_company_idx" ON "company_invitations" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "company_invitations_mobile_idx" ON "company_invitations" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "company_members_company_idx" ON "company_members" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "purchase_request_steps_request_idx" ON "purchase_request_steps" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_requests_no_uq" ON "purchase_requests" USING btree ("request_no");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_requests_idem_uq" ON "purchase_requests" USING btree ("requester_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "purchase_requests_requester_idx" ON "purchase_requests" USING btree ("requester_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "purchase_requests_company_idx" ON "purchase_requests" USING btree ("company_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "budget_entries_order_idx" ON "budget_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "budget_entries_budget_idx" ON "budget_entries" USING btree ("budget_id");--> statement-breakpoint
CREATE UNIQUE INDEX "budgets_scope_uq" ON "budgets" USING btree ("company_id","scope","scope_id","period");--> statement-breakpoint
CREATE INDEX "orders_company_created_idx" ON "orders" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE company_id is not null;