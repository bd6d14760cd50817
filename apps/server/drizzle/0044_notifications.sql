CREATE TABLE "notification_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event" varchar(40) NOT NULL,
	"channel" varchar(16) NOT NULL,
	"user_id" bigint,
	"robot_id" bigint,
	"target" varchar(200) NOT NULL,
	"message" jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" varchar(300) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_robots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_kind" varchar(10) NOT NULL,
	"owner_id" bigint NOT NULL,
	"platform" varchar(10) NOT NULL,
	"name" varchar(50) NOT NULL,
	"webhook_enc" text NOT NULL,
	"webhook_hint" varchar(200) NOT NULL,
	"secret_enc" text DEFAULT '' NOT NULL,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_unsubscribes" (
	"user_id" bigint NOT NULL,
	"event" varchar(40) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_unsubscribes_user_id_event_pk" PRIMARY KEY("user_id","event")
);
--> statement-breakpoint
CREATE INDEX "notification_deliveries_user_idx" ON "notification_deliveries" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notification_deliveries_robot_idx" ON "notification_deliveries" USING btree ("robot_id","id");--> statement-breakpoint
CREATE INDEX "notification_deliveries_pending_idx" ON "notification_deliveries" USING btree ("created_at") WHERE "notification_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "notification_robots_owner_idx" ON "notification_robots" USING btree ("owner_kind","owner_id","id");
