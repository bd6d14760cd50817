import { z } from 'zod';
import {
  CONSOLE_AREAS,
  maintenanceSetting,
  repairTip,
  repairTipsSave,
  siteConfig,
  siteConfigSave,
  type RepairTip,
} from '@mall/shared';
import { ok } from '../../../lib/reply';
import { guardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { requireOperator } from '../../../plugins/auth';
import { auditActor } from '../audit';
import { DEFAULT_MAINTENANCE, DEFAULT_SITE_CONFIG, type SystemService } from './system.service';

/** Console calls under /api/admin/settings (超级管理员): site constants, maintenance mode, maintenance tips. */
export function adminSettingsRoutes(app: App, deps: { system: SystemService }) {
  const { system } = deps;
  const { noBody: read, withBody: save } = guardedRoutes(
    requireOperator(CONSOLE_AREAS.settings),
    'admin-settings',
  );
  const base = '/api/admin/settings';

  app.get(`${base}/site`, read('站点常量', siteConfig), async () => ok(await system.getSiteConfig()));
  app.post(
    `${base}/site/save`,
    save('保存站点常量（名称、客服电话、ICP 备案号、地址…）', siteConfigSave, siteConfig),
    async (request) =>
      ok(
        await system.saveSetting(auditActor(request), 'site', DEFAULT_SITE_CONFIG, request.body, {
          action: 'settings.site',
          summary: '修改站点常量',
        }),
        '保存成功',
      ),
  );

  app.get(`${base}/maintenance`, read('维护模式', maintenanceSetting), async () =>
    ok(await system.getSetting('maintenance', DEFAULT_MAINTENANCE)),
  );
  app.post(
    `${base}/maintenance/save`,
    save('开启或关闭维护模式（开启后前台接口立即返回 3110）', maintenanceSetting, maintenanceSetting),
    async (request) => {
      const value = request.body;
      const saved = await system.saveSetting(auditActor(request), 'maintenance', DEFAULT_MAINTENANCE, value, {
        action: 'settings.maintenance',
        summary: value.enabled ? '开启维护模式' : '关闭维护模式',
      });
      return ok(saved, value.enabled ? '维护模式已开启' : '维护模式已关闭');
    },
  );

  app.get(`${base}/repair-tips`, read('维护预告', z.array(repairTip)), async () =>
    ok(await system.getRepairTips()),
  );
  app.post(
    `${base}/repair-tips/save`,
    save('保存维护预告（整体替换；页头横幅显示第一条）', repairTipsSave, z.array(repairTip)),
    async (request) => {
      const tips: RepairTip[] = request.body.tips.map((t, i) => ({ id: i + 1, ...t }));
      return ok(
        await system.saveSetting(auditActor(request), 'repairTips', [] as RepairTip[], tips, {
          action: 'settings.repair-tips',
          summary: `保存维护预告（${tips.length} 条）`,
        }),
        '保存成功',
      );
    },
  );
}
