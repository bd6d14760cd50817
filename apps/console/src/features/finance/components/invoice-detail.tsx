import { useState } from 'react';
import { Button, Card, Descriptions, Result, Skeleton, Space, Table, Tag, Timeline, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { InvoiceLine } from '@mall/shared';
import { reportActionError } from '@mall/client-kit';
import { Money } from '@/components/money';
import { ReasonModal } from '@/components/reason-modal';
import { StatusTag } from '@/components/status-tag';
import { isPortal } from '@/config/surface';
import { formatTime } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import {
  financeKeys,
  issueInvoice,
  openInvoicePdf,
  openRedLetterPdf,
  rejectInvoice,
  useInvoice,
  voidInvoice,
} from '../api/finance';
import { IssueInvoiceModal } from './issue-invoice-modal';
import { VoidInvoiceModal } from './void-invoice-modal';

/**
 * One invoice application: title, lines, amounts; issue (makes the PDF), reject, void by a red-letter invoice,
 * view the PDFs (the blue one, and the red one once voided).
 */
export function InvoiceDetail({ id }: { id: number }) {
  const detail = useInvoice(id);
  const queryClient = useQueryClient();
  const [modal, setModal] = useState<'issue' | 'reject' | 'void' | null>(null);
  if (detail.isPending) return <Skeleton active />;
  if (detail.isError) return <Result status="warning" title={detail.error.message} />;
  const inv = detail.data;
  // Each order is invoiced by its seller: the console only reads a shop's invoices.
  const handles = isPortal || inv.sellerId === 0;
  const done = (text: string) => () => {
    toast.success(text);
    void queryClient.invalidateQueries({ queryKey: financeKeys.all });
  };
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <Space>
            <span>
              {t.finance.applyNo}：{inv.applyNo}
            </span>
            <StatusTag label={inv.statusLabel} />
            {inv.redLetterDue && <Tag color="volcano">{t.finance.redLetterDue}</Tag>}
          </Space>
        }
        extra={
          <Space>
            {!handles && (
              <Typography.Text type="secondary">{t.finance.shopIssues(inv.sellerName)}</Typography.Text>
            )}
            {handles && inv.status === 1 && (
              <>
                <Button type="primary" onClick={() => setModal('issue')}>
                  {t.finance.issue}
                </Button>
                <Button danger onClick={() => setModal('reject')}>
                  {t.finance.reject}
                </Button>
              </>
            )}
            {handles && inv.status === 2 && (
              <Button danger onClick={() => setModal('void')}>
                {t.finance.void}
              </Button>
            )}
            {inv.hasPdf && (
              <Button onClick={() => void openInvoicePdf(inv.id).catch(reportActionError)}>
                {t.finance.viewPdf}
              </Button>
            )}
          </Space>
        }
      >
        <Descriptions column={3} size="small">
          <Descriptions.Item label={t.finance.invoiceType}>{inv.typeLabel}</Descriptions.Item>
          <Descriptions.Item label={t.finance.seller}>{inv.sellerName}</Descriptions.Item>
          <Descriptions.Item label={t.finance.totalAmount}>
            <Money yuan={inv.amounts.totalAmount} />（{inv.amounts.totalAmountCapital}）
          </Descriptions.Item>
          <Descriptions.Item label={t.finance.appliedAt}>{formatTime(inv.appliedAt)}</Descriptions.Item>
          <Descriptions.Item label={t.finance.invoiceNo}>{inv.invoiceNo ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t.finance.issueDate}>{inv.issueDate ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t.finance.orderNos}>{inv.orderNos.join('，')}</Descriptions.Item>
          {inv.rejectReason && (
            <Descriptions.Item label={t.finance.rejectReason} span={3}>
              {inv.rejectReason}
            </Descriptions.Item>
          )}
          {inv.redLetterDue && (
            <Descriptions.Item label={t.finance.redLetterDue} span={3}>
              {inv.redLetterDue}
            </Descriptions.Item>
          )}
          {inv.voidReason && (
            <Descriptions.Item label={t.finance.voidReason} span={3}>
              {inv.voidReason}
            </Descriptions.Item>
          )}
          {inv.remark && (
            <Descriptions.Item label={t.orders.remark} span={3}>
              {inv.remark}
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>
      {inv.redLetter && (
        <Card
          title={t.finance.redLetter}
          size="small"
          extra={
            inv.redLetter.pdfUrl && (
              <Button onClick={() => void openRedLetterPdf(inv.id).catch(reportActionError)}>
                {t.finance.viewRedPdf}
              </Button>
            )
          }
        >
          <Descriptions column={3} size="small">
            <Descriptions.Item label={t.finance.redInvoiceNo}>{inv.redLetter.invoiceNo}</Descriptions.Item>
            <Descriptions.Item label={t.finance.redIssueDate}>{inv.redLetter.issueDate}</Descriptions.Item>
            <Descriptions.Item label={t.finance.blueInvoiceNo}>
              {inv.redLetter.blueInvoiceNo}
            </Descriptions.Item>
            <Descriptions.Item label={t.finance.redLetterAmount}>
              <Money yuan={inv.redLetter.totalAmount} />
            </Descriptions.Item>
            <Descriptions.Item label={t.finance.voidReason} span={2}>
              {inv.redLetter.reason}
            </Descriptions.Item>
          </Descriptions>
        </Card>
      )}
      <Card title={t.finance.title} size="small">
        <Descriptions column={2} size="small">
          <Descriptions.Item label={t.finance.company}>{inv.title.companyName}</Descriptions.Item>
          <Descriptions.Item label={t.finance.taxNo}>{inv.title.taxNo}</Descriptions.Item>
          <Descriptions.Item label={t.finance.regAddress}>{inv.title.regAddress}</Descriptions.Item>
          <Descriptions.Item label={t.finance.regPhone}>{inv.title.regPhone}</Descriptions.Item>
          <Descriptions.Item label={t.finance.bank}>{inv.title.bankName}</Descriptions.Item>
          <Descriptions.Item label={t.finance.bankAccount}>{inv.title.bankAccount}</Descriptions.Item>
          <Descriptions.Item label={t.finance.receiver}>
            {inv.title.receiverName} {inv.title.receiverMobile} {inv.title.email} {inv.title.receiveAddress}
          </Descriptions.Item>
          {inv.shipment && (
            <Descriptions.Item label={t.finance.courier}>
              {inv.shipment.courier} {inv.shipment.trackingNo}
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>
      <Card title={t.finance.lines} size="small">
        <Table<InvoiceLine>
          size="small"
          rowKey={(l) => `${l.name}-${l.spec}-${l.unitPriceExclTax}`}
          pagination={false}
          dataSource={inv.lines}
          columns={[
            { title: t.finance.lineName, dataIndex: 'name' },
            { title: t.finance.lineSpec, dataIndex: 'spec' },
            { title: t.finance.unit, dataIndex: 'unit' },
            { title: t.finance.quantity, dataIndex: 'quantity', align: 'right' },
            { title: t.finance.unitPrice, dataIndex: 'unitPriceExclTax', align: 'right' },
            { title: t.finance.amountExclTax, dataIndex: 'amountExclTax', align: 'right' },
            { title: t.finance.taxRate, dataIndex: 'taxRate', align: 'right' },
            { title: t.finance.taxAmount, dataIndex: 'taxAmount', align: 'right' },
          ]}
        />
      </Card>
      <Card title={t.finance.timeline} size="small">
        <Timeline
          items={inv.timeline.map((e) => ({
            content: (
              <div>
                <Typography.Text strong>{e.eventLabel}</Typography.Text>
                <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                  {formatTime(e.at)}
                </Typography.Text>
                {e.note && <div>{e.note}</div>}
              </div>
            ),
          }))}
        />
      </Card>
      <IssueInvoiceModal
        open={modal === 'issue'}
        paper={inv.type === 4}
        onClose={() => setModal(null)}
        onSubmit={(v) => issueInvoice({ id: inv.id, ...v }).then(done(t.finance.issued))}
      />
      <ReasonModal
        open={modal === 'reject'}
        title={t.finance.rejectTitle}
        label={t.finance.rejectReason}
        onClose={() => setModal(null)}
        onSubmit={(reason) => rejectInvoice(inv.id, reason).then(done(t.finance.rejected))}
      />
      <VoidInvoiceModal
        open={modal === 'void'}
        onClose={() => setModal(null)}
        onSubmit={(v) => voidInvoice({ id: inv.id, ...v }).then(done(t.finance.voided))}
      />
    </Space>
  );
}
