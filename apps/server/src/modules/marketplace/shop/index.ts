export { ShopService } from './shop.service';
export { PortalAccountService } from './portal-account.service';
export { PortalProductService } from './portal-product.service';
export { adminShopRoutes } from './shop.admin.routes';
export { portalRoutes } from './shop.portal.routes';
export { storeShopRoutes } from './shop-store.routes';
export { portalGuard, type PortalGuard } from './portal-guard';
export { merchantActor, type PortalCaller } from './portal-account.service';
export { portalNoticeRoutes } from './shop-notice.routes';
