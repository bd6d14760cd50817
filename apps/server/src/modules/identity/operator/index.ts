export { OperatorRepository, toOperatorInfo } from './operator.repository';
export { operatorRoutes } from './operator.routes';
export { OperatorAdminService, toOperatorAccount } from './operator.admin';
export { operatorAdminRoutes } from './operator.admin.routes';
