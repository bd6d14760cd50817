import type { Env } from '../config/env';
import type { Db } from './client';

/** What a seeder is given: the database, the configuration and a logger. */
export type SeedContext = { db: Db; env: Env; log: (msg: string) => void };
/** One module's demo data; the composition in `src/seed` runs them in order on an empty database. */
export type Seeder = { name: string; run(ctx: SeedContext): Promise<void> };
