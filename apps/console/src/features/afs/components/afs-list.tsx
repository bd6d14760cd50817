import { Link } from 'react-router';
import { Space, Typography } from 'antd';
import { AFS_STATUS_LABEL, type AdminAfsPage } from '@mall/shared';
import { numberOf, useListPage } from '@mall/client-kit';
import { actionsColumn, linkColumn, moneyColumn, statusColumn, timeColumn } from '@/components/columns';
import { FilteredList } from '@/components/filtered-list';
import { StatusTabs } from '@/components/status-tabs';
import { t } from '@/locales/zh-CN';
import { useAfsList } from '../api/afs';

const KEYS = ['status', 'afsNo', 'orderNo'] as const;
type Row = AdminAfsPage['list'][number];

/** The after-sales queue by state (tabs), searchable by after-sales or order number. */
export function AfsList({ detailHref }: { detailHref: (afsNo: string) => string }) {
  const { values, set, filterProps, tableProps } = useListPage<Row>({
    keys: KEYS,
    useList: (values, page) =>
      useAfsList({
        status: numberOf(values.status),
        afsNo: values.afsNo,
        orderNo: values.orderNo,
        ...page,
      }),
  });
  return (
    <>
      <StatusTabs labels={AFS_STATUS_LABEL} />
      <FilteredList<Row>
        filterProps={{ ...filterProps, onSubmit: (patch) => set({ ...patch, status: values.status }) }}
        fields={[
          { kind: 'text', name: 'afsNo', label: t.afs.afsNo, width: 200 },
          { kind: 'text', name: 'orderNo', label: t.afs.orderNo, width: 200 },
        ]}
        rowKey="afsNo"
        {...tableProps}
        columns={[
          linkColumn(t.afs.afsNo, 'afsNo', detailHref),
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
          moneyColumn(t.afs.refundAmount, 'refundAmount'),
          statusColumn(t.afs.status),
          timeColumn(t.afs.createdAt, 'createdAt'),
          actionsColumn((r) => (
            <Space>
              <Link to={detailHref(r.afsNo)}>{r.status === 1 ? '审核' : t.common.detail}</Link>
            </Space>
          )),
        ]}
      />
    </>
  );
}
