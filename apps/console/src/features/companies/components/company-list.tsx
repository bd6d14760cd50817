import { useState } from 'react';
import { Link } from 'react-router';
import { Space } from 'antd';
import { COMPANY_STATUS, COMPANY_STATUS_LABEL, type AdminCompany } from '@mall/shared';
import { numberOf, useListPage } from '@mall/client-kit';
import { optionsOf, type FilterField, keywordField, selectField } from '@/components/filter-fields';
import { FilteredList } from '@/components/filtered-list';
import { StatusTag } from '@/components/status-tag';
import { formatTime } from '@/lib/dates';
import { t } from '@/locales/zh-CN';
import { useCompanies } from '../api/companies';
import { CompanyReviewModal } from './company-review-modal';
import { CompanyStatusButton } from './company-status-button';

const KEYS = ['status', 'keyword'] as const;
/** The list call takes at most 50 a page. */
const MAX_SIZE = 50;
const FIELDS: FilterField[] = [
  keywordField(240, t.companies.keyword),
  selectField('status', t.companies.status, 120, optionsOf(COMPANY_STATUS_LABEL)),
];

/** Company accounts by status and keyword; review a 待审核 one, 停用 / 启用 a company, open its detail. */
export function CompanyList({ detailHref }: { detailHref: (id: number) => string }) {
  const { filterProps, tableProps } = useListPage<AdminCompany>({
    keys: KEYS,
    maxSize: MAX_SIZE,
    useList: (values, page) =>
      useCompanies({ status: numberOf(values.status), keyword: values.keyword, ...page }),
  });
  const [reviewing, setReviewing] = useState<AdminCompany | null>(null);
  return (
    <>
      <FilteredList<AdminCompany>
        filterProps={filterProps}
        fields={FIELDS}
        rowKey="id"
        {...tableProps}
        pagination={{ ...tableProps.pagination, pageSizeOptions: [10, 20, 50] }}
        columns={[
          {
            title: t.companies.name,
            dataIndex: 'name',
            render: (v: string, c) => <Link to={detailHref(c.id)}>{v}</Link>,
          },
          { title: t.companies.creditCode, dataIndex: 'creditCode' },
          {
            title: t.companies.admin,
            render: (_, c) => (c.adminName ? `${c.adminName} ${c.adminMobile}` : t.common.none),
          },
          { title: t.companies.memberCount, dataIndex: 'memberCount', align: 'right' },
          {
            title: t.companies.status,
            dataIndex: 'statusLabel',
            render: (v: string) => <StatusTag label={v} />,
          },
          { title: t.companies.createdAt, dataIndex: 'createdAt', render: formatTime },
          {
            title: t.common.actions,
            fixed: 'right' as const,
            render: (_, c) => (
              <Space>
                <Link to={detailHref(c.id)}>{t.common.detail}</Link>
                {c.status === COMPANY_STATUS.PENDING && (
                  <a onClick={() => setReviewing(c)}>{t.companies.review}</a>
                )}
                <CompanyStatusButton id={c.id} status={c.status} link />
              </Space>
            ),
          },
        ]}
      />
      <CompanyReviewModal company={reviewing} onClose={() => setReviewing(null)} />
    </>
  );
}
