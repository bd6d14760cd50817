import { beforeAll, describe, expect, it } from 'vitest';
import { HOME_FLOOR_NAMES, type HomeFloor, type HomeFloorSetting } from '@mall/shared';
import { catalogueSeeder } from '../../../seed/catalogue.seed';
import { operatorAuth } from '../../../testing/accounts';
import { useTestApp } from '../../../testing/world';
import { lastAudit } from '../../../testing/audit';

const w = useTestApp();
let op: Record<string, string>;
beforeAll(async () => {
  await catalogueSeeder.run({ db: w.app.db.db, env: { ...w.app.env, SEED_PRODUCTS: 60 }, log: () => {} });
  op = (await operatorAuth(w.app, '运营')).headers;
});

const floors = async (areaCode = '0000') =>
  (await w.app.inject({ method: 'GET', url: `/api/home/index/getFloorList?areaCode=${areaCode}` })).json()
    .data as HomeFloor[];
const setting = async () =>
  (await w.app.inject({ method: 'GET', url: '/api/admin/content/floor/get', headers: op })).json()
    .data as HomeFloorSetting;
const save = async (categoryIds: unknown) => {
  const res = await w.app.inject({
    method: 'POST',
    url: '/api/admin/content/floor/save',
    headers: op,
    payload: { categoryIds },
  });
  return { status: res.statusCode, body: res.json() as { msg: string; data: HomeFloorSetting } };
};

describe('home floors', () => {
  it('defaults to the spec’s five floors and lists every level-one category as a candidate', async () => {
    const s = await setting();
    expect(s.floors.map((f) => f.title)).toEqual([...HOME_FLOOR_NAMES]);
    expect(s.candidates.length).toBeGreaterThanOrEqual(5);
  });

  it('saves a new choice and order; the storefront floors follow at once in every area; audited', async () => {
    // Warm the storefront caches of two areas.
    expect((await floors()).map((f) => f.title)).toEqual([...HOME_FLOOR_NAMES]);
    await floors('310000');
    const s = await setting();
    const picked = [s.floors[4]!.id, s.floors[0]!.id, s.floors[2]!.id];
    const res = await save(picked);
    expect(res.status).toBe(200);
    expect(res.body.data.floors.map((f) => f.id)).toEqual(picked);
    expect((await floors()).map((f) => f.id)).toEqual(picked);
    expect((await floors('310000')).map((f) => f.id)).toEqual(picked);
    const audit = await lastAudit(w.app, 'content.floors.save');
    expect(audit.before).toEqual({ categoryIds: s.floors.map((f) => f.id) });
    expect(audit.after).toEqual({ categoryIds: picked });
  });

  it('refuses unknown or non-level-one categories, duplicates and more than five', async () => {
    const before = (await floors()).map((f) => f.id);
    const s = await setting();
    const level2 = (await floors())[0]!.manyVOS[0]!.categoryId;
    const notTop = await save([level2]);
    expect(notTop.status).toBe(400);
    expect(notTop.body.msg).toBe('楼层只能选择存在的一级分类');
    expect((await save([987_654])).status).toBe(400);
    expect((await save([s.candidates[0]!.id, s.candidates[0]!.id])).body.msg).toContain('楼层分类不能重复');
    expect((await save([1, 2, 3, 4, 5, 6])).body.msg).toContain('楼层最多 5 个');
    expect((await save([])).body.msg).toContain('请至少选择一个楼层');
    expect((await floors()).map((f) => f.id)).toEqual(before);
  });
});
