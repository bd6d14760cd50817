import { useState } from 'react';
import { Empty, Table, Tag } from 'antd';
import { Link } from 'react-router';
import type { QuotationSummary } from '@mall/shared';
import { Price } from '@/components/price';
import { paths } from '@/config/paths';
import { t } from '@/locales/zh-CN';
import { useQuotations } from '../api/quotation-api';
import { validTo } from '../lib/valid-to';
import { LoadState } from '@/components/load-state';
import '../quotation.css';

const c = t.quotation;

/** /quotations: the buyer's quotations, newest first, with their state (有效 / 已过期). */
export function QuotationsPage() {
  const [pageNum, setPageNum] = useState(1);
  const query = useQuotations(pageNum);
  if (!query.data) {
    return (
      <LoadState query={query} failed={c.loadFailed} retry={c.retry} loadingClass="mall-quotation-loading" />
    );
  }
  const { list, total, pageSize } = query.data;
  return (
    <div className="mall-quotation">
      <h1>{c.title}</h1>
      <p className="muted">{c.intro}</p>
      {list.length ? (
        <Table<QuotationSummary>
          rowKey="id"
          size="middle"
          dataSource={list}
          pagination={{ current: pageNum, pageSize, total, onChange: setPageNum, hideOnSinglePage: true }}
          columns={[
            {
              title: c.colNo,
              dataIndex: 'quotationNo',
              render: (no: string, q) => <Link to={paths.quotationDetail.getHref(q.id)}>{no}</Link>,
            },
            { title: c.colDate, dataIndex: 'date', width: 120 },
            { title: c.colValid, key: 'valid', width: 120, render: (_, q) => validTo(q.expiresAt) },
            { title: c.colLines, dataIndex: 'lineCount', width: 90, render: (n: number) => c.lines(n) },
            {
              title: c.colTotal,
              dataIndex: 'total',
              width: 140,
              align: 'right',
              render: (v: string) => <Price value={v} />,
            },
            {
              title: c.colState,
              dataIndex: 'state',
              width: 90,
              render: (s: string) => <Tag color={s === '有效' ? 'green' : 'default'}>{s}</Tag>,
            },
            {
              title: c.colAction,
              key: 'action',
              width: 80,
              render: (_, q) => <Link to={paths.quotationDetail.getHref(q.id)}>{c.view}</Link>,
            },
          ]}
        />
      ) : (
        <Empty description={c.empty}>
          <div className="muted">{c.emptySub}</div>
        </Empty>
      )}
    </div>
  );
}
