export { HistoryService } from './history.service';
export { historyRoutes } from './history.routes';
