export * from './budget.table';
export * from './budget.ledger';
