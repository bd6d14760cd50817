-- Replacement shipments (issue 48): the seller's re-shipment of a 换货 request opened by a receipt's rejected
-- pieces is a shipment of fulfilment, marked by the request's number. The order's own ship state ignores it;
-- its accepted pieces make the rejected ones good for the three-way match. One shipment per request.
ALTER TABLE "shipments" ADD COLUMN "afs_no" varchar(24);--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_afs_no_uq" ON "shipments" USING btree ("afs_no") WHERE "shipments"."afs_no" is not null;
