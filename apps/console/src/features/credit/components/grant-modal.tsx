import { useState } from 'react';
import { Form, InputNumber, Select } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { FormModal } from '@mall/client-kit';
import type { CreditAccount } from '@mall/shared';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import { creditKeys, saveCreditAccount, useCreditCandidates } from '../api/credit';

type GrantValues = { companyId: number; limit: number; termDays: number; statementDay: number };
const c = t.credit;
const wide = { width: '100%' };

/** 开通授信 (account 'new') or 调整 an account's limit, term and statement day. */
export function GrantModal({
  account,
  onClose,
}: {
  account: CreditAccount | 'new' | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const candidates = useCreditCandidates(keyword, account === 'new');
  const editing = account && account !== 'new' ? account : null;
  return (
    <FormModal<GrantValues>
      open={account !== null}
      title={editing ? c.adjustTitle(editing.companyName) : c.grant}
      okText={t.common.save}
      initialValues={
        editing
          ? {
              companyId: editing.companyId,
              limit: Number(editing.limit),
              termDays: editing.termDays,
              statementDay: editing.statementDay,
            }
          : { termDays: 30, statementDay: 1 }
      }
      onSubmit={async (v) => {
        await saveCreditAccount({
          companyId: v.companyId,
          limit: String(v.limit),
          termDays: v.termDays,
          statementDay: v.statementDay,
        });
        toast.success(c.granted);
        void queryClient.invalidateQueries({ queryKey: creditKeys.all });
      }}
      onClose={onClose}
    >
      <Form.Item name="companyId" label={c.company} rules={[{ required: true, message: c.companyRequired }]}>
        <Select
          showSearch={{ filterOption: false, onSearch: setKeyword }}
          disabled={!!editing}
          placeholder={c.companySearch}
          options={
            editing
              ? [{ value: editing.companyId, label: editing.companyName }]
              : (candidates.data ?? []).map((x) => ({
                  value: x.id,
                  label: x.hasCredit ? c.hasCredit(x.name) : x.name,
                }))
          }
        />
      </Form.Item>
      <Form.Item name="limit" label={c.limit} rules={[{ required: true, message: c.limitRequired }]}>
        <InputNumber min={1} precision={2} style={wide} />
      </Form.Item>
      <Form.Item name="termDays" label={c.termDays} rules={[{ required: true, message: c.termDaysRequired }]}>
        <InputNumber min={0} max={180} precision={0} style={wide} />
      </Form.Item>
      <Form.Item
        name="statementDay"
        label={c.statementDay}
        rules={[{ required: true, message: c.statementDayRequired }]}
      >
        <InputNumber min={1} max={28} precision={0} style={wide} />
      </Form.Item>
    </FormModal>
  );
}
