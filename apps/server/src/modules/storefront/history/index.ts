export { HistoryService } from './history.service';
export { historyRoutes } from './history.routes';
export * from './history.table';
