export {
  InvoiceTitleService,
  findOwnTitle,
  lookupInvoiceTitle,
  toInvoiceTitle,
} from './invoice-title.service';
export { InvoiceService, invoiceLink } from './invoice.service';
export { buildInvoice, taxOf, type BilledLine } from './invoice.amounts';
export { renderInvoicePdf, SELLER } from './invoice.pdf';
export { markRedLetterDue } from './invoice.red-letter';
export { invoiceRoutes, adminInvoiceRoutes, invoiceHandlingRoutes } from './invoice.routes';
export { invoices } from './invoice.table';
