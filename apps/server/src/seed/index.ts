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
// The search index is built from the catalogue and the shops' products, and the product pages show the
// catalogue, tiers and shops as the seeders above left them: both come last, side by side (`alongside`).
export const seeders: Seeder[] = [
  catalogueSeeder,
  attributeSeeder,
  contentSeeder,
  accountsSeeder,
  shopSeeder,
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
  searchSeeder,
  productPagesSeeder,
];

/** Seeds the database when it has never been seeded; returns whether it did. */
export async function seedIfEmpty(ctx: SeedContext): Promise<boolean> {
  const { SystemService } = await import('../modules/platform/system');
  const system = new SystemService(ctx.db);
  const done = await system.getSetting<{ at: string } | null>('seededAt', null);
  if (done) return false;
  await runSeeders(seeders, ctx);
  await system.putSetting('seededAt', { at: new Date().toISOString() });
  return true;
}

/**
 * Runs `list` in order; seeders next to each other that are all `alongside` run at the same time. In a
 * group, every one ends (none is left writing behind a failure) before the first failure is thrown.
 */
export async function runSeeders(list: readonly Seeder[], ctx: SeedContext): Promise<void> {
  const timed = async (seeder: Seeder) => {
    const started = Date.now();
    await seeder.run(ctx);
    ctx.log(`seeded ${seeder.name} in ${Date.now() - started} ms`);
  };
  for (let i = 0; i < list.length;) {
    let end = i + 1;
    if (list[i]!.alongside) while (list[end]?.alongside) end++;
    const results = await Promise.allSettled(list.slice(i, end).map(timed));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
    i = end;
  }
}
