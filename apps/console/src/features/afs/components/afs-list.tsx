import { Link } from 'react-router';
import { Form, Input, Segmented, Space, Table, Typography } from 'antd';
import { AFS_STATUS_LABEL, type AdminAfsPage } from '@mall/shared';
import { FilterForm } from '@mall/client-kit';
import { Money } from '@/components/money';
import { StatusTag } from '@/components/status-tag';
import { formatTime } from '@/lib/dates';
import { urlPagination } from '@mall/client-kit';
import { numberOf, useUrlState } from '@mall/client-kit';
import { t } from '@/locales/zh-CN';
import { useAfsList } from '../api/afs';

const KEYS = ['status', 'afsNo', 'orderNo'] as const;
type Row = AdminAfsPage['list'][number];
const tabs = [
  { value: '', label: t.common.all },
  ...Object.entries(AFS_STATUS_LABEL).map(([value, label]) => ({ value, label })),
];

/** The after-sales queue by state (tabs), searchable by after-sales or order number. */
export function AfsList({ detailHref }: { detailHref: (afsNo: string) => string }) {
  const { values, set, reset, page, size } = useUrlState(KEYS);
  const list = useAfsList({
    status: numberOf(values.status),
    afsNo: values.afsNo,
    orderNo: values.orderNo,
    pageNum: page,
    pageSize: size,
  });
  return (
    <>
      <Segmented
        style={{ marginBottom: 16 }}
        value={values.status ?? ''}
        options={tabs}
        onChange={(v) => set({ status: String(v) || undefined })}
      />
      <FilterForm
        values={values}
        onSubmit={(patch) => set({ ...patch, status: values.status })}
        onReset={reset}
      >
        <Form.Item name="afsNo" label={t.afs.afsNo}>
          <Input allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="orderNo" label={t.afs.orderNo}>
          <Input allowClear style={{ width: 200 }} />
        </Form.Item>
      </FilterForm>
      <Table<Row>
        className="console-table-nowrap"
        scroll={{ x: 'max-content' }}
        rowKey="afsNo"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        pagination={urlPagination(page, size, list.data?.total, set)}
        columns={[
          {
            title: t.afs.afsNo,
            dataIndex: 'afsNo',
            render: (v: string) => <Link to={detailHref(v)}>{v}</Link>,
          },
          { title: t.afs.orderNo, dataIndex: 'orderNo' },
          { title: t.afs.buyer, render: (_, r) => r.buyer.username },
          {
            title: t.afs.product,
            render: (_, r) => (
              <Typography.Text ellipsis style={{ maxWidth: 180 }}>
                {r.product.title}
              </Typography.Text>
            ),
          },
          { title: t.afs.type, dataIndex: 'typeLabel' },
          { title: t.afs.quantity, dataIndex: 'quantity', align: 'right' },
          {
            title: t.afs.refundAmount,
            dataIndex: 'refundAmount',
            align: 'right',
            render: (v: string) => <Money yuan={v} />,
          },
          { title: t.afs.status, dataIndex: 'statusLabel', render: (v: string) => <StatusTag label={v} /> },
          { title: t.afs.createdAt, dataIndex: 'createdAt', render: formatTime },
          {
            title: t.common.actions,
            fixed: 'right' as const,
            render: (_, r) => (
              <Space>
                <Link to={detailHref(r.afsNo)}>{r.status === 1 ? '审核' : t.common.detail}</Link>
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}
