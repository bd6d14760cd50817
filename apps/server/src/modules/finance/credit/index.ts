export * from './credit.ledger';
export { CreditService } from './credit.service';
export { creditRoutes } from './credit.routes';
export { defineCreditJobs, sendReminders } from './credit.reminders';
export { produceDueStatements } from './credit.statements';
export type { ReceivedGoods, ReceivedOrder } from './credit.billing';
export { ConsolidatedInvoicing } from './credit.invoicing';
export { creditTestSupportRoutes } from './credit.test-support';
export { statementOrderIds } from './credit.statement-orders';
