export { budgets } from './budget.table';
export * from './budget.ledger';
