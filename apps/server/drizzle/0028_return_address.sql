ALTER TABLE "afs_requests" ADD COLUMN "return_address" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "return_address" varchar(200) DEFAULT '' NOT NULL;