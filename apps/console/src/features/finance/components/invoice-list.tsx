import { Link } from 'react-router';
import { Space, Tag } from 'antd';
import { INVOICE_STATUS_LABEL, type AdminInvoicePage } from '@mall/shared';
import { numberOf, reportActionError, useListPage } from '@mall/client-kit';
import { actionsColumn, linkColumn, moneyColumn, timeColumn } from '@/components/columns';
import { optionsOf, selectField } from '@/components/filter-fields';
import { FilteredList } from '@/components/filtered-list';
import { isPortal } from '@/config/surface';
import { StatusTag } from '@/components/status-tag';
import { t } from '@/locales/zh-CN';
import { openInvoicePdf, useInvoices } from '../api/finance';

const KEYS = ['status', 'buyer', 'seller'] as const;
type Row = AdminInvoicePage['list'][number];

/**
 * Invoice applications by status; open one to issue, reject or void it. The console lists every seller's
 * (filter 开票方; a shop's invoices are the shop's to handle), the portal the shop's own.
 */
export function InvoiceList({ detailHref }: { detailHref: (id: number) => string }) {
  const { filterProps, tableProps } = useListPage<Row>({
    keys: KEYS,
    useList: (values, page) =>
      useInvoices({
        status: numberOf(values.status),
        buyer: values.buyer,
        seller: isPortal ? undefined : (values.seller as 'platform' | 'shops' | undefined),
        ...page,
      }),
  });
  return (
    <>
      <FilteredList<Row>
        filterProps={filterProps}
        fields={[
          selectField('status', t.finance.status, 120, optionsOf(INVOICE_STATUS_LABEL)),
          { kind: 'text', name: 'buyer', label: t.orders.buyer, width: 180, placeholder: '账号或公司名' },
          !isPortal && selectField('seller', t.finance.seller, 120, optionsOf(t.finance.sellerFilter)),
        ]}
        rowKey="id"
        {...tableProps}
        columns={[
          linkColumn(t.finance.applyNo, 'applyNo', (_, r) => detailHref(r.id)),
          { title: t.finance.invoiceType, dataIndex: 'typeLabel' },
          ...(isPortal ? [] : [{ title: t.finance.seller, dataIndex: 'sellerName' }]),
          { title: t.finance.company, dataIndex: 'companyName' },
          { title: t.orders.buyer, render: (_, r) => r.buyer.username },
          moneyColumn(t.finance.totalAmount, 'totalAmount'),
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
          timeColumn(t.finance.appliedAt, 'appliedAt'),
          actionsColumn((r) => (
            <Space>
              <Link to={detailHref(r.id)}>
                {r.status === 1 && (isPortal || r.sellerId === 0) ? t.finance.issue : t.common.detail}
              </Link>
              {r.hasPdf && (
                <a onClick={() => void openInvoicePdf(r.id).catch(reportActionError)}>{t.finance.viewPdf}</a>
              )}
            </Space>
          )),
        ]}
      />
    </>
  );
}
