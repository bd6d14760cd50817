export { SystemService, DEFAULT_SITE_CONFIG } from './system.service';
export type { MaintenanceSetting } from './system.service';
export { systemRoutes } from './system.routes';
export * from './system.table';
