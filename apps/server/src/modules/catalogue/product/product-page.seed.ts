import type { Seeder } from '../../../db/seeder';
import { preparePages } from './product-page.prepare';

/** Prepares every product page; runs last, after every seeder that writes what a page shows. */
export const productPagesSeeder: Seeder = {
  name: 'product pages',
  async run({ db, log }) {
    const started = performance.now();
    const pages = await preparePages(db, 'all');
    log(`product pages: ${pages.size} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  },
};
