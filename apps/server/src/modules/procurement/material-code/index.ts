export { MaterialCodeService } from './material-code.service';
export { materialCodeRoutes } from './material-code.routes';
export {
  companyCodePage,
  lineMaterialCodes,
  materialCodeRows,
  type CompanyCodeRow,
} from './material-code.access';
