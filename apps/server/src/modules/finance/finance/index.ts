export { FinanceService } from './finance.service';
export { financeRoutes } from './finance.routes';
