ALTER TABLE "purchase_request_steps" ADD COLUMN "channel" varchar(12) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD COLUMN "not_before" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "approval_links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"request_no" varchar(32) NOT NULL,
	"level" integer NOT NULL,
	"action" varchar(8) NOT NULL,
	"channel" varchar(10) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_company_defaults" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "approval_links_token_uq" ON "approval_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "approval_links_request_idx" ON "approval_links" USING btree ("request_no","user_id");
