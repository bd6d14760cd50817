import { Link } from 'react-router';
import { Space } from 'antd';
import type { BuyerListItem } from '@mall/shared';
import { useListPage } from '@mall/client-kit';
import { actionsColumn, linkColumn, statusColumn, textColumn, timeColumn } from '@/components/columns';
import { type FilterField, keywordField, selectField } from '@/components/filter-fields';
import { FilteredList } from '@/components/filtered-list';
import { t } from '@/locales/zh-CN';
import { useBuyers } from '../api/buyers';
import { BuyerStatusButton } from './buyer-status-button';

const FIELDS: FilterField[] = [
  keywordField(220, t.buyers.keyword),
  selectField('status', t.buyers.status, 110, [
    { value: '1', label: '正常' },
    { value: '0', label: '已停用' },
  ]),
];

/** Buyers by keyword and status; disable or enable an account. */
export function BuyerList({ detailHref }: { detailHref: (id: number) => string }) {
  const { filterProps, tableProps } = useListPage<BuyerListItem>({
    keys: ['keyword', 'status'],
    useList: (values, page) =>
      useBuyers({
        keyword: values.keyword,
        status: values.status === '0' ? 0 : values.status === '1' ? 1 : undefined,
        ...page,
      }),
  });
  return (
    <FilteredList<BuyerListItem>
      filterProps={filterProps}
      fields={FIELDS}
      rowKey="id"
      {...tableProps}
      columns={[
        linkColumn(t.buyers.username, 'username', (_, b) => detailHref(b.id)),
        { title: t.buyers.mobile, dataIndex: 'mobile' },
        textColumn(t.buyers.company, 'companyName'),
        textColumn(t.buyers.name, 'name'),
        statusColumn(t.buyers.status),
        timeColumn(t.buyers.lastLoginAt, 'lastLoginAt'),
        timeColumn(t.buyers.createdAt, 'createdAt'),
        actionsColumn((b) => (
          <Space>
            <Link to={detailHref(b.id)}>{t.common.detail}</Link>
            <BuyerStatusButton id={b.id} status={b.status} link />
          </Space>
        )),
      ]}
    />
  );
}
