DROP INDEX "settlement_lines_order_line_uq";--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD COLUMN "kind" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD COLUMN "adjusts_statement_no" varchar(24) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_lines_statement_line_uq" ON "settlement_lines" USING btree ("settlement_id","order_line_id");--> statement-breakpoint
CREATE INDEX "settlement_lines_order_line_idx" ON "settlement_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_lines_order_line_uq" ON "settlement_lines" USING btree ("order_line_id") WHERE kind = 1;