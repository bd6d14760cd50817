import { Link } from 'react-router';
import { Form, Input, Select, Space, Table } from 'antd';
import type { BuyerListItem } from '@mall/shared';
import { FilterForm } from '@mall/client-kit';
import { StatusTag } from '@/components/status-tag';
import { formatTime } from '@/lib/dates';
import { urlPagination } from '@mall/client-kit';
import { useUrlState } from '@mall/client-kit';
import { t } from '@/locales/zh-CN';
import { useBuyers } from '../api/buyers';
import { BuyerStatusButton } from './buyer-status-button';

/** Buyers by keyword and status; disable or enable an account. */
export function BuyerList({ detailHref }: { detailHref: (id: number) => string }) {
  const { values, set, reset, page, size } = useUrlState(['keyword', 'status']);
  const list = useBuyers({
    keyword: values.keyword,
    status: values.status === '0' ? 0 : values.status === '1' ? 1 : undefined,
    pageNum: page,
    pageSize: size,
  });
  return (
    <>
      <FilterForm values={values} onSubmit={set} onReset={reset}>
        <Form.Item name="keyword" label={t.common.keyword}>
          <Input allowClear style={{ width: 220 }} placeholder={t.buyers.keyword} />
        </Form.Item>
        <Form.Item name="status" label={t.buyers.status}>
          <Select
            allowClear
            style={{ width: 110 }}
            placeholder={t.common.all}
            options={[
              { value: '1', label: '正常' },
              { value: '0', label: '已停用' },
            ]}
          />
        </Form.Item>
      </FilterForm>
      <Table<BuyerListItem>
        className="console-table-nowrap"
        scroll={{ x: 'max-content' }}
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        pagination={urlPagination(page, size, list.data?.total, set)}
        columns={[
          {
            title: t.buyers.username,
            dataIndex: 'username',
            render: (v: string, b) => <Link to={detailHref(b.id)}>{v}</Link>,
          },
          { title: t.buyers.mobile, dataIndex: 'mobile' },
          { title: t.buyers.company, dataIndex: 'companyName', render: (v: string) => v || '—' },
          { title: t.buyers.name, dataIndex: 'name', render: (v: string) => v || '—' },
          {
            title: t.buyers.status,
            dataIndex: 'statusLabel',
            render: (v: string) => <StatusTag label={v} />,
          },
          { title: t.buyers.lastLoginAt, dataIndex: 'lastLoginAt', render: formatTime },
          { title: t.buyers.createdAt, dataIndex: 'createdAt', render: formatTime },
          {
            title: t.common.actions,
            fixed: 'right' as const,
            render: (_, b) => (
              <Space>
                <Link to={detailHref(b.id)}>{t.common.detail}</Link>
                <BuyerStatusButton id={b.id} status={b.status} link />
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}
