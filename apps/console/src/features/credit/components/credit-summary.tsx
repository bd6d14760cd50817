import { Statistic } from 'antd';
import type { CreditDashboard } from '@mall/shared';
import { t } from '@/locales/zh-CN';
import { useCreditSummary } from '../api/credit';

const FIGURES = [
  'accounts',
  'limitTotal',
  'usedTotal',
  'pendingStatements',
  'disputedStatements',
  'overdueStatements',
  'overdueAmount',
] as const satisfies readonly (keyof CreditDashboard & keyof typeof t.credit.summary)[];

/** The figures above the tabs; overdue statements in red while there are any. */
export function CreditSummary() {
  const { data } = useCreditSummary();
  if (!data) return null;
  return (
    <div className="console-credit-summary">
      {FIGURES.map((key) => (
        <Statistic
          key={key}
          title={t.credit.summary[key]}
          value={data[key]}
          styles={
            key === 'overdueStatements'
              ? { content: { color: data.overdueStatements ? '#cf1322' : undefined } }
              : undefined
          }
        />
      ))}
    </div>
  );
}
