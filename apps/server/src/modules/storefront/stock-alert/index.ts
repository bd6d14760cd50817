export { StockAlertService } from './stock-alert.service';
export { StockAlertNotifier, STOCK_ALERT_CHECK_JOB, type StockAlertNotifierDeps } from './stock-alert.notify';
export { stockAlertRoutes } from './stock-alert.routes';
