import type { SearchCache } from './search-cache';
import type { SearchEngine } from './search-request';

/**
 * The hook that keeps search current. Call `reindexProducts(ids)` after every write to products or SKUs
 * (create, edit, price, stock, sales, shelf, delete); it refreshes their index rows and terms and bumps the
 * cache version. `rebuild()` re-derives everything (seeding, repair). Reachable as `app.searchIndex`.
 */
export class SearchIndex {
  constructor(
    private readonly engine: SearchEngine,
    private readonly cache: SearchCache,
    /**
     * Prepares what else is derived from products when they were written (their product pages: those the
     * write left unprepared); `all` after a rebuild.
     */
    private readonly prepare: (productIds: readonly number[] | 'all') => Promise<unknown> = async () => {},
  ) {}

  async reindexProducts(productIds: readonly number[]): Promise<void> {
    await this.engine.reindexProducts(productIds);
    await this.prepare(productIds);
    await this.cache.bump();
  }

  async rebuild(): Promise<{ products: number; terms: number }> {
    const result = await this.engine.rebuild();
    await this.prepare('all');
    await this.cache.bump();
    return result;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Keeps the product search index current (see SearchIndex). */
    searchIndex: SearchIndex;
  }
}
