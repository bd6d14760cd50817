export { ShopService } from './shop.service';
export { PortalAccountService } from './portal-account.service';
export { PortalProductService } from './portal-product.service';
export { adminShopRoutes, portalRoutes } from './shop.routes';
export { storeShopRoutes } from './shop-store.routes';
export { merchants } from './shop.table';
export { portalGuard, type PortalGuard } from './portal-guard';
export { merchantActor, type PortalCaller } from './portal-account.service';
export { portalNoticeRoutes } from './shop-notice.routes';
