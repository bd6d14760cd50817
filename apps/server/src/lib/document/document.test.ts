import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DbHandle } from '../../db/client';
import { createTestDb } from '../../testing/test-db';
import { AppError } from '../app-error';
import { documentNo, documentSequence, historyTable, recordMove, statusGraph } from '.';

/** A document of three statuses: 1 待审核 → 2 已通过 | 3 已驳回; 2 → 3 by 撤销. */
const graph = statusGraph({
  noun: '测试单',
  labels: { 1: '待审核', 2: '已通过', 3: '已驳回' },
  moves: {
    approve: { from: [1], to: 2, action: '审核通过', event: 'approved' },
    reject: { from: [1], to: 3, action: '驳回', event: 'rejected' },
    revoke: { from: [2], to: 3, action: '撤销', event: 'revoked' },
  },
});

const docs = pg.pgTable('kit_docs', {
  id: pg.bigserial('id', { mode: 'number' }).primaryKey(),
  status: pg.smallint('status').notNull().default(1),
  note: pg.text('note').notNull().default(''),
  updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
const docHistory = historyTable('kit_doc_history', 'docId', {
  docId: pg.bigint('doc_id', { mode: 'number' }).notNull(),
  event: pg.varchar('event', { length: 20 }).notNull(),
  toStatus: pg.smallint('to_status').notNull(),
});

const refusal = (p: Promise<unknown> | (() => unknown)) =>
  (typeof p === 'function' ? Promise.resolve().then(p) : p).then(
    () => null,
    (e: unknown) => (e instanceof AppError ? { status: e.status, message: e.message } : e),
  );

describe('statusGraph', () => {
  it('allows the declared moves and refuses the rest with 409 and the document’s Chinese message', async () => {
    expect(graph.can(1, 'approve')).toBe(true);
    expect(graph.can(2, 'revoke')).toBe(true);
    expect(graph.can(2, 'approve')).toBe(false);
    expect(graph.can(3, 'revoke')).toBe(false);
    expect(graph.problem(1, 'reject')).toBeNull();
    expect(await refusal(() => graph.assertMove(1, 'approve'))).toBeNull();
    expect(await refusal(() => graph.assertMove(3, 'approve'))).toEqual({
      status: 409,
      message: '测试单当前状态为“已驳回”，不能审核通过',
    });
    expect(graph.problem(9, 'revoke')).toBe('测试单当前状态为“未知”，不能撤销');
  });

  it('words a refusal the document’s own way when it has one', () => {
    const bidding = statusGraph({
      noun: '竞价单',
      labels: { 1: '已取消' },
      moves: { cancel: { from: [2], action: '取消' } },
      refusal: (label, action) => `竞价单${label}，不能${action}`,
    });
    expect(bidding.problem(1, 'cancel')).toBe('竞价单已取消，不能取消');
    expect(bidding.stale).toBe('竞价单状态已变化，请刷新后重试');
  });
});

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
  await handle.db.execute(sql`create sequence kit_no_seq start with 1 increment by 1`);
  await handle.db
    .execute(sql`create table kit_docs (id bigserial primary key, status smallint not null default 1,
    note text not null default '', updated_at timestamptz not null default now())`);
  await handle.db.execute(sql`create table kit_doc_history (id bigserial primary key, doc_id bigint not null,
    event varchar(20) not null, to_status smallint not null, note text not null default '',
    actor_kind varchar(10) not null, actor_id bigint, created_at timestamptz not null default now())`);
});
afterAll(async () => {
  await handle.close();
});

describe('documentNo', () => {
  it('numbers documents as prefix + China date + the zero-padded sequence', async () => {
    const seq = documentSequence('kit_no_seq');
    const [china] = await queryRows<{ day: string }>(
      handle.db,
      sql`select to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD') as day`,
    );
    const [a] = await queryRows<{ no: string }>(handle.db, sql`select ${documentNo('SH', seq, 8)} as no`);
    const [b] = await queryRows<{ no: string }>(handle.db, sql`select ${documentNo('', seq, 10)} as no`);
    expect(a!.no).toBe(`SH${china!.day}00000001`);
    expect(b!.no).toBe(`${china!.day}0000000002`);
  });

  it('writes the same default expression the numbered tables were migrated with', () => {
    const query = new pg.PgDialect().sqlToQuery(documentNo('JS', documentSequence('settlement_no_seq'), 6));
    expect(query.sql).toContain(
      `'JS' || to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('settlement_no_seq')::text, 6, '0')`,
    );
    expect(() => documentNo("X'", documentSequence('kit_no_seq'), 6)).toThrow();
  });
});

