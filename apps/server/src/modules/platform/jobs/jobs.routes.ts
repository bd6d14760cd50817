import { CONSOLE_AREAS, queueHealth } from '@mall/shared';
import { ok, okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import { requireOperator } from '../../../plugins/auth';
import type { JobQueue } from './jobs.types';

/** 任务队列 in the console (超级管理员): waiting, running, retrying and failed jobs, and the schedules. */
export function jobsAdminRoutes(app: App, deps: { jobs: JobQueue }) {
  app.get(
    '/api/admin/settings/jobs',
    {
      onRequest: requireOperator(CONSOLE_AREAS.settings),
      schema: {
        tags: ['admin-settings'],
        summary: '任务队列状态（等待、执行中、重试、失败，定时任务）',
        security: [{ bearer: [] }],
        response: okSchema(queueHealth),
      },
    },
    async () => ok(await deps.jobs.health()),
  );
}
