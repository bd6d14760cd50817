export { SystemService, DEFAULT_SITE_CONFIG, readSetting, writeSetting } from './system.service';
export type { MaintenanceSetting } from './system.service';
export { systemRoutes } from './system.routes';
export { adminSettingsRoutes } from './system.admin.routes';
