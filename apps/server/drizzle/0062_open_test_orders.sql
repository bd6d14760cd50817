-- Issue 46: a sandbox app's orders are test orders (测试订单). Its submit runs the real placement and rolls it
-- back: priced and checked as a real order, but no stock, budget or credit is taken and no shop sees it. What
-- the placement would have made (each shop's order, its lines and amounts) is kept on the open order.
ALTER TABLE open_orders ADD COLUMN test boolean NOT NULL DEFAULT false;
--> statement-breakpoint
ALTER TABLE open_orders ADD COLUMN test_orders jsonb NOT NULL DEFAULT '[]'::jsonb;
