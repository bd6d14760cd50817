import { useState } from 'react';
import { Button, Card, Empty, Space, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { BiddingLine, BiddingQuote } from '@mall/shared';
import { fenColumn, timeColumn } from '@/components/columns';
import { CardTable, DetailStack, NameTitle, QueryFallback } from '@/components/detail-parts';
import { Facts } from '@/components/facts';
import { Money } from '@/components/money';
import { SmallTable } from '@/components/unpaged-tables';
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
  if (detail.isPending || detail.isError) return <QueryFallback query={detail} />;
  const b = detail.data;
  return (
    <DetailStack>
      <Card
        title={<NameTitle name={<span>{b.title}</span>} statusLabel={b.statusLabel} />}
        extra={
          can('biddings') &&
          b.status === 1 && (
            <Button type="primary" onClick={() => setQuoting(true)}>
              {t.biddings.enterQuote}
            </Button>
          )
        }
      >
        <Facts
          items={[
            [t.biddings.biddingNo, b.biddingNo],
            [t.biddings.area, b.areaName],
            [t.biddings.deadline, formatTime(b.deadline)],
            [t.biddings.budget, <Money fen={b.budgetFen} />],
            [t.biddings.invoiceType, t.biddings.invoiceTypeLabel[b.invoiceType] ?? '—'],
            [
              t.biddings.contact,
              <>
                {b.contactName} {b.contactMobile}
              </>,
            ],
            [t.biddings.outcome, b.orderNo ? `${t.biddings.orderNo}：${b.orderNo}` : b.statusLabel],
            [t.biddings.remark, b.remark || '—', 2],
            b.attachments.length > 0 && [
              t.biddings.attachments,
              <Space>
                {b.attachments.map((href, i) => (
                  <a key={href} href={href} target="_blank" rel="noreferrer">
                    {t.biddings.attachments} {i + 1}
                  </a>
                ))}
              </Space>,
              3,
            ],
          ]}
        />
      </Card>
      <CardTable<BiddingLine>
        title={t.biddings.lines}
        rowKey="lineNo"
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
      <Card title={t.biddings.quotes} size="small">
        {b.quotes.length === 0 ? (
          <Empty description={t.biddings.noQuotes} />
        ) : (
          <SmallTable<BiddingQuote>
            rowKey="id"
            dataSource={b.quotes}
            columns={[
              { title: t.biddings.supplier, dataIndex: 'supplierName' },
              fenColumn(t.biddings.total, 'totalFen'),
              { title: t.biddings.deliveryDays, dataIndex: 'deliveryDays', align: 'right' },
              timeColumn(t.biddings.validUntil, 'validUntil'),
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
              timeColumn(t.common.createdAt, 'createdAt'),
            ]}
          />
        )}
      </Card>
      <QuoteModal
        open={quoting}
        bidding={b}
        onClose={() => setQuoting(false)}
        onSubmit={(body) =>
          submitQuote(body).then(() => {
            toast.success(t.biddings.quoted);
            void queryClient.invalidateQueries({ queryKey: biddingKeys.all });
          })
        }
      />
    </DetailStack>
  );
}
