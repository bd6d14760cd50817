-- 接收邮箱确认 (issue 49 item 2): a member's new address receives mail only after he opens the link sent to it.
-- One row per confirmation mail; only the SHA-256 of its random token is kept. users.email stays the confirmed
-- address.
CREATE TABLE IF NOT EXISTS "email_confirmations" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "user_id" bigint NOT NULL,
  "email" varchar(100) NOT NULL,
  "token_hash" varchar(64) NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "email_confirmations_token_uq" ON "email_confirmations" ("token_hash");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "email_confirmations_user_idx" ON "email_confirmations" ("user_id", "id");
--> statement-breakpoint
-- When the member confirmed `email` (null: not confirmed, no mail goes to it). Addresses already on record were
-- receiving mail before confirmation existed: they count as confirmed.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "email_confirmed_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "users" SET "email_confirmed_at" = now() WHERE "email" <> '';
