export { adminTaxCodeRoutes } from './tax-code.routes';
export { taxFactsOfSkus } from './tax-code.reads';
export { TaxCodeService } from './tax-code.service';
