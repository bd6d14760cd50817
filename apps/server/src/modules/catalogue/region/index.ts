export {
  RegionService,
  resolveAreaCode,
  areaMatchCodes,
  stockAreaOf,
  warehouseName,
  provinceName,
  provinceShortName,
} from './region.service';
export { regionRoutes } from './region.routes';
export { loadRegionRows, provinceRows, isMainland } from './region.data';
export * from './region.table';
