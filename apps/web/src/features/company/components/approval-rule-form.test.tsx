import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import type { ApprovalRule, CompanyMember, Department } from '@mall/shared';
import { ApprovalRuleForm, ruleToValues, valuesToBody } from './approval-rule-form';
import { componentTestHooks } from '@mall/client-kit/testing';

componentTestHooks();

const member = (userId: number, name: string): CompanyMember => ({
  userId,
  username: `user${userId}`,
  name,
  mobile: '13800138000',
  email: '',
  roles: ['审批人'],
  departmentId: null,
  departmentName: '',
  status: 1,
  subAccount: false,
  mustChangePassword: false,
  joinedAt: '2026-11-01T00:00:00.000Z',
});
const members = [member(2, '张三'), member(3, '李四')];
const departments: Department[] = [
  { id: 10, name: '设备部', parentId: null, headUserId: 2, headName: '张三', memberCount: 3 },
];

function setup(rule: ApprovalRule | null = null) {
  const onSubmit = vi.fn().mockResolvedValue(undefined);
  const onCancel = vi.fn();
  render(
    // As the app's provider: no space inserted between two Chinese characters of a button.
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <QueryClientProvider client={new QueryClient()}>
        <ApprovalRuleForm
          rule={rule}
          members={members}
          departments={departments}
          onSubmit={onSubmit}
          onCancel={onCancel}
        />
      </QueryClientProvider>
    </ConfigProvider>,
  );
  const save = () =>
    act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '保存' }));
    });
  /** Save, see each refusal, and nothing was sent. */
  const refused = async (...messages: string[]) => {
    await save();
    for (const message of messages) expect(await screen.findByText(message)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  };
  return { onSubmit, onCancel, save, refused };
}

const typeName = (value: string) =>
  fireEvent.change(screen.getByLabelText('规则名称'), { target: { value } });

describe('approval rule form', () => {
  it('a blank rule names what is missing and does not save', async () => {
    const { refused } = setup();
    await refused('请填写规则名称', '请为每一级选择审批人');
  });

  it('refuses an amount with more than two decimals, with the contract’s message', async () => {
    const { refused } = setup();
    typeName('大额采购');
    fireEvent.change(screen.getByLabelText('订单金额 ≥'), { target: { value: '12.345' } });
    await refused('金额格式不正确（最多两位小数）');
  });

  it('needs at least one level', async () => {
    const { refused } = setup();
    typeName('大额采购');
    fireEvent.click(screen.getByRole('button', { name: '删除此级' }));
    await refused('请至少设置一级审批人');
  });

  it('a 部门负责人 level needs no named approvers; the body is the wire shape', async () => {
    const { onSubmit, save } = setup();
    typeName('  大额采购  ');
    fireEvent.change(screen.getByLabelText('订单金额 ≥'), { target: { value: '5000' } });
    const level = screen.getByRole('radiogroup', { name: '第 1 级' });
    fireEvent.click(within(level).getByText('部门负责人'));
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      name: '大额采购',
      enabled: true,
      minAmount: '5000',
      memberIds: [],
      departmentIds: [],
      categoryIds: [],
      levels: [{ kind: 'departmentHead' }],
    });
  });

  it('adds levels up to five, then the button is disabled', async () => {
    setup();
    const add = screen.getByRole('button', { name: /添加审批级别/ });
    for (let i = 0; i < 4; i += 1) fireEvent.click(add);
    expect(screen.getAllByRole('radiogroup')).toHaveLength(5);
    expect((add as HTMLButtonElement).disabled).toBe(true);
  });

  it('an existing rule keeps its id, its approvers and an empty amount as 任意金额', async () => {
    const rule: ApprovalRule = {
      id: 7,
      name: '设备部采购',
      enabled: false,
      minAmount: null,
      memberIds: [],
      departmentIds: [10],
      categoryIds: [],
      levels: [{ kind: 'members', userIds: [2, 3] }, { kind: 'departmentHead' }],
      summary: '',
    };
    const { onSubmit, save } = setup(rule);
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    // The rule as it came, less its summary (not part of the body).
    const { summary: _summary, ...body } = rule;
    expect(onSubmit).toHaveBeenCalledWith(body);
  });

  it('values and body convert both ways', () => {
    const values = ruleToValues(null);
    expect(values.levels).toEqual([{ kind: 'members', userIds: [] }]);
    expect(valuesToBody({ ...values, name: 'x', minAmount: ' ' }).minAmount).toBeNull();
  });
});
