import {
  bigint,
  bigserial,
  index,
  pgTable,
  text,
  timestamp,
  varchar,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';

/**
 * A document's timeline table: `id`, the document's own columns (`ownerKey` names the document's id, e.g.
 * `orderId`; then its event and status columns), and the columns every timeline shares: a note, who acted
 * (buyer | operator | merchant | system, and their id) and when. Indexed by (document, id): a timeline is
 * read in order. The index is named `<table>_<document>_idx` after the id column (`order_id` → `order`).
 */
export function historyTable<N extends string, C extends Record<string, PgColumnBuilderBase>>(
  name: N,
  ownerKey: keyof C & string,
  columns: C,
) {
  const ownerColumn = (columns[ownerKey] as unknown as { config: { name: string } }).config.name;
  return pgTable(
    name,
    {
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      ...columns,
      note: text('note').notNull().default(''),
      actorKind: varchar('actor_kind', { length: 10 }).notNull(),
      actorId: bigint('actor_id', { mode: 'number' }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      index(`${name}_${ownerColumn.replace(/_id$/, '')}_idx`).on(
        (t as unknown as Record<string, Parameters<ReturnType<typeof index>['on']>[0]>)[ownerKey]!,
        t.id,
      ),
    ],
  );
}
