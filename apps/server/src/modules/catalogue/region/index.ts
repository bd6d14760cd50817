export {
  RegionService,
  resolveAreaCode,
  deliveryDays,
  stockAreaOf,
  warehouseName,
  provinceName,
  provinceShortName,
} from './region.service';
export { AreaScope, areaScope } from './area-scope';
export { regionRoutes } from './region.routes';
export { loadRegionRows, provinceRows } from './region.data';
export { childRegionCount, regionFullName, regionsByCodes } from './region.reads';
