export { ShopService, DEFAULT_COMMISSION_BP } from './shop.service';
export { PortalAccountService } from './portal-account.service';
export { PortalProductService } from './portal-product.service';
export { adminShopRoutes, portalRoutes } from './shop.routes';
export { openShop, storeShopRoutes } from './shop-store.routes';
export * from './shop.table';
export { shopSeeder, DEMO_MERCHANTS } from './shop.seed';
