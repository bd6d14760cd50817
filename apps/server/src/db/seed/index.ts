import type { Env } from '../../config/env';
import type { Db } from '../client';
import { catalogueSeeder } from './catalogue.seed';
import { contentSeeder } from './content.seed';
import { accountsSeeder } from '../../modules/auth';
import { searchSeeder } from '../../modules/search';
import { addressSeeder } from '../../modules/address';
import { invoiceTitleSeeder } from '../../modules/invoice';
import { companySeeder } from '../../modules/company';
import { purchaseListSeeder } from '../../modules/purchase-list';
import { pricingSeeder } from '../../modules/pricing';
import { creditSeeder } from '../../modules/credit';
import { shopSeeder } from '../../modules/shop';

export type SeedContext = { db: Db; env: Env; log: (msg: string) => void };
export type Seeder = { name: string; run(ctx: SeedContext): Promise<void> };

/**
 * Seeders run in order on first start (an empty database). Each module contributes its own
 * (catalogue, content, demo accounts …); each must be deterministic for a given SEED_PRODUCTS.
 */
// The search index is built from the catalogue, so its seeder comes after the catalogue's.
export const seeders: Seeder[] = [
  catalogueSeeder,
  contentSeeder,
  accountsSeeder,
  shopSeeder,
  searchSeeder,
  addressSeeder,
  invoiceTitleSeeder,
  companySeeder,
  pricingSeeder,
  creditSeeder,
  purchaseListSeeder,
];

/** Seeds the database when it has never been seeded; returns whether it did. */
export async function seedIfEmpty(ctx: SeedContext): Promise<boolean> {
  const { SystemService } = await import('../../modules/system');
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
