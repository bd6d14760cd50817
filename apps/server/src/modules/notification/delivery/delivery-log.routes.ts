import {
  CONSOLE_AREAS,
  deliveryLogPage,
  deliveryLogQuery,
  deliveryLogRow,
  deliveryResendBody,
  templatePreview,
  templatePreviewBody,
} from '@mall/shared';
import type { Db } from '../../../db/client';
import { ok } from '../../../lib/reply';
import { guardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { requireOperator } from '../../../plugins/auth';
import { auditActor, recordAudit } from '../../platform/audit';
import type { DeliveryLog } from './delivery-log';
import { previewEvent } from './samples';

/** The console's 消息通知 (超级管理员, 运营): the delivery log, a resend, each event's template previewed. */
export function deliveryLogRoutes(app: App, deps: { db: Db; log: DeliveryLog; publicOrigin: string }) {
  const call = guardedRoutes(requireOperator(CONSOLE_AREAS.notifications), 'admin-notification');
  const base = '/api/admin/notification';
  app.post(
    `${base}/deliveries`,
    call.withBody(
      '通知投递记录：按事件、渠道、状态、收件人、日期查询（新的在前）',
      deliveryLogQuery,
      deliveryLogPage,
    ),
    async (request) => ok(await deps.log.list(request.body)),
  );
  app.post(
    `${base}/deliveries/resend`,
    call.withBody('重新发送一条未发送成功的通知（重新计数尝试次数）', deliveryResendBody, deliveryLogRow),
    async (request) => {
      const row = await deps.log.resend(request.body.id);
      await recordAudit(deps.db, auditActor(request), {
        action: 'notification.resend',
        targetType: 'notification_delivery',
        targetId: String(row.id),
        summary: `重新发送通知「${row.subject}」给 ${row.target}`,
      });
      return ok(row, '已重新发送');
    },
  );
  app.post(
    `${base}/templates/preview`,
    call.withBody(
      '通知模板预览（示例数据）：邮件标题、正文、HTML 与群机器人 Markdown',
      templatePreviewBody,
      templatePreview,
    ),
    async (request) => ok(previewEvent(request.body.event, deps.publicOrigin)),
  );
}
