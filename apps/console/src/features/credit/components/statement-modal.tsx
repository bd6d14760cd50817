import { useState } from 'react';
import { Alert, Button, Input, Modal, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { reportActionError, useAction } from '@mall/client-kit';
import { Facts } from '@/components/facts';
import { SmallTable } from '@/components/unpaged-tables';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import {
  creditKeys,
  downloadStatement,
  reissueStatement,
  replyStatement,
  useCreditStatement,
} from '../api/credit';
import { StatementStatus } from './statement-status';

const c = t.credit;
const below = { marginTop: 12 };
const wide = { width: '100%' };

/** A text and the button that sends it (enabled once something is typed); emptied once sent. */
function TextAction({
  placeholder,
  maxLength,
  label,
  danger,
  onSubmit,
}: {
  placeholder: string;
  maxLength: number;
  label: string;
  danger?: boolean;
  onSubmit: (text: string) => Promise<boolean>;
}) {
  const [text, setText] = useState('');
  return (
    <Space.Compact style={wide}>
      <Input
        placeholder={placeholder}
        value={text}
        maxLength={maxLength}
        onChange={(e) => setText(e.target.value)}
      />
      <Button
        danger={danger}
        disabled={!text.trim()}
        onClick={() => void onSubmit(text.trim()).then((done) => done && setText(''))}
      >
        {label}
      </Button>
    </Space.Compact>
  );
}

/** One statement: its figures and lines, the customer's dispute, 回复 and 重开; PDF and Excel downloads. */
export function StatementModal({ id, onClose }: { id: number; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { data: s } = useCreditStatement(id);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: creditKeys.all });
  const replying = useAction((text: string) => replyStatement(id, text), {
    onSuccess: () => {
      toast.success(c.replyDone);
      refresh();
    },
  });
  const reissuing = useAction((text: string) => reissueStatement(id, text), {
    onSuccess: () => {
      toast.success(c.reissued);
      refresh();
      onClose();
    },
  });
  if (!s) return null;
  const download = (format: 'pdf' | 'xlsx') => void downloadStatement(s.id, format).catch(reportActionError);
  return (
    <Modal
      open
      width={880}
      title={c.statementTitle(s.statementNo, s.companyName)}
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={() => download('pdf')}>{c.downloadPdf}</Button>
          <Button onClick={() => download('xlsx')}>{c.exportExcel}</Button>
        </Space>
      }
    >
      <Facts
        items={[
          [c.period, c.periodText(s.periodFrom, s.periodTo)],
          [c.dueDate, s.dueDate],
          [t.common.status, <StatementStatus statement={s} />],
          [c.openingBalance, s.openingBalance],
          [c.ordersAmount, s.ordersAmount],
          [c.refundsAmount, s.refundsAmount],
          [c.repaymentsAmount, s.repaymentsAmount],
          [c.closingBalance, s.closingBalance],
          [c.outstanding, s.outstanding],
        ]}
        bordered
      />
      {s.disputeComment && (
        <Alert style={below} type="warning" showIcon title={c.disputed(s.disputeComment)} />
      )}
      {s.reply && <Alert style={below} type="success" showIcon title={c.replied(s.reply)} />}
      <SmallTable
        style={below}
        rowKey={(_, i) => String(i)}
        dataSource={s.lines}
        columns={[
          { title: c.lineDate, dataIndex: 'date', width: 110 },
          { title: c.lineKind, dataIndex: 'kindLabel', width: 90 },
          { title: c.lineOrder, render: (_, l) => l.orderNo ?? l.note },
          { title: c.lineBuyer, dataIndex: 'buyerName', width: 100 },
          { title: c.amount, dataIndex: 'amount', align: 'right', width: 110 },
        ]}
      />
      {s.status !== 4 && (
        <Space direction="vertical" style={{ ...wide, ...below }}>
          <TextAction
            placeholder={c.replyPlaceholder}
            maxLength={300}
            label={c.reply}
            onSubmit={(text) => replying.run(text)}
          />
          <TextAction
            placeholder={c.reissuePlaceholder}
            maxLength={200}
            label={c.reissue}
            danger
            onSubmit={(text) => reissuing.run(text)}
          />
        </Space>
      )}
    </Modal>
  );
}
