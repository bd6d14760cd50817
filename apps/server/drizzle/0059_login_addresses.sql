-- 新设备/新地址登录 (issue 49): the addresses each buyer signed in from, the latest 20 per user. A sign-in from
-- an address not among them mails the owner (security.signin); the first sign-in ever tells nothing.
CREATE TABLE IF NOT EXISTS "login_addresses" (
  "user_id" bigint NOT NULL,
  "ip" varchar(64) NOT NULL,
  "first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "login_addresses_user_id_ip_pk" PRIMARY KEY ("user_id", "ip")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "login_addresses_user_seen_idx" ON "login_addresses" ("user_id", "last_seen_at");
--> statement-breakpoint
-- 报价即将到期 (issue 49): when a quotation's buyer was told it expires within 3 days (null: not yet), so that
-- the hourly job tells each quotation once.
ALTER TABLE "quotations" ADD COLUMN IF NOT EXISTS "expiry_told_at" timestamp with time zone;
