import { Card, Col, Row, Statistic } from 'antd';
import { linkColumn, moneyColumn, statusColumn, timeColumn } from '@/components/columns';
import { CardTable, DetailStack, NameTitle, QueryFallback } from '@/components/detail-parts';
import { Facts } from '@/components/facts';
import { formatTime } from '@/lib/dates';
import { t } from '@/locales/zh-CN';
import { useBuyer } from '../api/buyers';
import { BuyerStatusButton } from './buyer-status-button';

/** A buyer's profile, counts and latest orders, invoices and after-sales requests. */
export function BuyerDetail({ id, orderHref }: { id: number; orderHref: (orderNo: string) => string }) {
  const detail = useBuyer(id);
  if (detail.isPending || detail.isError) return <QueryFallback query={detail} />;
  const { profile, counts, orders, invoices, afs } = detail.data;
  return (
    <DetailStack>
      <Card
        title={<NameTitle name={profile.username} statusLabel={profile.statusLabel} />}
        extra={<BuyerStatusButton id={profile.id} status={profile.status} />}
      >
        <Facts
          items={[
            [t.buyers.mobile, profile.mobile],
            [t.buyers.company, profile.companyName || '—'],
            [t.buyers.name, profile.name || '—'],
            [t.buyers.position, profile.position || '—'],
            [t.buyers.email, profile.email || '—'],
            [t.buyers.lastLoginAt, formatTime(profile.lastLoginAt)],
            [t.buyers.createdAt, formatTime(profile.createdAt)],
          ]}
        />
        <Row gutter={16} style={{ marginTop: 12 }}>
          {(
            [
              [4, t.buyers.counts.orders, counts.orders],
              [5, t.buyers.counts.orderAmount, `¥${counts.orderAmount}`],
              [5, t.buyers.counts.invoices, counts.invoices],
              [5, t.buyers.counts.afs, counts.afs],
              [5, t.buyers.counts.addresses, counts.addresses],
            ] as const
          ).map(([span, title, value]) => (
            <Col key={title} span={span}>
              <Statistic title={title} value={value} />
            </Col>
          ))}
        </Row>
      </Card>
      <CardTable<(typeof orders)[number]>
        title={t.buyers.orders}
        rowKey="orderNo"
        dataSource={orders}
        columns={[
          linkColumn(t.orders.orderNo, 'orderNo', orderHref),
          moneyColumn(t.orders.payAmount, 'payAmount'),
          statusColumn(t.orders.status),
          statusColumn(t.orders.payStatus, 'payStatusLabel'),
          timeColumn(t.orders.createdAt, 'createdAt'),
        ]}
      />
      <Row gutter={16}>
        <Col span={12}>
          <CardTable<(typeof invoices)[number]>
            title={t.buyers.invoices}
            rowKey="applyNo"
            dataSource={invoices}
            columns={[
              { title: t.finance.applyNo, dataIndex: 'applyNo' },
              moneyColumn(t.finance.amount, 'amount'),
              statusColumn(t.finance.status),
              timeColumn(t.finance.appliedAt, 'createdAt'),
            ]}
          />
        </Col>
        <Col span={12}>
          <CardTable<(typeof afs)[number]>
            title={t.buyers.afs}
            rowKey="afsNo"
            dataSource={afs}
            columns={[
              { title: t.afs.afsNo, dataIndex: 'afsNo' },
              { title: t.afs.type, dataIndex: 'typeLabel' },
              moneyColumn(t.afs.refundAmount, 'refund'),
              statusColumn(t.afs.status),
            ]}
          />
        </Col>
      </Row>
    </DetailStack>
  );
}
