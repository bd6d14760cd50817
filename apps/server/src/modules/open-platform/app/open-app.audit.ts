import type { DbOrTx } from '../../../db/client';
import { recordAudit, snapshot, type AuditActor } from '../../platform/audit';
import type { openApps } from './open-app.table';

type AppRow = typeof openApps.$inferSelect;

/** What the audit log keeps of an app: never its secret's hash. */
const KEPT = [
  'name',
  'scopes',
  'ipAllowList',
  'mode',
  'status',
  'secretRotatedAt',
  'previousSecretUntil',
] as const satisfies readonly (keyof AppRow)[];

const SUMMARY = {
  create: (name: string) => `创建开放平台应用「${name}」`,
  update: (name: string) => `修改开放平台应用「${name}」`,
  rotate: (name: string) => `更换开放平台应用「${name}」的密钥`,
  delete: (name: string) => `删除开放平台应用「${name}」`,
} as const;

/**
 * Records an owner's write of its app (a company's 管理员, a shop's 店铺管理员) in the write's transaction, as
 * the operators' suspend and resume are: the console's 操作日志 shows who changed which app, and how.
 */
export function auditAppWrite(
  tx: DbOrTx,
  actor: AuditActor,
  verb: keyof typeof SUMMARY,
  before: AppRow | null,
  after: AppRow | null,
  note = '',
): Promise<void> {
  const row = (after ?? before)!;
  return recordAudit(tx, actor, {
    action: `open_app.${verb}`,
    targetType: 'open_app',
    targetId: row.id,
    summary: `${SUMMARY[verb](row.name)}${note}`,
    before: snapshot(before, KEPT),
    after: snapshot(after, KEPT),
  });
}
