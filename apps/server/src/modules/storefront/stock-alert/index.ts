export { StockAlertService } from './stock-alert.service';
export { StockAlertNotifier, type StockAlertNotifierDeps, type StockBackData } from './stock-alert.notify';
export { stockAlertRoutes } from './stock-alert.routes';
