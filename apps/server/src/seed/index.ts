import type { Seeder, SeedContext } from '../db/seeder';
import { catalogueSeeder } from './catalogue.seed';
import { attributeSeeder } from '../modules/catalogue/attribute/attribute.seed';
import { contentSeeder } from './content.seed';
import { accountsSeeder } from '../modules/identity/auth/accounts.seed';
import { searchSeeder } from '../modules/catalogue/search/search.seed';
import { addressSeeder } from '../modules/trade/address/address.seed';
import { invoiceTitleSeeder } from '../modules/finance/invoice/invoice.seed';
import { companySeeder } from '../modules/identity/company/company.seed';
import { companyPurchasingSeeder } from '../modules/procurement/company-checkout/company-purchasing.seed';
import { purchaseListSeeder } from '../modules/procurement/purchase-list/purchase-list.seed';
import { pricingSeeder } from '../modules/catalogue/pricing/pricing.seed';
import { creditSeeder } from '../modules/finance/credit/credit.seed';
import { shopSeeder } from '../modules/marketplace/shop/shop.seed';
import { productPagesSeeder } from '../modules/catalogue/product/product-page.seed';
import { openAppSeeder } from '../modules/open-platform/app/open-app.seed';
import { punchoutSeeder } from '../modules/punchout/session/punchout.seed';
import { partNumberSeeder } from '../modules/catalogue/part-number/part-number.seed';
import { taxCodeSeeder } from '../modules/catalogue/tax-code/tax-code.seed';
import { materialCodeSeeder } from '../modules/procurement/material-code/material-code.seed';

export type { Seeder, SeedContext };

/**
 * Seeders run in order on first start (an empty database). Each module contributes its own
 * (catalogue, content, demo accounts …); each must be deterministic for a given SEED_PRODUCTS.
 */
// The search index is built from the catalogue, so its seeder comes after the catalogue's.
export const seeders: Seeder[] = [
  catalogueSeeder,
  attributeSeeder,
  contentSeeder,
  accountsSeeder,
  shopSeeder,
  searchSeeder,
  addressSeeder,
  invoiceTitleSeeder,
  companySeeder,
  companyPurchasingSeeder,
  pricingSeeder,
  creditSeeder,
  purchaseListSeeder,
  partNumberSeeder,
  taxCodeSeeder,
  materialCodeSeeder,
  punchoutSeeder,
  openAppSeeder,
  // Product pages show the catalogue, tiers and shops as the seeders above left them.
  productPagesSeeder,
];

/** Seeds the database when it has never been seeded; returns whether it did. */
export async function seedIfEmpty(ctx: SeedContext): Promise<boolean> {
  const { SystemService } = await import('../modules/platform/system');
  const system = new SystemService(ctx.db);
  const done = await system.getSetting<{ at: string } | null>('seededAt', null);
  if (done) return false;
  for (const seeder of seeders) {
    const started = Date.now();
    await seeder.run(ctx);
    ctx.log(`seeded ${seeder.name} in ${Date.now() - started} ms`);
  }
  await system.putSetting('seededAt', { at: new Date().toISOString() });
  return true;
}
