export {
  InvoiceTitleService,
  findOwnTitle,
  lookupInvoiceTitle,
  toInvoiceTitle,
} from './invoice-title.service';
export { InvoiceService, invoiceLink } from './invoice.service';
export { InvoiceAdmin } from './invoice.admin';
export { buildInvoice, taxOf, type BilledLine } from './invoice.amounts';
export { renderInvoicePdf, SELLER } from './invoice.pdf';
export { markRedLetterDue } from './invoice.red-letter';
export { invoiceRoutes } from './invoice.routes';
export { adminInvoiceRoutes, invoiceHandlingRoutes } from './invoice.admin.routes';
export { invoices } from './invoice.table';
