export { DashboardService, SALES_DAYS } from './dashboard.service';
export { dashboardRoutes } from './dashboard.routes';
