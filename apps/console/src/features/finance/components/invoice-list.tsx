import { Link } from 'react-router';
import { Form, Input, Select, Space, Table, Tag } from 'antd';
import { INVOICE_STATUS_LABEL, type AdminInvoicePage } from '@mall/shared';
import { FilterForm, reportActionError } from '@mall/client-kit';
import { Money } from '@/components/money';
import { isPortal } from '@/config/surface';
import { StatusTag } from '@/components/status-tag';
import { formatTime } from '@/lib/dates';
import { urlPagination } from '@mall/client-kit';
import { numberOf, useUrlState } from '@mall/client-kit';
import { t } from '@/locales/zh-CN';
import { openInvoicePdf, useInvoices } from '../api/finance';

const KEYS = ['status', 'buyer', 'seller'] as const;
type Row = AdminInvoicePage['list'][number];

/**
 * Invoice applications by status; open one to issue, reject or void it. The console lists every seller's
 * (filter 开票方; a shop's invoices are the shop's to handle), the portal the shop's own.
 */
export function InvoiceList({ detailHref }: { detailHref: (id: number) => string }) {
  const { values, set, reset, page, size } = useUrlState(KEYS);
  const list = useInvoices({
    status: numberOf(values.status),
    buyer: values.buyer,
    seller: isPortal ? undefined : (values.seller as 'platform' | 'shops' | undefined),
    pageNum: page,
    pageSize: size,
  });
  return (
    <>
      <FilterForm values={values} onSubmit={set} onReset={reset}>
        <Form.Item name="status" label={t.finance.status}>
          <Select
            allowClear
            style={{ width: 120 }}
            placeholder={t.common.all}
            options={Object.entries(INVOICE_STATUS_LABEL).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        <Form.Item name="buyer" label={t.orders.buyer}>
          <Input allowClear style={{ width: 180 }} placeholder="账号或公司名" />
        </Form.Item>
        {!isPortal && (
          <Form.Item name="seller" label={t.finance.seller}>
            <Select
              allowClear
              style={{ width: 120 }}
              placeholder={t.common.all}
              options={Object.entries(t.finance.sellerFilter).map(([value, label]) => ({ value, label }))}
            />
          </Form.Item>
        )}
      </FilterForm>
      <Table<Row>
        className="console-table-nowrap"
        scroll={{ x: 'max-content' }}
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        pagination={urlPagination(page, size, list.data?.total, set)}
        columns={[
          {
            title: t.finance.applyNo,
            dataIndex: 'applyNo',
            render: (v: string, r) => <Link to={detailHref(r.id)}>{v}</Link>,
          },
          { title: t.finance.invoiceType, dataIndex: 'typeLabel' },
          ...(isPortal ? [] : [{ title: t.finance.seller, dataIndex: 'sellerName' }]),
          { title: t.finance.company, dataIndex: 'companyName' },
          { title: t.orders.buyer, render: (_, r) => r.buyer.username },
          {
            title: t.finance.totalAmount,
            dataIndex: 'totalAmount',
            align: 'right',
            render: (v: string) => <Money yuan={v} />,
          },
          { title: t.finance.orderNos, render: (_, r) => r.orderNos.length },
          {
            title: t.finance.status,
            dataIndex: 'statusLabel',
            render: (v: string, r) => (
              <Space size={4}>
                <StatusTag label={v} />
                {r.redLetterDue && <Tag color="volcano">{t.finance.redLetterDue}</Tag>}
              </Space>
            ),
          },
          { title: t.finance.invoiceNo, dataIndex: 'invoiceNo', render: (v: string | null) => v ?? '—' },
          { title: t.finance.appliedAt, dataIndex: 'appliedAt', render: formatTime },
          {
            title: t.common.actions,
            fixed: 'right' as const,
            render: (_, r) => (
              <Space>
                <Link to={detailHref(r.id)}>
                  {r.status === 1 && (isPortal || r.sellerId === 0) ? t.finance.issue : t.common.detail}
                </Link>
                {r.hasPdf && (
                  <a onClick={() => void openInvoicePdf(r.id).catch(reportActionError)}>
                    {t.finance.viewPdf}
                  </a>
                )}
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}
