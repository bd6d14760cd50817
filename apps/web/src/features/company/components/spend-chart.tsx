import { Empty } from 'antd';
import { companyCopy } from '@/locales/zh-CN-company';
import { money as yuan } from '../lib/format';
import { monthLabel } from '../lib/months';

type Row = { key: string; label: string; amount: string; orders: number };
const o = companyCopy.company.overview;

const money = (amount: string) => `¥${yuan(amount)}`;

/** Spend as horizontal bars scaled to the largest row (no chart library: divs). */
export function SpendBars({ rows, label }: { rows: Row[]; label: string }) {
  if (!rows.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={o.noData} />;
  const max = Math.max(...rows.map((r) => Number(r.amount)), 0);
  return (
    <ul className="mall-spend-bars" aria-label={label}>
      {rows.map((row) => {
        const width = max > 0 ? Math.max((Number(row.amount) / max) * 100, 0.5) : 0;
        return (
          <li key={row.key}>
            <span className="name" title={row.label}>
              {row.label}
            </span>
            <span className="track">
              <span className="bar" style={{ width: `${width}%` }} />
            </span>
            <span className="value">
              {money(row.amount)}
              <span className="muted">{o.orderCount(row.orders)}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** Spend by month as vertical columns, oldest on the left. */
export function SpendColumns({ rows, label }: { rows: Row[]; label: string }) {
  if (!rows.some((r) => Number(r.amount) > 0))
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={o.noData} />;
  const max = Math.max(...rows.map((r) => Number(r.amount)), 0);
  return (
    <ul className="mall-spend-columns" aria-label={label}>
      {rows.map((row, index) => {
        const amount = Number(row.amount);
        const height = max > 0 && amount > 0 ? Math.max((amount / max) * 100, 1) : 0;
        return (
          <li key={row.key} title={`${row.label}：${money(row.amount)}，${o.orderCount(row.orders)}`}>
            <span className="value">{amount > 0 ? money(row.amount) : ''}</span>
            <span className="track">
              <span className="bar" style={{ height: `${height}%` }} />
            </span>
            <span className="name">{monthLabel(row.key, index)}</span>
          </li>
        );
      })}
    </ul>
  );
}
