export { ReceiptService } from './receipt.service';
export { receiptRoutes } from './receipt.routes';
export { AUTO_RECEIPT_JOB, defineReceiptJobs } from './receipt.jobs';
export { receiveWholeOrder } from './receipt.core';
export { receivedForBilling } from './receipt.billing';
