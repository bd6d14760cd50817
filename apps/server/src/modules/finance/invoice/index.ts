export { InvoiceTitleService, lookupInvoiceTitle } from './invoice-title.service';
export { InvoiceService } from './invoice.buyer';
export { InvoiceAdmin } from './invoice.admin';
export { taxOf, type BilledLine } from './invoice.amounts';
export { SELLER } from './invoice.pdf';
export { markRedLetterDue } from './invoice.red-letter';
export { invoiceRoutes } from './invoice.routes';
export { adminInvoiceRoutes, invoiceHandlingRoutes } from './invoice.admin.routes';
export { invoicesOfBuyer } from './invoice.reads';
