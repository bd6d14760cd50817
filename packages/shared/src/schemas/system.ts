import { z } from 'zod';
import { count, isoTime } from './scalars';

export const healthData = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  store: z.enum(['memory', 'redis']),
});

/** GET /api/health/ready: whether the database and the shared store answer (503 when not). */
export const readinessData = z.object({
  ready: z.boolean(),
  db: z.enum(['up', 'down']),
  store: z.enum(['up', 'down']),
});

/** Client error report. */
export const errorReportBody = z.object({
  projectName: z.string().trim().min(1, '请填写项目名称').max(100, '项目名称过长'),
  url: z.string().trim().min(1, '请填写页面地址').max(2000, '页面地址过长'),
  currentTime: z.union([z.string().max(64), z.number()]),
  errorMessage: z.string().max(2000, '错误信息过长'),
  errorInfo: z.string().max(20_000, '错误详情过长').optional().default(''),
});
export type ErrorReportBody = z.infer<typeof errorReportBody>;

export const repairInfo = z.object({ maintenance: z.boolean(), content: z.string() });
export type RepairInfo = z.infer<typeof repairInfo>;

export const repairTip = z.object({ id: z.number().int(), title: z.string(), content: z.string() });
export type RepairTip = z.infer<typeof repairTip>;

/** Site constants (spec: site name, filing and contact details are held as site constants). */
export const siteConfig = z.object({
  siteName: z.string(),
  webSite: z.string(),
  phone: z.string(),
  icp: z.string(),
  address: z.string(),
  copyright: z.string(),
});
export type SiteConfig = z.infer<typeof siteConfig>;

/** Background jobs as the console's 任务队列 shows them (GET /api/admin/settings/jobs). */
export const queueHealth = z.object({
  /** bullmq: on Redis, shared by every process; local: in this process (no Redis configured). */
  kind: z.enum(['bullmq', 'local']),
  waiting: z.number().int(),
  active: z.number().int(),
  delayed: z.number().int(),
  failed: z.number().int(),
  completed: z.number().int(),
  schedules: z.array(z.object({ name: z.string(), everyMs: z.number().int(), next: z.string().nullable() })),
  recentFailures: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      error: z.string(),
      attempts: count,
      failedAt: isoTime,
    }),
  ),
});
export type QueueHealthView = z.infer<typeof queueHealth>;
