import { beforeAll, describe, expect, it } from 'vitest';
import { CODE_MAINTENANCE, type SiteConfig } from '@mall/shared';
import { buyerAuth, operatorAuth } from '../../../testing/accounts';
import { useTestApp } from '../../../testing/world';
import { lastAuditAbout } from '../../../testing/audit';
import { envelopeCaller } from '../../../testing/envelope';

const w = useTestApp();
let admin: Record<string, string>;
beforeAll(async () => {
  admin = (await operatorAuth(w.app, '超级管理员')).headers;
});

const call = envelopeCaller(
  () => w.app,
  () => admin,
);
const lastAudit = (targetId: string) => lastAuditAbout(w.app, { id: targetId });

const SITE: SiteConfig = {
  siteName: '华东工业品商城',
  webSite: 'mall-web',
  phone: '021-5080 1234',
  icp: '沪ICP备2026999999号-2',
  address: '上海市闵行区莘庄工业区 1 号',
  copyright: '© 2026 华东工业品商城',
};

describe('site constants', () => {
  it('saves them and the storefront call answers the new values at once; audited', async () => {
    const before = (await call<SiteConfig>('GET', '/api/global/getSiteConfig', undefined, {})).body.data;
    const res = await call<SiteConfig>('POST', '/api/admin/settings/site/save', SITE);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(SITE);
    expect((await call<SiteConfig>('GET', '/api/global/getSiteConfig', undefined, {})).body.data).toEqual(
      SITE,
    );
    expect((await call<SiteConfig>('GET', '/api/admin/settings/site')).body.data).toEqual(SITE);
    const audit = await lastAudit('site');
    expect(audit).toMatchObject({ action: 'settings.site', targetType: 'setting' });
    expect(audit.before).toEqual(before);
    expect(audit.after).toEqual(SITE);
  });

  it('refuses empty or malformed fields with Chinese messages', async () => {
    const empty = await call('POST', '/api/admin/settings/site/save', { ...SITE, siteName: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toContain('请输入网站名称');
    const phone = await call('POST', '/api/admin/settings/site/save', { ...SITE, phone: 'call me' });
    expect(phone.status).toBe(400);
    expect(phone.body.msg).toContain('客服电话格式不正确');
  });
});

describe('maintenance mode', () => {
  it('on: storefront calls answer 3110 at once while the console keeps working; off restores', async () => {
    // Warm the cached home calls: maintenance must win over a cached body.
    expect((await call('GET', '/api/home/index/getBannerList', undefined, {})).status).toBe(200);
    const on = await call('POST', '/api/admin/settings/maintenance/save', {
      enabled: true,
      content: '今晚 22:00-24:00 系统升级',
    });
    expect(on.status).toBe(200);
    expect(on.body.msg).toBe('维护模式已开启');
    for (const url of ['/api/home/index/getBannerList', '/api/home/index/getHotSearch']) {
      const blocked = await call('GET', url, undefined, {});
      expect(blocked.status, url).toBe(503);
      expect(blocked.body.code, url).toBe(CODE_MAINTENANCE);
    }
    const buyerCall = await w.app.inject({ method: 'POST', url: '/api/notice/getNoticeList', payload: {} });
    expect(buyerCall.json().code).toBe(CODE_MAINTENANCE);
    const info = await call('GET', '/api/oauth/getRepairInfo', undefined, {});
    expect(info.body.data).toEqual({ maintenance: true, content: '今晚 22:00-24:00 系统升级' });
    expect((await call('GET', '/api/admin/settings/maintenance')).body.data).toEqual({
      enabled: true,
      content: '今晚 22:00-24:00 系统升级',
    });
    const audit = await lastAudit('maintenance');
    expect(audit).toMatchObject({ action: 'settings.maintenance', summary: '开启维护模式' });
    expect(audit.before).toMatchObject({ enabled: false });
    expect(audit.after).toEqual({ enabled: true, content: '今晚 22:00-24:00 系统升级' });

    const off = await call('POST', '/api/admin/settings/maintenance/save', {
      enabled: false,
      content: '今晚 22:00-24:00 系统升级',
    });
    expect(off.body.msg).toBe('维护模式已关闭');
    const back = await call('GET', '/api/home/index/getBannerList', undefined, {});
    expect(back.status).toBe(200);
    expect(back.body.code).toBe(200);
    expect(
      (await call<{ maintenance: boolean }>('GET', '/api/oauth/getRepairInfo', undefined, {})).body.data
        .maintenance,
    ).toBe(false);
  });

  it('requires the text', async () => {
    const res = await call('POST', '/api/admin/settings/maintenance/save', { enabled: true, content: '' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('请输入维护说明');
    expect((await call('GET', '/api/home/index/getHotSearch', undefined, {})).status).toBe(200);
  });
});

describe('maintenance tips', () => {
  it('saves the tips; the storefront banner call answers them at once', async () => {
    const res = await call('POST', '/api/admin/settings/repair-tips/save', {
      tips: [{ title: '维护预告', content: '11 月 30 日 02:00-04:00 系统维护' }],
    });
    expect(res.status).toBe(200);
    const pub = await call('POST', '/api/oauth/getRepairTips', {}, {});
    expect(pub.body.data).toEqual([
      { id: 1, title: '维护预告', content: '11 月 30 日 02:00-04:00 系统维护' },
    ]);
    await call('POST', '/api/admin/settings/repair-tips/save', { tips: [] });
    expect((await call('POST', '/api/oauth/getRepairTips', {}, {})).body.data).toEqual([]);
    expect((await lastAudit('repairTips')).before).toHaveLength(1);
  });
});

describe('roles', () => {
  it('only the super administrator: visitors 401, buyers and other roles 403, nothing changed', async () => {
    const buyer = (await buyerAuth(w.app)).headers;
    const others = await Promise.all(
      (['运营', '财务', '商品'] as const).map(async (r) => (await operatorAuth(w.app, r)).headers),
    );
    const writes: [string, unknown][] = [
      ['/api/admin/settings/site/save', SITE],
      ['/api/admin/settings/maintenance/save', { enabled: true, content: '维护' }],
      ['/api/admin/settings/repair-tips/save', { tips: [] }],
    ];
    for (const [url, payload] of writes) {
      expect((await call('POST', url, payload, {})).status, url).toBe(401);
      expect((await call('POST', url, payload, buyer)).body.msg).toBe('买家账号不能访问运营后台');
      for (const h of others) {
        const r = await call('POST', url, payload, h);
        expect(r.status, url).toBe(403);
        expect(r.body.msg).toBe('当前角色没有此操作的权限');
      }
    }
    for (const url of [
      '/api/admin/settings/site',
      '/api/admin/settings/maintenance',
      '/api/admin/settings/repair-tips',
    ]) {
      expect((await call('GET', url, undefined, {})).status, url).toBe(401);
      expect((await call('GET', url, undefined, buyer)).status, url).toBe(403);
      for (const h of others) expect((await call('GET', url, undefined, h)).status, url).toBe(403);
    }
    // Maintenance was never switched on by the refused calls.
    expect((await call('GET', '/api/home/index/getHotSearch', undefined, {})).status).toBe(200);
  });
});
