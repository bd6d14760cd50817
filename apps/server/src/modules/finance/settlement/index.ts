export { SettlementService } from './settlement.service';
export { adminSettlementRoutes, portalSettlementRoutes } from './settlement.routes';
export { defineSettlementJobs } from './settlement.jobs';
export * from './settlement.math';
