import { useState, type ReactNode } from 'react';
import { Button, Descriptions, Space, Tag } from 'antd';
import { CentreTable } from '@/components/centre-table';
import { DocDetailModal, DocTimeline, wideItem } from '@/components/doc-detail';
import { Link } from 'react-router';
import {
  INVOICE_STATUS_LABEL,
  type InvoiceDetail,
  type InvoiceListItem,
  type UnappliedOrder,
} from '@mall/shared';
import { DocTabsPage } from '@/components/doc-tabs-page';
import { Price } from '@/components/price';
import { StatusTabs, tenPerPage, useStatusList } from '@/components/status-tabs';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { invoiceCopy } from '@/locales/zh-CN-invoice';
import {
  downloadInvoicePdf,
  invoiceKeys,
  useInvoiceDetail,
  useInvoiceList,
  useUnappliedOrders,
} from '../api/invoice-api';
import { ApplyInvoiceModal, InvoiceLinesTable } from './apply-invoice-modal';
import { formatTime, INVOICE_STATUS_COLOR } from './invoice-format';
import '../invoice.css';

const c = invoiceCopy.invoice;

/**
 * What the detail shows of the 数电票 issued for an application (its facts and files, its 红字确认单), drawn by
 * the features that own them: the page composing this one passes it in.
 */
export type EinvoiceOfDetail = (detail: InvoiceDetail) => ReactNode;

async function download(row: { id: number; applyNo: string; invoiceNo: string | null }) {
  const name = await downloadInvoicePdf(row.id, `发票-${row.invoiceNo ?? row.applyNo}.pdf`);
  if (name) toast.success(c.downloaded(name));
}

function UnappliedTab({ onApplied }: { onApplied: () => void }) {
  const [pageNum, setPageNum] = useState(1);
  const { data, isLoading } = useUnappliedOrders(pageNum);
  const [selected, setSelected] = useState<UnappliedOrder[]>([]);
  const [applying, setApplying] = useState(false);
  const sum = selected.reduce((acc, o) => acc + Math.round(Number(o.invoiceableAmount) * 100), 0) / 100;
  // Each order is invoiced by its seller: once one is chosen, orders of other sellers cannot join it.
  const seller = selected[0];
  return (
    <div>
      <div className="mall-invoice-hint">{c.unappliedHint}</div>
      {seller && <div className="mall-invoice-hint">{c.oneSeller(seller.sellerName)}</div>}
      <CentreTable<UnappliedOrder>
        rowKey="orderNo"
        loading={isLoading}
        rows={data?.list}
        rowSelection={{
          selectedRowKeys: selected.map((o) => o.orderNo),
          preserveSelectedRowKeys: true,
          // "All" would mix sellers when the page holds more than one.
          hideSelectAll: new Set((data?.list ?? []).map((o) => o.sellerId)).size > 1,
          onChange: (_, rows) => setSelected(rows.filter(Boolean)),
          getCheckboxProps: (row) => ({
            'aria-label': row.orderNo,
            disabled: seller !== undefined && row.sellerId !== seller.sellerId,
          }),
        }}
        pagination={tenPerPage(pageNum, data?.total, setPageNum)}
        none={c.noUnapplied}
        columns={[
          {
            title: c.colOrderNo,
            dataIndex: 'orderNo',
            width: 200,
            render: (no: string) => <Link to={`${paths.orderDetail.getHref(no)}`}>{no}</Link>,
          },
          {
            title: c.colGoods,
            render: (_, row) => (
              <div className="mall-invoice-cell">
                <div className="mall-ellipsis-2">{row.lineTitles.join('；')}</div>
                {row.lineCount > row.lineTitles.length && (
                  <div className="muted">{c.moreLines(row.lineCount)}</div>
                )}
              </div>
            ),
          },
          { title: c.colSeller, width: 140, dataIndex: 'sellerName' },
          { title: c.colPaidAt, width: 150, render: (_, row) => formatTime(row.paidAt) },
          { title: c.colPayAmount, width: 110, render: (_, row) => <Price value={row.payAmount} /> },
          { title: c.colRefunded, width: 100, render: (_, row) => <Price value={row.refundedAmount} /> },
          {
            title: c.colInvoiceable,
            width: 120,
            render: (_, row) => <Price value={row.invoiceableAmount} />,
          },
        ]}
      />
      <div className="mall-invoice-bar">
        <span className="sum">{c.selected(selected.length, sum.toFixed(2))}</span>
        <Button
          type="primary"
          onClick={() => (selected.length ? setApplying(true) : toast.warning(c.selectFirst))}
        >
          {c.applyButton}
        </Button>
      </div>
      {applying && (
        <ApplyInvoiceModal
          orderNos={selected.map((o) => o.orderNo)}
          onClose={() => setApplying(false)}
          onApplied={() => {
            setApplying(false);
            setSelected([]);
            toast.success(c.applied);
            onApplied();
          }}
        />
      )}
    </div>
  );
}

