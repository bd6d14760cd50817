import { notificationPreferences, notificationPreferencesInput } from '@mall/shared';
import type { Db } from '../../../db/client';
import { ok, okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import { currentBuyer, requireBuyer } from '../../../plugins/auth';
import { companyContextOf, isActiveMember, requireRole } from '../../identity/company';
import type { PreferenceService } from './preferences.service';

const security = [{ bearer: [] }];
const route = <S extends object>(tag: string, summary: string, rest: S) => ({
  onRequest: requireBuyer,
  schema: { tags: [tag], security, summary, ...rest },
});

/**
 * 个人中心 → 通知设置 (`/api/notification/preferences`, each signed-in buyer his own) and 企业采购 → 消息通知 →
 * 默认设置 (`/api/company/notification/defaults`, the company's 管理员).
 */
export function preferenceRoutes(app: App, deps: { db: Db; preferences: PreferenceService }) {
  const { preferences } = deps;
  const companyOf = async (userId: number) => {
    const ctx = await companyContextOf(deps.db, userId);
    return isActiveMember(ctx) ? ctx.companyId : null;
  };
  app.get(
    '/api/notification/preferences',
    route('notification', '我的通知设置（每类通知的短信、邮件，免打扰时段）', {
      response: okSchema(notificationPreferences),
    }),
    async (request) => {
      const userId = currentBuyer(request).id;
      return ok(await preferences.view(userId, await companyOf(userId)));
    },
  );
  app.put(
    '/api/notification/preferences',
    route('notification', '保存我的通知设置（安全通知不能关闭）', {
      body: notificationPreferencesInput,
      response: okSchema(notificationPreferences),
    }),
    async (request) => {
      const userId = currentBuyer(request).id;
      return ok(await preferences.save(userId, await companyOf(userId), request.body), '通知设置已保存');
    },
  );
  const admin = async (userId: number) => requireRole(await companyContextOf(deps.db, userId), '管理员');
  app.get(
    '/api/company/notification/defaults',
    route('company', '企业默认通知设置（成员未自行设置时使用）', {
      response: okSchema(notificationPreferences),
    }),
    async (request) => {
      const ctx = await admin(currentBuyer(request).id);
      return ok(await preferences.companyDefaults(ctx.companyId));
    },
  );
  app.put(
    '/api/company/notification/defaults',
    route('company', '保存企业默认通知设置（管理员）', {
      body: notificationPreferencesInput,
      response: okSchema(notificationPreferences),
    }),
    async (request) => {
      const userId = currentBuyer(request).id;
      const ctx = await admin(userId);
      return ok(
        await preferences.saveCompanyDefaults(ctx.companyId, userId, request.body),
        '企业默认通知设置已保存',
      );
    },
  );
}
