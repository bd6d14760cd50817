import { useState } from 'react';
import { Button, Card, Descriptions, Empty, Result, Skeleton, Space, Table, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { BiddingLine, BiddingQuote } from '@mall/shared';
import { Money } from '@/components/money';
import { StatusTag } from '@/components/status-tag';
import { formatTime } from '@/lib/dates';
import { useCan } from '@/lib/operator-store';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import { biddingKeys, submitQuote, useBidding } from '../api/biddings';
import { QuoteModal } from './quote-modal';

/** A bidding request with its lines, every quote side by side and the outcome (chosen quote, order). */
export function BiddingDetail({ id }: { id: number }) {
  const detail = useBidding(id);
  const queryClient = useQueryClient();
  const can = useCan();
  const [quoting, setQuoting] = useState(false);
  if (detail.isPending) return <Skeleton active />;
  if (detail.isError) return <Result status="warning" title={detail.error.message} />;
  const b = detail.data;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <Space>
            <span>{b.title}</span>
            <StatusTag label={b.statusLabel} />
          </Space>
        }
        extra={
          can('biddings') &&
          b.status === 1 && (
            <Button type="primary" onClick={() => setQuoting(true)}>
              {t.biddings.enterQuote}
            </Button>
          )
        }
      >
        <Descriptions column={3} size="small">
          <Descriptions.Item label={t.biddings.biddingNo}>{b.biddingNo}</Descriptions.Item>
          <Descriptions.Item label={t.biddings.area}>{b.areaName}</Descriptions.Item>
          <Descriptions.Item label={t.biddings.deadline}>{formatTime(b.deadline)}</Descriptions.Item>
          <Descriptions.Item label={t.biddings.budget}>
            <Money fen={b.budgetFen} />
          </Descriptions.Item>
          <Descriptions.Item label={t.biddings.invoiceType}>
            {t.biddings.invoiceTypeLabel[b.invoiceType] ?? '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t.biddings.contact}>
            {b.contactName} {b.contactMobile}
          </Descriptions.Item>
          <Descriptions.Item label={t.biddings.outcome}>
            {b.orderNo ? `${t.biddings.orderNo}：${b.orderNo}` : b.statusLabel}
          </Descriptions.Item>
          <Descriptions.Item label={t.biddings.remark} span={2}>
            {b.remark || '—'}
          </Descriptions.Item>
          {b.attachments.length > 0 && (
            <Descriptions.Item label={t.biddings.attachments} span={3}>
              <Space>
                {b.attachments.map((href, i) => (
                  <a key={href} href={href} target="_blank" rel="noreferrer">
                    {t.biddings.attachments} {i + 1}
                  </a>
                ))}
              </Space>
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>
      <Card title={t.biddings.lines} size="small">
        <Table<BiddingLine>
          size="small"
          rowKey="lineNo"
          pagination={false}
          dataSource={b.lines}
          columns={[
            { title: '#', dataIndex: 'lineNo', width: 40 },
            { title: t.biddings.productName, dataIndex: 'productName' },
            { title: t.biddings.brand, dataIndex: 'brand' },
            { title: t.biddings.spec, dataIndex: 'spec' },
            { title: t.biddings.quantity, dataIndex: 'quantity', align: 'right' },
            { title: t.biddings.unit, dataIndex: 'unit' },
            ...b.quotes.map((q, qi) => ({
              title: `${t.biddings.quotes} ${qi + 1}`,
              key: `q${q.id}`,
              align: 'right' as const,
              render: (_: unknown, line: BiddingLine) => {
                const ql = q.lines.find((l) => l.lineNo === line.lineNo);
                return ql ? <Money fen={ql.unitPriceFen} /> : '—';
              },
            })),
          ]}
        />
      </Card>
      <Card title={t.biddings.quotes} size="small">
        {b.quotes.length === 0 ? (
          <Empty description={t.biddings.noQuotes} />
        ) : (
          <Table<BiddingQuote>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={b.quotes}
            columns={[
              { title: t.biddings.supplier, dataIndex: 'supplierName' },
              {
                title: t.biddings.total,
                dataIndex: 'totalFen',
                align: 'right',
                render: (v: number) => <Money fen={v} />,
              },
              { title: t.biddings.deliveryDays, dataIndex: 'deliveryDays', align: 'right' },
              { title: t.biddings.validUntil, dataIndex: 'validUntil', render: formatTime },
              { title: t.biddings.quoteRemark, dataIndex: 'remark' },
              {
                title: t.biddings.status,
                render: (_, q) =>
                  q.chosen ? (
                    <Tag color="green">{t.biddings.chosen}</Tag>
                  ) : q.expired ? (
                    <Tag>{t.biddings.expired}</Tag>
                  ) : null,
              },
              { title: t.common.createdAt, dataIndex: 'createdAt', render: formatTime },
            ]}
          />
        )}
      </Card>
      <QuoteModal
        open={quoting}
        biddingId={b.id}
        lines={b.lines}
        onClose={() => setQuoting(false)}
        onSubmit={(body) =>
          submitQuote(body).then(() => {
            toast.success(t.biddings.quoted);
            void queryClient.invalidateQueries({ queryKey: biddingKeys.all });
          })
        }
      />
    </Space>
  );
}
