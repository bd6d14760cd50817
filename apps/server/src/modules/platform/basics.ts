import type { Env } from '../../config/env';
import type { DbHandle } from '../../db/client';
import type { EphemeralStore } from '../../lib/store';
import type { JobQueue } from './jobs';

/**
 * What app.ts hands every domain that asks for it: the settings, the database, the ephemeral store, the job
 * queue and the clock of the scheduled work. A domain's needs pick from it (`Pick<Basics, 'db' | 'jobs'>`).
 */
export type Basics = { env: Env; db: DbHandle; store: EphemeralStore; jobs: JobQueue; now: () => Date };
