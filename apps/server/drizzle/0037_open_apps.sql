CREATE TABLE "open_apps" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_kind" varchar(10) NOT NULL,
	"owner_id" bigint NOT NULL,
	"name" varchar(30) NOT NULL,
	"client_id" varchar(64) NOT NULL,
	"secret_hash" varchar(64) NOT NULL,
	"previous_secret_hash" varchar(64),
	"previous_secret_until" timestamp with time zone,
	"secret_rotated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scopes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ip_allow_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mode" varchar(8) DEFAULT 'sandbox' NOT NULL,
	"status" varchar(10) DEFAULT 'active' NOT NULL,
	"agent_user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "open_tokens" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"app_id" bigint NOT NULL,
	"scopes" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "open_apps_client_idx" ON "open_apps" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "open_apps_owner_idx" ON "open_apps" USING btree ("owner_kind","owner_id","id");--> statement-breakpoint
CREATE INDEX "open_tokens_app_idx" ON "open_tokens" USING btree ("app_id");--> statement-breakpoint
CREATE INDEX "open_tokens_expiry_idx" ON "open_tokens" USING btree ("expires_at");