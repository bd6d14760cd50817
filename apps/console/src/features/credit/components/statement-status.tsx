import { Tag } from 'antd';
import type { CreditStatement } from '@mall/shared';
import { t } from '@/locales/zh-CN';

const STATUS_COLOR: Record<number, string> = { 1: 'gold', 2: 'green', 3: 'red', 4: 'default' };

/** A statement's state, and 已逾期 beside it when it is overdue. */
export function StatementStatus({
  statement: s,
}: {
  statement: Pick<CreditStatement, 'status' | 'statusLabel' | 'overdue'>;
}) {
  return (
    <>
      <Tag color={STATUS_COLOR[s.status]}>{s.statusLabel}</Tag>
      {s.overdue && <Tag color="red">{t.credit.overdue}</Tag>}
    </>
  );
}
