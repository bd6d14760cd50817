ALTER TABLE "bidding_requests" ADD COLUMN "request_no" varchar(24);--> statement-breakpoint
ALTER TABLE "purchase_requests" ADD COLUMN "bidding" jsonb;