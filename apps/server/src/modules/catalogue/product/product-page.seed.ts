import type { Seeder } from '../../../db/seeder';
import { prepareAllPages } from './product-page.prepare';

/** Prepares every product page; runs last, after every seeder that writes what a page shows. */
export const productPagesSeeder: Seeder = {
  name: 'product pages',
  alongside: true,
  async run({ db, log }) {
    const started = performance.now();
    const pages = await prepareAllPages(db);
    log(`product pages: ${pages.length} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  },
};