describe('historyTable', () => {
  it('gives a timeline its document columns, the shared note/actor/time columns and the (document, id) index', () => {
    const config = pg.getTableConfig(docHistory);
    expect(config.name).toBe('kit_doc_history');
    expect(config.columns.map((c) => [c.name, c.getSQLType(), c.notNull])).toEqual([
      ['id', 'bigserial', true],
      ['doc_id', 'bigint', true],
      ['event', 'varchar(20)', true],
      ['to_status', 'smallint', true],
      ['note', 'text', true],
      ['actor_kind', 'varchar(10)', true],
      ['actor_id', 'bigint', false],
      ['created_at', 'timestamp with time zone', true],
    ]);
    expect(
      config.indexes.map((i) => [i.config.name, i.config.columns.map((c) => (c as { name: string }).name)]),
    ).toEqual([['kit_doc_history_doc_idx', ['doc_id', 'id']]]);
  });
});

describe('recordMove', () => {
  const newDoc = async () => (await handle.db.insert(docs).values({}).returning())[0]!;
  const timeline = (id: number) =>
    queryRows<{ event: string; to_status: number }>(
      handle.db,
      sql`select event, to_status from kit_doc_history where doc_id = ${id} order by id`,
    );
  const move = (id: number, name: 'approve' | 'reject', note = '') =>
    handle.db.transaction((tx) =>
      recordMove(
        tx,
        { table: docs, graph, move: name, id, from: 1, to: graph.moves[name].to, set: { note } },
        {
          table: docHistory,
          values: {
            docId: id,
            event: graph.moves[name].event,
            toStatus: graph.moves[name].to,
            actorKind: 'operator',
            actorId: 7,
          },
        },
      ),
    );

  it('moves the document, sets the given columns and writes its timeline row', async () => {
    const doc = await newDoc();
    const after = await move(doc.id, 'approve', '资料齐全');
    expect(after).toMatchObject({ id: doc.id, status: 2, note: '资料齐全' });
    expect(await timeline(doc.id)).toEqual([{ event: 'approved', to_status: 2 }]);
  });

  it('refuses a move the graph does not allow before writing anything', async () => {
    const doc = await newDoc();
    const refused = await refusal(
      handle.db.transaction((tx) =>
        recordMove(tx, { table: docs, graph, move: 'revoke', id: doc.id, from: 1, to: 3 }, null),
      ),
    );
    expect(refused).toEqual({ status: 409, message: '测试单当前状态为“待审核”，不能撤销' });
    const [row] = await queryRows<{ status: number }>(
      handle.db,
      sql`select status from kit_docs where id = ${doc.id}`,
    );
    expect(row!.status).toBe(1);
  });

  it('lets exactly one of two concurrent moves from the same status win; the stale one is refused', async () => {
    const doc = await newDoc();
    const results = await Promise.all([refusal(move(doc.id, 'approve')), refusal(move(doc.id, 'reject'))]);
    const refused = results.filter((r) => r !== null);
    expect(refused).toHaveLength(1);
    const [row] = await queryRows<{ status: number }>(
      handle.db,
      sql`select status from kit_docs where id = ${doc.id}`,
    );
    expect(refused[0]).toEqual({ status: 409, message: '测试单状态已变化，请刷新后重试' });
    // One timeline row: the winner's, with the status it wrote.
    expect(await timeline(doc.id)).toEqual([
      row!.status === 2 ? { event: 'approved', to_status: 2 } : { event: 'rejected', to_status: 3 },
    ]);
  });

  it('refuses with the stale message when the document is gone', async () => {
    const refused = await refusal(move(987654, 'approve'));
    expect(refused).toEqual({ status: 409, message: '测试单状态已变化，请刷新后重试' });
  });
});