function InvoiceDetailModal({
  id,
  einvoice,
  onClose,
}: {
  id: number;
  einvoice?: EinvoiceOfDetail;
  onClose: () => void;
}) {
  return (
    <DocDetailModal width={820} title={c.detailTitle} detail={useInvoiceDetail(id)} onClose={onClose}>
      {(data) => (
        <>
          <Descriptions bordered size="small" column={2} className="mall-invoice-confirm">
            <Descriptions.Item label={c.colApplyNo}>{data.applyNo}</Descriptions.Item>
            <Descriptions.Item label={c.colStatus}>
              <Tag color={INVOICE_STATUS_COLOR[data.status]}>{data.statusLabel}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={c.type}>{data.typeLabel}</Descriptions.Item>
            <Descriptions.Item label={c.kind}>{c.kindSpecial}</Descriptions.Item>
            <Descriptions.Item label={c.seller}>{data.sellerName}</Descriptions.Item>
            <Descriptions.Item label={c.title} span={2}>
              {data.title.companyName}
            </Descriptions.Item>
            <Descriptions.Item label={c.taxNo} span={2}>
              {data.title.taxNo}
            </Descriptions.Item>
            <Descriptions.Item label={c.bank}>{data.title.bankName}</Descriptions.Item>
            <Descriptions.Item label={c.bankAccount}>{data.title.bankAccount}</Descriptions.Item>
            <Descriptions.Item label={c.orders} span={2}>
              {data.orderNos.join('、')}
            </Descriptions.Item>
            {wideItem(c.poNumbersLabel, data.poNumbers?.join('、'))}
            {data.invoiceNo && <Descriptions.Item label={c.invoiceNo}>{data.invoiceNo}</Descriptions.Item>}
            {data.issueDate && <Descriptions.Item label={c.issueDate}>{data.issueDate}</Descriptions.Item>}
            {wideItem(c.rejectReason, data.rejectReason)}
            {wideItem(c.voidReason, data.voidReason)}
            {data.redLetter && (
              <>
                <Descriptions.Item label={c.redLetterNo}>{data.redLetter.invoiceNo}</Descriptions.Item>
                <Descriptions.Item label={c.redLetterDate}>{data.redLetter.issueDate}</Descriptions.Item>
                <Descriptions.Item label={c.redLetterAmount} span={2}>
                  <Price value={data.redLetter.totalAmount} />
                </Descriptions.Item>
              </>
            )}
            {wideItem(c.redLetterDue, data.redLetterDue)}
            {wideItem(
              c.shipment,
              data.shipment && c.courier(data.shipment.courier, data.shipment.trackingNo),
            )}
            <Descriptions.Item label={c.amountExclTax}>
              <Price value={data.amounts.amountExclTax} />
            </Descriptions.Item>
            <Descriptions.Item label={`${c.taxAmount}（${data.amounts.taxRate}）`}>
              <Price value={data.amounts.taxAmount} />
            </Descriptions.Item>
            <Descriptions.Item label={c.totalAmount}>
              <Price value={data.amounts.totalAmount} className="mall-invoice-amount" />
            </Descriptions.Item>
            <Descriptions.Item label={c.totalCapital}>{data.amounts.totalAmountCapital}</Descriptions.Item>
          </Descriptions>
          {einvoice?.(data)}
          <div className="mall-invoice-section-title">{c.lines}</div>
          <InvoiceLinesTable lines={data.lines} />
          <div className="mall-invoice-section-title">{c.progress}</div>
          <DocTimeline events={data.timeline} />
          {data.hasPdf && (
            <Button type="primary" onClick={() => void download(data)}>
              {c.downloadPdf}
            </Button>
          )}
          {data.redLetter?.pdfUrl && (
            <Button
              danger
              style={{ marginLeft: 8 }}
              onClick={() =>
                void downloadInvoicePdf(data.id, `红字发票-${data.redLetter!.invoiceNo}.pdf`, true).then(
                  (name) => name && toast.success(c.downloaded(name)),
                )
              }
            >
              {c.downloadRedPdf}
            </Button>
          )}
        </>
      )}
    </DocDetailModal>
  );
}

