import type { ReactNode } from 'react';
import { useAction } from '@mall/client-kit';
import { Button, Form, Input, Radio, Space, Switch, TreeSelect } from 'antd';
import { NameSelect } from './name-select';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  approvalLevel,
  approvalRuleBody,
  yuanInput,
  type ApprovalRule,
  type ApprovalRuleBody,
  type CompanyMember,
  type Department,
} from '@mall/shared';
import { companyCopy } from '@/locales/zh-CN-company';
import { departmentOptions } from '../lib/departments';
import { memberOption } from '../lib/members';
import { schemaRule } from '../lib/form-rules';

const c = companyCopy.company.rules;
const MAX_LEVELS = 5;

/** One of a level's small icon tools (上移, 下移, 删除), named by its tooltip. */
function LevelTool(props: {
  icon: ReactNode;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
}) {
  const { label, ...rest } = props;
  return <Button type="text" size="small" aria-label={label} title={label} {...rest} />;
}

/** A node of the category tree (the catalogue's three levels), passed in by the route. */
export type CategoryTreeNode = { id: number; title: string; children?: CategoryTreeNode[] };

type LevelValue = { kind: 'members' | 'departmentHead'; userIds?: number[] };
export type RuleFormValues = {
  name: string;
  enabled: boolean;
  minAmount?: string;
  memberIds: number[];
  departmentIds: number[];
  categoryIds: number[];
  levels: LevelValue[];
};

/** The form's values for a rule (a new rule: enabled, one level of named approvers). */
export function ruleToValues(rule: ApprovalRule | null): RuleFormValues {
  if (!rule) {
    return {
      name: '',
      enabled: true,
      memberIds: [],
      departmentIds: [],
      categoryIds: [],
      levels: [{ kind: 'members', userIds: [] }],
    };
  }
  return {
    name: rule.name,
    enabled: rule.enabled,
    minAmount: rule.minAmount ?? undefined,
    memberIds: rule.memberIds,
    departmentIds: rule.departmentIds,
    categoryIds: rule.categoryIds,
    levels: rule.levels.map((level) =>
      level.kind === 'members' ? { kind: 'members', userIds: level.userIds } : { kind: 'departmentHead' },
    ),
  };
}

/** The wire body of the form's values: an empty amount is 任意金额 (null), each level by its kind. */
export function valuesToBody(values: RuleFormValues, id?: number): ApprovalRuleBody {
  const minAmount = values.minAmount?.trim();
  return {
    ...(id ? { id } : {}),
    name: values.name.trim(),
    enabled: values.enabled,
    minAmount: minAmount ? minAmount : null,
    memberIds: values.memberIds ?? [],
    departmentIds: values.departmentIds ?? [],
    categoryIds: values.categoryIds ?? [],
    levels: (values.levels ?? []).map((level) =>
      level.kind === 'members'
        ? { kind: 'members' as const, userIds: level.userIds ?? [] }
        : { kind: 'departmentHead' as const },
    ),
  };
}

type TreeData = { value: number; title: string; children?: TreeData[] };
function toTreeData(nodes: CategoryTreeNode[]): TreeData[] {
  return nodes.map((node) => ({
    value: node.id,
    title: node.title,
    ...(node.children?.length ? { children: toTreeData(node.children) } : {}),
  }));
}

type Props = {
  rule: ApprovalRule | null;
  members: CompanyMember[];
  departments: Department[];
  /** The category tree; without it the form leaves categories out (any category). */
  categories?: CategoryTreeNode[];
  onSubmit: (body: ApprovalRuleBody) => Promise<unknown>;
  onCancel: () => void;
};

/**
 * An approval rule: name, 启用, 金额 ≥, which members / departments / categories it covers, and its ordered
 * levels (any one of the named members, or the requester's 部门负责人). Fields are checked with the contract's
 * own schemas, so the form says what the server would.
 */
