export { DEFAULT_QUOTATION_SETTINGS, QUOTATION_SETTINGS_KEY, QuotationService } from './quotation.service';
export { adminQuotationRoutes, quotationRoutes } from './quotation.routes';
export { claimExpiringQuotations, type ExpiringQuotation } from './quotation.expiry';
