import type { Env } from '../config/env';
import type { Db } from './client';

/** What a seeder is given: the database, the configuration and a logger. */
export type SeedContext = { db: Db; env: Env; log: (msg: string) => void };
/** One module's demo data; the composition in `src/seed` runs them in order on an empty database. */
export type Seeder = {
  name: string;
  run(ctx: SeedContext): Promise<void>;
  /**
   * Runs at the same time as the seeders next to it in the list that say so too, once everything before
   * them is seeded: the search index mostly waits on the database while the product pages are made in the
   * process, so side by side they take about as long as the longer one.
   */
  alongside?: boolean;
};
