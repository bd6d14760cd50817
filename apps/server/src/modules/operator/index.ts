export { OperatorRepository, toOperatorInfo } from './operator.repository';
export { operatorRoutes } from './operator.routes';
export * from './operator.table';
