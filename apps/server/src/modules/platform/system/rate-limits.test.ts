import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client';
import { buyerAuth } from '../../../testing/accounts';
import { useTestApp } from '../../../testing/world';

// Anonymous calls that write a row each are bounded per address.

const w = useTestApp();

async function hammer(
  url: string,
  payload: object,
  times: number,
  ip: string,
  headers: Record<string, string> = {},
) {
  const codes: number[] = [];
  let last = { code: 0, msg: '' };
  for (let i = 0; i < times; i++) {
    const res = await w.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers });
    codes.push(res.statusCode);
    last = res.json();
  }
  return { codes, last };
}

describe('per-address limits on anonymous writes', () => {
  it('/api/log/report: 30 a minute per address, then 429 with the Chinese envelope and no row', async () => {
    const report = { projectName: 'web', url: '/x', currentTime: 1, errorMessage: 'boom' };
    const { codes, last } = await hammer('/api/log/report', report, 35, '10.6.0.1');
    expect(codes.filter((c) => c === 200)).toHaveLength(30);
    expect(codes.slice(30)).toEqual([429, 429, 429, 429, 429]);
    expect(last).toMatchObject({ code: 429, msg: '请求过于频繁，请稍后再试' });
    const [rows] = await queryRows<{ n: number }>(
      w.app.db.db,
      sql`select count(*)::int as n from error_reports where ip = '10.6.0.1'`,
    );
    expect(rows!.n).toBe(30);
    // Another address is not affected.
    expect((await hammer('/api/log/report', report, 1, '10.6.0.2')).codes).toEqual([200]);
  });

  it('/api/home/index/recordSearch: 60 a minute per address', async () => {
    const { codes } = await hammer('/api/home/index/recordSearch', { searchTerms: '螺丝刀' }, 62, '10.6.1.1');
    expect(codes.filter((c) => c === 200)).toHaveLength(60);
    expect(codes.slice(60)).toEqual([429, 429]);
  });

  it('/api/home/index/recordSearch: 60 a minute per buyer, whatever address the buyers share', async () => {
    const url = '/api/home/index/recordSearch';
    const a = await buyerAuth(w.app);
    const b = await buyerAuth(w.app);
    // Two buyers of one company behind one address: each has 60, and visitors there keep theirs.
    const first = await hammer(url, { searchTerms: '螺丝刀' }, 61, '10.6.2.1', a.headers);
    expect(first.codes.filter((c) => c === 200)).toHaveLength(60);
    expect(first.codes[60]).toBe(429);
    const second = await hammer(url, { searchTerms: '安全帽' }, 60, '10.6.2.1', b.headers);
    expect(second.codes.every((c) => c === 200)).toBe(true);
    expect((await hammer(url, { searchTerms: '断路器' }, 1, '10.6.2.1')).codes).toEqual([200]);
    // Moving to another address does not give a buyer more.
    expect((await hammer(url, { searchTerms: '螺丝刀' }, 1, '10.6.2.2', a.headers)).codes).toEqual([429]);
  });
});
