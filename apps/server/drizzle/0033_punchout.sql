CREATE TABLE "punchout_configs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"from_domain" varchar(40) DEFAULT 'NetworkID' NOT NULL,
	"from_identity" varchar(100) NOT NULL,
	"sender_identity" varchar(100) NOT NULL,
	"sender_secret_hash" text NOT NULL,
	"to_identity" varchar(100) NOT NULL,
	"oci_username" varchar(60),
	"oci_password_hash" text,
	"return_hosts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"member_user_id" bigint NOT NULL,
	"unspsc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "punchout_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint,
	"session_id" bigint,
	"direction" varchar(3) NOT NULL,
	"kind" varchar(40) NOT NULL,
	"payload_id" varchar(250),
	"status" smallint NOT NULL,
	"status_text" varchar(500) DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "punchout_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"protocol" varchar(8) NOT NULL,
	"operation" varchar(10) NOT NULL,
	"buyer_cookie" varchar(200) NOT NULL,
	"return_url" varchar(1000) NOT NULL,
	"return_target" varchar(40),
	"start_token_hash" varchar(64) NOT NULL,
	"start_expires_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"token_family" varchar(64),
	"transferred_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "punchout_configs_company_uq" ON "punchout_configs" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "punchout_configs_from_uq" ON "punchout_configs" USING btree (lower("from_domain"),lower("from_identity"));--> statement-breakpoint
CREATE UNIQUE INDEX "punchout_configs_oci_uq" ON "punchout_configs" USING btree ("oci_username") WHERE "punchout_configs"."oci_username" is not null;--> statement-breakpoint
CREATE INDEX "punchout_documents_company_idx" ON "punchout_documents" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "punchout_sessions_token_uq" ON "punchout_sessions" USING btree ("start_token_hash");--> statement-breakpoint
CREATE INDEX "punchout_sessions_family_idx" ON "punchout_sessions" USING btree ("token_family") WHERE "punchout_sessions"."token_family" is not null;