function InvoicesTab({ einvoice }: { einvoice?: EinvoiceOfDetail }) {
  const { tabProps, tableProps } = useStatusList(useInvoiceList);
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <div>
      <StatusTabs size="small" labels={INVOICE_STATUS_LABEL} allLabel={c.allStatus} {...tabProps} />
      <CentreTable<InvoiceListItem>
        rowKey="id"
        {...tableProps}
        none={c.noInvoices}
        columns={[
          {
            title: c.colApplyNo,
            width: 190,
            render: (_, row) => (
              <div className="mall-invoice-cell">
                <div>{row.applyNo}</div>
                <div className="muted">{row.orderNos.join('、')}</div>
                {row.poNumbers && row.poNumbers.length > 0 && (
                  <div className="muted">{c.poNumbers(row.poNumbers)}</div>
                )}
              </div>
            ),
          },
          { title: c.colType, dataIndex: 'typeLabel', width: 150 },
          {
            title: c.colTitle,
            render: (_, row) => (
              <div className="mall-invoice-cell">
                <div>{row.companyName}</div>
                <div className="muted">{row.taxNo}</div>
              </div>
            ),
          },
          { title: c.colAmount, width: 110, render: (_, row) => <Price value={row.totalAmount} /> },
          {
            title: c.colStatus,
            width: 150,
            render: (_, row) => (
              <div className="mall-invoice-cell">
                <Tag color={INVOICE_STATUS_COLOR[row.status]}>{row.statusLabel}</Tag>
                {row.rejectReason && <div className="muted">{row.rejectReason}</div>}
                {row.invoiceNo && <div className="muted">{row.invoiceNo}</div>}
              </div>
            ),
          },
          { title: c.colAppliedAt, width: 140, render: (_, row) => formatTime(row.appliedAt) },
          {
            title: c.colAction,
            width: 150,
            render: (_, row) => (
              <Space size={0} wrap>
                <Button type="link" size="small" onClick={() => setViewing(row.id)}>
                  {c.detail}
                </Button>
                {row.hasPdf && (
                  <Button type="link" size="small" onClick={() => void download(row)}>
                    {c.downloadPdf}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      {viewing !== null && (
        <InvoiceDetailModal id={viewing} einvoice={einvoice} onClose={() => setViewing(null)} />
      )}
    </div>
  );
}

/**
 * /unappliedInvoice/list: orders awaiting invoicing with the application, and the buyer's invoices;
 * `einvoice`: the 数电票 part of an invoice's detail.
 */
export function InvoicePage({ einvoice }: { einvoice?: EinvoiceOfDetail } = {}) {
  return (
    <DocTabsPage
      className="mall-invoice-page"
      titleId="invoice-page-title"
      title={c.pageTitle}
      queryKey={invoiceKeys.all}
      todo={{
        key: 'unapplied',
        label: c.tabUnapplied,
        render: (onDone) => <UnappliedTab onApplied={onDone} />,
      }}
      done={{ key: 'invoices', label: c.tabInvoices, children: <InvoicesTab einvoice={einvoice} /> }}
    />
  );
}
