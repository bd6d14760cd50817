import DataLoader from 'dataloader';

/**
 * Reads gathered while the event loop takes in requests, then sent together (scheduled after the I/O
 * callbacks): under load, one round trip serves every key asked for meanwhile instead of one each. Each
 * key is read once per batch however often it was asked for; a key `load` leaves out gets `missing`.
 * Nothing is cached: every batch reads afresh.
 */
export function turnBatcher<K, V>(
  load: (keys: K[]) => Promise<ReadonlyMap<K, V>>,
  opts: { maxBatchSize: number; missing: V },
): DataLoader<K, V> {
  return new DataLoader<K, V>(
    async (keys) => {
      const found = await load([...new Set(keys)]);
      return keys.map((key) => (found.has(key) ? found.get(key)! : opts.missing));
    },
    { cache: false, maxBatchSize: opts.maxBatchSize, batchScheduleFn: (send) => setImmediate(send) },
  );
}
