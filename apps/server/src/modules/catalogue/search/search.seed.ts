import { sql } from 'drizzle-orm';
import type { Seeder } from '../../../db/seeder';
import { PgSearchEngine } from './search-engine';
import { DEFAULT_SYNONYMS } from './synonyms';

/** Writes the starting synonyms and builds the search index; runs after the catalogue seeder. */
export const searchSeeder: Seeder = {
  name: 'search index',
  alongside: true,
  async run({ db, log }) {
    const terms = Object.keys(DEFAULT_SYNONYMS);
    await db.execute(sql`
      insert into search_synonyms (term, synonyms)
      select t, string_to_array(s, ',') from unnest(${sql.param(terms)}::text[],
        ${sql.param(terms.map((t) => DEFAULT_SYNONYMS[t]!.join(',')))}::text[]) as x(t, s)
      on conflict (term) do nothing`);
    const started = performance.now();
    const { products, terms: termCount } = await new PgSearchEngine(db).rebuild();
    log(
      `search index: ${products} products, ${termCount} terms in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  },
};
