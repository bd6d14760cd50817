import type { Db } from '../../../db/client';
import type { App } from '../../../lib/types';
import type { AdminProductService } from '../../catalogue/catalogue-admin';
import type { SettlementService } from '../../finance/settlement';
import type { PortalProductService } from '../../marketplace/shop';
import type { AfsAdmin } from '../../trade/afs';
import type { OrderService } from '../../trade/order';
import type { OpenRates } from '../gateway';
import { MerchantAfs } from './merchant-afs';
import { merchantAfsRoutes } from './merchant-afs.routes';
import { MerchantCatalogue } from './merchant-catalogue';
import { merchantCatalogueRoutes } from './merchant-catalogue.routes';
import { MerchantOrders } from './merchant-orders';
import { merchantOrderRoutes } from './merchant-orders.routes';
import { merchantProductRoutes } from './merchant-products.routes';
import { merchantSettlementRoutes } from './merchant-settlements';
import { merchantShipmentRoutes } from './merchant-shipments.routes';

/**
 * The merchant API (`/open/v1/merchant/...`): a shop's app acts as the shop through the merchant portal's own
 * services — orders (scopes orders, shipping), after-sales (afs), stock (stock), products: create, update,
 * read, list, prices, shelf and review (products), and finance's settlement statements (settlements).
 * Registered inside the gateway's scope.
 */
export function merchantApiRoutes(
  app: App,
  deps: {
    db: Db;
    orders: OrderService;
    afs: AfsAdmin;
    products: PortalProductService;
    admin: AdminProductService;
    settlements: SettlementService;
    shipments: Parameters<typeof merchantShipmentRoutes>[1]['shipments'];
    rates: OpenRates;
  },
): void {
  const { rates } = deps;
  merchantOrderRoutes(app, { orders: new MerchantOrders(deps.db, deps.orders), rates });
  merchantAfsRoutes(app, { afs: new MerchantAfs(deps.afs), rates });
  merchantProductRoutes(app, { products: deps.products, admin: deps.admin, rates });
  merchantCatalogueRoutes(app, { catalogue: new MerchantCatalogue(deps.db, deps.products), rates });
  merchantSettlementRoutes(app, { settlements: deps.settlements, rates });
  merchantShipmentRoutes(app, { shipments: deps.shipments, rates });
}
