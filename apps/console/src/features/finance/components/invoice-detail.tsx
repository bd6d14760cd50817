import { useState } from 'react';
import { Button, Card, Space, Tag, Timeline, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { InvoiceLine } from '@mall/shared';
import { reportActionError } from '@mall/client-kit';
import { CardTable, DetailStack, DocTitle, QueryFallback } from '@/components/detail-parts';
import { Facts } from '@/components/facts';
import { Money } from '@/components/money';
import { ReasonModal } from '@/components/reason-modal';
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
import { IssueEinvoiceButton } from './issue-einvoice-button';
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
  if (detail.isPending || detail.isError) return <QueryFallback query={detail} />;
  const inv = detail.data;
  // Each order is invoiced by its seller: the console only reads a shop's invoices.
  const handles = isPortal || inv.sellerId === 0;
  const done = (text: string) => () => {
    toast.success(text);
    void queryClient.invalidateQueries({ queryKey: financeKeys.all });
  };
  return (
    <DetailStack>
      <Card
        title={
          <DocTitle label={t.finance.applyNo} no={inv.applyNo} statuses={[inv.statusLabel]}>
            {inv.redLetterDue && <Tag color="volcano">{t.finance.redLetterDue}</Tag>}
          </DocTitle>
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
            {!isPortal && inv.sellerId === 0 && inv.status === 1 && (
              <IssueEinvoiceButton
                invoiceId={inv.id}
                onAsked={() => void queryClient.invalidateQueries({ queryKey: financeKeys.all })}
              />
            )}
            {inv.hasPdf && (
              <Button onClick={() => void openInvoicePdf(inv.id).catch(reportActionError)}>
                {t.finance.viewPdf}
              </Button>
            )}
          </Space>
        }
      >
        <Facts
          items={[
            [t.finance.invoiceType, inv.typeLabel],
            [t.finance.seller, inv.sellerName],
            [
              t.finance.totalAmount,
              <>
                <Money yuan={inv.amounts.totalAmount} />（{inv.amounts.totalAmountCapital}）
              </>,
            ],
            [t.finance.appliedAt, formatTime(inv.appliedAt)],
            [t.finance.invoiceNo, inv.invoiceNo ?? '—'],
            [t.finance.issueDate, inv.issueDate ?? '—'],
            [t.finance.orderNos, inv.orderNos.join('，')],
            inv.rejectReason && [t.finance.rejectReason, inv.rejectReason, 3],
            inv.redLetterDue && [t.finance.redLetterDue, inv.redLetterDue, 3],
            inv.voidReason && [t.finance.voidReason, inv.voidReason, 3],
            inv.remark && [t.orders.remark, inv.remark, 3],
          ]}
        />
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
          <Facts
            items={[
              [t.finance.redInvoiceNo, inv.redLetter.invoiceNo],
              [t.finance.redIssueDate, inv.redLetter.issueDate],
              [t.finance.blueInvoiceNo, inv.redLetter.blueInvoiceNo],
              [t.finance.redLetterAmount, <Money yuan={inv.redLetter.totalAmount} />],
              [t.finance.voidReason, inv.redLetter.reason, 2],
            ]}
          />
        </Card>
      )}
      <Card title={t.finance.title} size="small">
        <Facts
          column={2}
          items={[
            [t.finance.company, inv.title.companyName],
            [t.finance.taxNo, inv.title.taxNo],
            [t.finance.regAddress, inv.title.regAddress],
            [t.finance.regPhone, inv.title.regPhone],
            [t.finance.bank, inv.title.bankName],
            [t.finance.bankAccount, inv.title.bankAccount],
            [
              t.finance.receiver,
              <>
                {inv.title.receiverName} {inv.title.receiverMobile} {inv.title.email}{' '}
                {inv.title.receiveAddress}
              </>,
            ],
            inv.shipment && [
              t.finance.courier,
              <>
                {inv.shipment.courier} {inv.shipment.trackingNo}
              </>,
            ],
          ]}
        />
      </Card>
      <CardTable<InvoiceLine>
        title={t.finance.lines}
        rowKey={(l) => `${l.name}-${l.spec}-${l.unitPriceExclTax}`}
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
    </DetailStack>
  );
}
