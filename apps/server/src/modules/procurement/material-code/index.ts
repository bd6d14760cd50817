export { MaterialCodeService } from './material-code.service';
export { materialCodeRoutes } from './material-code.routes';
export { materialCodeRows } from './material-code.access';
