import type { App } from '../../../lib/types';
import { adminCreditRoutes } from './credit.admin.routes';
import { companyCreditRoutes } from './credit.buyer.routes';
import type { StatementGoods } from './credit.goods';
import type { ConsolidatedInvoicing } from './credit.invoicing';
import type { CreditService } from './credit.service';

/** Company credit calls (see schemas/credit.ts): the company's, then the operators'. */
export function creditRoutes(
  app: App,
  deps: { credit: CreditService; invoicing: ConsolidatedInvoicing; goods: StatementGoods },
) {
  companyCreditRoutes(app, { credit: deps.credit.company, invoicing: deps.invoicing, goods: deps.goods });
  adminCreditRoutes(app, { credit: deps.credit.admin, invoicing: deps.invoicing, goods: deps.goods });
}
