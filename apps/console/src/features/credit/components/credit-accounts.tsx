import { useState } from 'react';
import { Button, Input, Space, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '@mall/client-kit';
import type { CreditAccount } from '@mall/shared';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import { creditKeys, produceStatement, setCreditAccountStatus, useCreditAccounts } from '../api/credit';
import { CreditTable } from './credit-table';
import { GrantModal } from './grant-modal';
import { RepayModal } from './repay-modal';

const c = t.credit;

/** The companies with credit: grant, adjust, pause or resume, 出账 (opens the statement), record a repayment. */
export function CreditAccounts({ onProduced }: { onProduced: (id: number) => void }) {
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<CreditAccount | 'new' | null>(null);
  const [repayFor, setRepayFor] = useState<CreditAccount | null>(null);
  const list = useCreditAccounts(keyword);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: creditKeys.all });
  const toggle = useAction((a: CreditAccount) => setCreditAccountStatus(a.companyId, a.status !== 1), {
    onSuccess: refresh,
  });
  const produce = useAction((a: CreditAccount) => produceStatement(a.companyId), {
    onSuccess: (s) => {
      toast.success(c.produced(s.statementNo));
      refresh();
      onProduced(s.id);
    },
  });
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Input.Search placeholder={c.companyName} allowClear onSearch={setKeyword} style={{ width: 260 }} />
        <Button type="primary" onClick={() => setEditing('new')}>
          {c.grant}
        </Button>
      </Space>
      <CreditTable
        query={list}
        rowKey="companyId"
        columns={[
          { title: c.company, dataIndex: 'companyName' },
          { title: c.limitColumn, dataIndex: 'limit', align: 'right' },
          { title: c.used, dataIndex: 'used', align: 'right' },
          { title: c.available, dataIndex: 'available', align: 'right' },
          { title: c.term, render: (_, a) => c.termText(a.termDays, a.statementDay) },
          {
            title: c.overdueOwing,
            align: 'right',
            render: (_, a) => (a.overdueAmount === '0.00' ? '—' : <Tag color="red">{a.overdueAmount}</Tag>),
          },
          {
            title: t.common.status,
            render: (_, a) => <Tag color={a.status === 1 ? 'green' : 'default'}>{a.statusLabel}</Tag>,
          },
          {
            title: t.common.actions,
            render: (_, a) => (
              <Space size={0} wrap>
                <Button type="link" onClick={() => setEditing(a)}>
                  {c.adjust}
                </Button>
                <Button type="link" onClick={() => void toggle.run(a)}>
                  {a.status === 1 ? c.pause : c.resume}
                </Button>
                <Button type="link" onClick={() => void produce.run(a)}>
                  {c.produce}
                </Button>
                <Button type="link" onClick={() => setRepayFor(a)}>
                  {c.repay}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <GrantModal account={editing} onClose={() => setEditing(null)} />
      {repayFor && <RepayModal account={repayFor} onClose={() => setRepayFor(null)} />}
    </>
  );
}
