export { OpenBuyerProducts } from './buyer-products';
export { openBuyerProductRoutes } from './buyer.routes';
export { OpenBuyerAfs } from './open-afs';
export { openAfsRoutes } from './open-afs.routes';
export { OpenBuyerInvoices } from './open-invoices';
export { OpenBuyerStatements } from './open-statements';
export { openFinanceRoutes } from './open-finance.routes';