export function ApprovalRuleForm({ rule, members, departments, categories, onSubmit, onCancel }: Props) {
  const [form] = Form.useForm<RuleFormValues>();
  const levels = Form.useWatch('levels', form) as LevelValue[] | undefined;
  const action = useAction((values: RuleFormValues) => onSubmit(valuesToBody(values, rule?.id)));
  const memberOptions = members.map(memberOption);

  return (
    <Form<RuleFormValues>
      form={form}
      name="company-approval-rule"
      className="mall-rule-form"
      layout="vertical"
      initialValues={ruleToValues(rule)}
      onFinish={(values) => void action.run(values)}
    >
      <div className="mall-rule-form-row">
        <Form.Item
          name="name"
          label={c.name}
          required
          rules={[schemaRule(approvalRuleBody.shape.name)]}
          className="grow"
        >
          <Input maxLength={30} placeholder={c.namePlaceholder} />
        </Form.Item>
        <Form.Item
          name="minAmount"
          label={c.minAmount}
          tooltip={c.minAmountHint}
          rules={[schemaRule(yuanInput('金额'), true)]}
        >
          <Input prefix="¥" placeholder={c.minAmountPlaceholder} maxLength={13} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="enabled" label={c.enabledLabel} valuePropName="checked">
          <Switch />
        </Form.Item>
      </div>

      <fieldset className="mall-rule-fieldset">
        <legend>{c.conditions}</legend>
        <div className="mall-rule-form-row">
          <Form.Item name="memberIds" label={c.members} className="grow">
            <NameSelect
              mode="multiple"
              allowClear
              options={memberOptions}
              placeholder={c.membersPlaceholder}
              label={c.members}
            />
          </Form.Item>
          <Form.Item name="departmentIds" label={c.departments} className="grow">
            <NameSelect
              mode="multiple"
              allowClear
              options={departmentOptions(departments)}
              placeholder={c.departmentsPlaceholder}
              label={c.departments}
            />
          </Form.Item>
        </div>
        {categories && (
          <Form.Item name="categoryIds" label={c.categories}>
            <TreeSelect
              treeData={toTreeData(categories)}
              treeCheckable
              showCheckedStrategy={TreeSelect.SHOW_PARENT}
              allowClear
              showSearch
              treeNodeFilterProp="title"
              maxTagCount={8}
              placeholder={c.categoriesPlaceholder}
              aria-label={c.categories}
            />
          </Form.Item>
        )}
      </fieldset>

      <fieldset className="mall-rule-fieldset">
        <legend>
          {c.levels}
          <span className="hint">{c.levelsHint}</span>
        </legend>
        <Form.List
          name="levels"
          rules={[
            {
              validator: async (_, value: LevelValue[] | undefined) => {
                const result = approvalRuleBody.shape.levels.safeParse(
                  (value ?? []).map(() => ({ kind: 'departmentHead' })),
                );
                if (!result.success) throw new Error(result.error.issues[0]?.message);
              },
            },
          ]}
        >
          {(fields, { add, remove, move }, { errors }) => (
            <>
              <ol className="mall-rule-levels" aria-label={c.levels}>
                {fields.map((field, index) => {
                  const kind = levels?.[index]?.kind ?? 'members';
                  return (
                    <li key={field.key} className="mall-rule-level">
                      <div className="head">
                        <strong>{c.level(index + 1)}</strong>
                        <Form.Item name={[field.name, 'kind']} noStyle>
                          <Radio.Group
                            optionType="button"
                            size="small"
                            aria-label={c.level(index + 1)}
                            options={[
                              { value: 'members', label: c.kindMembers },
                              { value: 'departmentHead', label: c.kindHead },
                            ]}
                          />
                        </Form.Item>
                        <Space size={0} className="tools">
                          <LevelTool
                            icon={<ArrowUpOutlined />}
                            label={c.moveUp}
                            disabled={index === 0}
                            onClick={() => move(index, index - 1)}
                          />
                          <LevelTool
                            icon={<ArrowDownOutlined />}
                            label={c.moveDown}
                            disabled={index === fields.length - 1}
                            onClick={() => move(index, index + 1)}
                          />
                          <LevelTool
                            icon={<DeleteOutlined />}
                            label={c.removeLevel}
                            danger
                            onClick={() => remove(index)}
                          />
                        </Space>
                      </div>
                      {kind === 'members' ? (
                        <Form.Item
                          name={[field.name, 'userIds']}
                          label={c.approvers}
                          required
                          rules={[
                            ({ getFieldValue }) => ({
                              validator: async (_, userIds: number[] | undefined) => {
                                // A level switched to 部门负责人 keeps no approvers of its own to check.
                                if (getFieldValue(['levels', field.name, 'kind']) !== 'members') return;
                                const result = approvalLevel.safeParse({
                                  kind: 'members',
                                  userIds: userIds ?? [],
                                });
                                if (!result.success) throw new Error(result.error.issues[0]?.message);
                              },
                            }),
                          ]}
                        >
                          <NameSelect
                            mode="multiple"
                            options={memberOptions}
                            placeholder={c.approversPlaceholder}
                            label={`${c.level(index + 1)} ${c.approvers}`}
                          />
                        </Form.Item>
                      ) : (
                        <div className="muted head-hint">{c.kindHeadHint}</div>
                      )}
                    </li>
                  );
                })}
              </ol>
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                disabled={fields.length >= MAX_LEVELS}
                onClick={() => add({ kind: 'members', userIds: [] })}
              >
                {c.addLevel}
              </Button>
              <Form.ErrorList errors={errors} />
            </>
          )}
        </Form.List>
      </fieldset>

      <div className="mall-rule-form-footer">
        <Button onClick={onCancel}>{companyCopy.company.common.cancel}</Button>
        <Button type="primary" htmlType="submit" loading={action.isPending}>
          {companyCopy.company.common.save}
        </Button>
      </div>
    </Form>
  );
}
