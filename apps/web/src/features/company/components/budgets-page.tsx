import { FormModal } from '@mall/client-kit';
import { useState } from 'react';
import { Alert, Form, Input, Progress, Radio, Space, Tag } from 'antd';
import { NameSelect } from './name-select';
import type { ColumnType } from 'antd/es/table';
import { CentreListPanel } from '@/components/centre-panel';
import { useQueryClient } from '@tanstack/react-query';
import {
  BUDGET_PERIOD_LABEL,
  BUDGET_PERIODS,
  budgetBody,
  type Budget,
  type BudgetBody,
  type BudgetPeriod,
  type MyCompany,
} from '@mall/shared';
import { toast } from '@/lib/toast';
import { EditDeleteLinks, useDeleteRow } from './row-actions';
import { companyCopy } from '@/locales/zh-CN-company';
import { companyKeys } from '../api/company-keys';
import { deleteBudget } from '../api/delete-budget';
import { useBudgets } from '../api/get-budgets';
import { useDepartments } from '../api/get-departments';
import { useMembers } from '../api/get-members';
import { saveBudget } from '../api/save-budget';
import { Money } from './money';
import { departmentOptions } from '../lib/departments';
import { memberOption } from '../lib/members';
import { schemaRule } from '../lib/form-rules';
import { isFinance } from '../lib/roles';
import '../company.css';

const c = companyCopy.company.budgets;
const common = companyCopy.company.common;

type Values = { scope: 'department' | 'member'; scopeId?: number; period: BudgetPeriod; amount: string };

/** Share of the budget spent, 0–100 (over 100 shows full and red). */
function budgetUsage(budget: Pick<Budget, 'amount' | 'spent'>): number {
  const amount = Number(budget.amount);
  const spent = Number(budget.spent);
  if (!(amount > 0)) return spent > 0 ? 100 : 0;
  return Math.round((spent / amount) * 1000) / 10;
}

/** A right-aligned amount column of the budgets; `tone` picks a class from the amount. */
function moneyColumn(
  title: string,
  dataIndex: 'amount' | 'spent' | 'remaining',
  tone?: (value: string) => string,
): ColumnType<Budget> {
  return {
    title,
    dataIndex,
    width: 110,
    align: 'right',
    render: (v: string) => <Money value={v} className={tone?.(v)} />,
  };
}

/** /company/budgets: each budget's period, amount, spent and remaining; 管理员/财务 add, edit, delete. */
export function BudgetsPage({ company }: { company: MyCompany }) {
  const queryClient = useQueryClient();
  const manage = isFinance(company);
  const budgets = useBudgets();
  const departments = useDepartments();
  // 管理员 and 财务 read the member list (to set member budgets).
  const members = useMembers(manage);
  const [editing, setEditing] = useState<Budget | null | undefined>(undefined);
  const [form] = Form.useForm<Values>();
  const scope = Form.useWatch('scope', form) ?? editing?.scope ?? 'department';
  const refresh = () => queryClient.invalidateQueries({ queryKey: companyKeys.budgets });
  const remove = useDeleteRow(deleteBudget, refresh);

  const memberOptions = members.data
    ? members.data.map(memberOption)
    : (budgets.data ?? [])
        .filter((b) => b.scope === 'member')
        .map((b) => ({ value: b.scopeId, label: b.scopeName }));
  const scopeOptions = scope === 'department' ? departmentOptions(departments.data ?? []) : memberOptions;

  const save = async (values: Values) => {
    const body: BudgetBody = {
      id: editing?.id,
      scope: values.scope,
      scopeId: values.scopeId ?? 0,
      period: values.period,
      amount: values.amount.trim(),
    };
    await saveBudget(body);
    toast.success(c.saved);
    await refresh();
  };

  return (
    <CentreListPanel<Budget>
      headingId="company-budgets-title"
      title={c.title}
      intro={<Alert type="info" showIcon className="mall-company-alert" title={c.intro} />}
      add={manage ? { label: c.add, onClick: () => setEditing(null) } : undefined}
      list={budgets}
      none={c.none}
      columns={[
        {
          title: c.colScope,
          render: (_, b) => (
            <Space size={4}>
              <Tag color={b.scope === 'department' ? 'blue' : 'purple'}>
                {b.scope === 'department' ? c.scopeDepartment : c.scopeMember}
              </Tag>
              {b.scopeName}
            </Space>
          ),
        },
        { title: c.colPeriod, dataIndex: 'periodLabel', width: 70 },
        { title: c.colCurrent, dataIndex: 'currentPeriod', width: 120 },
        moneyColumn(c.colAmount, 'amount'),
        moneyColumn(c.colSpent, 'spent'),
        // What is left: red once it is used up, green while some remains.
        moneyColumn(c.colRemaining, 'remaining', (v) => (Number(v) <= 0 ? 'over' : 'left')),
        {
          title: c.colUsage,
          width: 170,
          render: (_, b) => {
            const usage = budgetUsage(b);
            return (
              <Progress
                percent={Math.min(usage, 100)}
                size="small"
                status={usage >= 100 ? 'exception' : usage >= 80 ? 'active' : 'normal'}
                strokeColor={usage >= 100 ? undefined : usage >= 80 ? '#fa8c16' : undefined}
                format={() => `${usage}%`}
                aria-label={`${b.scopeName} ${usage}%`}
              />
            );
          },
        },
        ...(manage
          ? [
              {
                title: common.actions,
                width: 110,
                render: (_: unknown, b: Budget) => (
                  <EditDeleteLinks
                    onEdit={() => setEditing(b)}
                    confirm={c.deleteConfirm(b.scopeName)}
                    onDelete={() => remove(b)}
                  />
                ),
              },
            ]
          : []),
      ]}
    >
      <FormModal<Values>
        open={editing !== undefined}
        form={form}
        title={editing ? c.editTitle : c.addTitle}
        name="company-budget"
        initialValues={
          editing
            ? {
                scope: editing.scope,
                scopeId: editing.scopeId,
                period: editing.period,
                amount: editing.amount,
              }
            : { scope: 'department', period: 'month' }
        }
        onClose={() => setEditing(undefined)}
        onSubmit={save}
      >
        <Form.Item name="scope" label={c.scope}>
          <Radio.Group
            optionType="button"
            onChange={() => form.setFieldValue('scopeId', undefined)}
            options={[
              { value: 'department', label: c.scopeDepartment },
              { value: 'member', label: c.scopeMember },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="scopeId"
          label={c.scopeId(scope === 'department')}
          required
          rules={[{ required: true, message: c.scopeIdRequired }]}
        >
          <NameSelect
            options={scopeOptions}
            placeholder={c.scopeIdPlaceholder}
            label={c.scopeId(scope === 'department')}
          />
        </Form.Item>
        <Form.Item name="period" label={c.period}>
          <Radio.Group
            optionType="button"
            options={BUDGET_PERIODS.map((p) => ({ value: p, label: BUDGET_PERIOD_LABEL[p] }))}
          />
        </Form.Item>
        <Form.Item name="amount" label={c.amount} required rules={[schemaRule(budgetBody.shape.amount)]}>
          <Input prefix="¥" maxLength={13} placeholder={c.amountPlaceholder} style={{ width: 240 }} />
        </Form.Item>
      </FormModal>
    </CentreListPanel>
  );
}
