CREATE SEQUENCE "public"."merchant_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "merchant_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_no" varchar(24) DEFAULT 'RZ' || to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('merchant_no_seq')::text, 6, '0') NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"company_name" varchar(50) DEFAULT '' NOT NULL,
	"credit_code" varchar(18) DEFAULT '' NOT NULL,
	"legal_person" varchar(20) DEFAULT '' NOT NULL,
	"registered_capital" integer,
	"address" varchar(100) DEFAULT '' NOT NULL,
	"contact_name" varchar(20) DEFAULT '' NOT NULL,
	"email" varchar(60) DEFAULT '' NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"brands" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"license_file" varchar(120) DEFAULT '' NOT NULL,
	"brand_auth_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reject_reason" varchar(200) DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_applications_application_no_unique" UNIQUE("application_no"),
	CONSTRAINT "merchant_applications_mobile_unique" UNIQUE("mobile")
);
--> statement-breakpoint
CREATE INDEX "merchant_applications_status_idx" ON "merchant_applications" USING btree ("status","updated_at" DESC NULLS LAST);