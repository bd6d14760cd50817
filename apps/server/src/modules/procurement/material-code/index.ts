export { MaterialCodeService } from './material-code.service';
export { materialCodeRoutes } from './material-code.routes';
export { lineMaterialCodes, materialCodeRows } from './material-code.access';
