import { Link } from 'react-router';
import { Card, Col, Descriptions, Result, Row, Skeleton, Space, Statistic, Table } from 'antd';
import { Money } from '@/components/money';
import { StatusTag } from '@/components/status-tag';
import { formatTime } from '@/lib/dates';
import { t } from '@/locales/zh-CN';
import { useBuyer } from '../api/buyers';
import { BuyerStatusButton } from './buyer-status-button';

/** A buyer's profile, counts and latest orders, invoices and after-sales requests. */
export function BuyerDetail({ id, orderHref }: { id: number; orderHref: (orderNo: string) => string }) {
  const detail = useBuyer(id);
  if (detail.isPending) return <Skeleton active />;
  if (detail.isError) return <Result status="warning" title={detail.error.message} />;
  const { profile, counts, orders, invoices, afs } = detail.data;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <Space>
            {profile.username}
            <StatusTag label={profile.statusLabel} />
          </Space>
        }
        extra={<BuyerStatusButton id={profile.id} status={profile.status} />}
      >
        <Descriptions column={3} size="small">
          <Descriptions.Item label={t.buyers.mobile}>{profile.mobile}</Descriptions.Item>
          <Descriptions.Item label={t.buyers.company}>{profile.companyName || '—'}</Descriptions.Item>
          <Descriptions.Item label={t.buyers.name}>{profile.name || '—'}</Descriptions.Item>
          <Descriptions.Item label={t.buyers.position}>{profile.position || '—'}</Descriptions.Item>
          <Descriptions.Item label={t.buyers.email}>{profile.email || '—'}</Descriptions.Item>
          <Descriptions.Item label={t.buyers.lastLoginAt}>
            {formatTime(profile.lastLoginAt)}
          </Descriptions.Item>
          <Descriptions.Item label={t.buyers.createdAt}>{formatTime(profile.createdAt)}</Descriptions.Item>
        </Descriptions>
        <Row gutter={16} style={{ marginTop: 12 }}>
          <Col span={4}>
            <Statistic title={t.buyers.counts.orders} value={counts.orders} />
          </Col>
          <Col span={5}>
            <Statistic title={t.buyers.counts.orderAmount} value={`¥${counts.orderAmount}`} />
          </Col>
          <Col span={5}>
            <Statistic title={t.buyers.counts.invoices} value={counts.invoices} />
          </Col>
          <Col span={5}>
            <Statistic title={t.buyers.counts.afs} value={counts.afs} />
          </Col>
          <Col span={5}>
            <Statistic title={t.buyers.counts.addresses} value={counts.addresses} />
          </Col>
        </Row>
      </Card>
      <Card title={t.buyers.orders} size="small">
        <Table
          size="small"
          rowKey="orderNo"
          pagination={false}
          dataSource={orders}
          columns={[
            {
              title: t.orders.orderNo,
              dataIndex: 'orderNo',
              render: (v: string) => <Link to={orderHref(v)}>{v}</Link>,
            },
            {
              title: t.orders.payAmount,
              dataIndex: 'payAmount',
              align: 'right',
              render: (v: string) => <Money yuan={v} />,
            },
            {
              title: t.orders.status,
              dataIndex: 'statusLabel',
              render: (v: string) => <StatusTag label={v} />,
            },
            {
              title: t.orders.payStatus,
              dataIndex: 'payStatusLabel',
              render: (v: string) => <StatusTag label={v} />,
            },
            { title: t.orders.createdAt, dataIndex: 'createdAt', render: formatTime },
          ]}
        />
      </Card>
      <Row gutter={16}>
        <Col span={12}>
          <Card title={t.buyers.invoices} size="small">
            <Table
              size="small"
              rowKey="applyNo"
              pagination={false}
              dataSource={invoices}
              columns={[
                { title: t.finance.applyNo, dataIndex: 'applyNo' },
                {
                  title: t.finance.amount,
                  dataIndex: 'amount',
                  align: 'right',
                  render: (v: string) => <Money yuan={v} />,
                },
                {
                  title: t.finance.status,
                  dataIndex: 'statusLabel',
                  render: (v: string) => <StatusTag label={v} />,
                },
                { title: t.finance.appliedAt, dataIndex: 'createdAt', render: formatTime },
              ]}
            />
          </Card>
        </Col>
        <Col span={12}>
          <Card title={t.buyers.afs} size="small">
            <Table
              size="small"
              rowKey="afsNo"
              pagination={false}
              dataSource={afs}
              columns={[
                { title: t.afs.afsNo, dataIndex: 'afsNo' },
                { title: t.afs.type, dataIndex: 'typeLabel' },
                {
                  title: t.afs.refundAmount,
                  dataIndex: 'refund',
                  align: 'right',
                  render: (v: string) => <Money yuan={v} />,
                },
                {
                  title: t.afs.status,
                  dataIndex: 'statusLabel',
                  render: (v: string) => <StatusTag label={v} />,
                },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
