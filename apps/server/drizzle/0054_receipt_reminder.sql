-- 验收提醒 (issue 48 item 6): when a signed, unreceived shipment was reminded that its automatic receipt is a
-- day away (once per shipment).
ALTER TABLE "shipments" ADD COLUMN "receipt_reminded_at" timestamp with time zone;
