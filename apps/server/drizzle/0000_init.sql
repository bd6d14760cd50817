CREATE TABLE "error_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_name" varchar(100) NOT NULL,
	"url" text NOT NULL,
	"current_time" varchar(64) NOT NULL,
	"error_message" text NOT NULL,
	"error_info" text NOT NULL,
	"user_agent" text,
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
