export { PunchoutAdminService } from './punchout-admin';
export { PunchoutSimulator } from './simulator';
export { punchoutAdminRoutes } from './punchout-admin.routes';
