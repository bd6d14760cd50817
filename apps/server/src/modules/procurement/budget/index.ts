export * from './budget.ledger';
export { CompanyBudgetService, budgetsOf } from './budget.service';
export { budgetRoutes } from './budget.routes';
