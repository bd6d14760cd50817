import {
  CONSOLE_AREAS,
  DEFAULT_AREA_ID,
  homeFloorSave,
  homeFloorSetting,
  type HomeFloorSetting,
} from '@mall/shared';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../lib/app-error';
import { dropCached, replyKey } from '../../../lib/cache';
import { ok, okSchema } from '../../../lib/reply';
import type { EphemeralStore } from '../../../lib/store';
import type { App } from '../../../lib/types';
import { requireOperator } from '../../../plugins/auth';
import { auditActor, recordAudit, type AuditActor } from '../../platform/audit';
import { levelOneCategories, levelOneCategoryIds } from '../../catalogue/catalogue';
import { provinceRows } from '../../catalogue/region';
import { writeSetting } from '../../platform/system';
import { HOME_FLOORS_SETTING, type HomeFloorsSetting, type HomeService } from './home.service';

/** Every cache key of the floors call: one per sales area ('0000' and the provinces). */
function floorCacheKeys(): string[] {
  const areas = [DEFAULT_AREA_ID, ...provinceRows().map((r) => r.code)];
  return areas.flatMap((a) => [`home:floors:${a}`, replyKey(`floors:${a}`)]);
}

/** The operator's choice of home floors (level-one categories, in order). */
export class HomeAdminService {
  constructor(
    private readonly db: Db,
    private readonly store: EphemeralStore,
    private readonly home: HomeService,
  ) {}

  async floorSetting(): Promise<HomeFloorSetting> {
    const [floors, candidates] = await Promise.all([
      this.home.floorCategories(),
      levelOneCategories(this.db),
    ]);
    return { floors: floors.map((f) => ({ id: f.id, title: f.title })), candidates };
  }

  async saveFloors(actor: AuditActor, categoryIds: number[]): Promise<HomeFloorSetting> {
    await this.db.transaction(async (tx) => {
      const found = await levelOneCategoryIds(tx, categoryIds);
      if (found.length !== categoryIds.length) throw badRequest('楼层只能选择存在的一级分类');
      const before = (await this.home.floorCategories(tx)).map((f) => f.id);
      const value: HomeFloorsSetting = { categoryIds };
      await writeSetting(tx, HOME_FLOORS_SETTING, value);
      await recordAudit(tx, actor, {
        action: 'content.floors.save',
        targetType: 'setting',
        targetId: HOME_FLOORS_SETTING,
        summary: `保存首页楼层（${categoryIds.length} 个）`,
        before: { categoryIds: before },
        after: value,
      });
    });
    await dropCached(this.store, floorCacheKeys());
    return this.floorSetting();
  }
}

/** GET /api/admin/content/floor/get and POST /api/admin/content/floor/save (超级管理员, 运营). */
export function adminHomeRoutes(app: App, deps: { admin: HomeAdminService }) {
  const guard = requireOperator(CONSOLE_AREAS.content);
  const tags = ['admin-content'];
  app.get(
    '/api/admin/content/floor/get',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: '首页楼层设置',
        security: [{ bearer: [] }],
        response: okSchema(homeFloorSetting),
      },
    },
    async () => ok(await deps.admin.floorSetting()),
  );
  app.post(
    '/api/admin/content/floor/save',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: '保存首页楼层（一级分类，按顺序，最多 5 个）',
        security: [{ bearer: [] }],
        body: homeFloorSave,
        response: okSchema(homeFloorSetting),
      },
    },
    async (request) =>
      ok(await deps.admin.saveFloors(auditActor(request), request.body.categoryIds), '保存成功'),
  );
}
