-- 分地址配送 (issue 48 item 3): a company order line sent to another of the buyer's addresses than the order's
-- keeps its own copy of that address; null when the line goes to the order's address.
ALTER TABLE "order_lines" ADD COLUMN "delivery_address" jsonb;
