export { OperatorRepository } from './operator.repository';
export { operatorRoutes } from './operator.routes';
export { OperatorAdminService } from './operator.admin';
export { operatorAdminRoutes } from './operator.admin.routes';
