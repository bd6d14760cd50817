import { useState } from 'react';
import { Alert, Modal, Tag } from 'antd';
import { CentreListPanel } from '@/components/centre-panel';
import { useQueryClient } from '@tanstack/react-query';
import type { ApprovalRule } from '@mall/shared';
import { toast } from '@/lib/toast';
import { EditDeleteLinks, useDeleteRow } from './row-actions';
import { companyCopy } from '@/locales/zh-CN-company';
import { companyKeys } from '../api/company-keys';
import { deleteApprovalRule } from '../api/delete-approval-rule';
import { useApprovalRules } from '../api/get-approval-rules';
import { useDepartments } from '../api/get-departments';
import { useMembers } from '../api/get-members';
import { saveApprovalRule } from '../api/save-approval-rule';
import { ApprovalRuleForm, type CategoryTreeNode } from './approval-rule-form';
import '../company.css';

const c = companyCopy.company.rules;
const common = companyCopy.company.common;

/** /company/approval-rules (管理员): the rules with their summary; add, edit, delete. */
export function ApprovalRulesPage({ categories }: { categories?: CategoryTreeNode[] }) {
  const queryClient = useQueryClient();
  const rules = useApprovalRules();
  const members = useMembers();
  const departments = useDepartments();
  // undefined: closed; null: a new rule.
  const [editing, setEditing] = useState<ApprovalRule | null | undefined>(undefined);
  const refresh = () => queryClient.invalidateQueries({ queryKey: companyKeys.rules });

  const remove = useDeleteRow(deleteApprovalRule, refresh);

  return (
    <CentreListPanel<ApprovalRule>
      headingId="company-rules-title"
      title={c.title}
      intro={<Alert type="info" showIcon className="mall-company-alert" title={c.intro} />}
      add={{ label: c.add, onClick: () => setEditing(null) }}
      list={rules}
      none={c.none}
      columns={[
        { title: c.colName, width: 180, render: (_, rule) => <strong>{rule.name}</strong> },
        {
          title: c.colStatus,
          dataIndex: 'enabled',
          width: 80,
          render: (enabled: boolean) =>
            enabled ? <Tag color="green">{c.enabled}</Tag> : <Tag>{c.disabledTag}</Tag>,
        },
        {
          title: c.colSummary,
          dataIndex: 'summary',
          render: (summary: string) => <span className="mall-rule-summary">{summary}</span>,
        },
        {
          title: common.actions,
          width: 120,
          render: (_, rule) => (
            <EditDeleteLinks
              onEdit={() => setEditing(rule)}
              confirm={c.deleteConfirm(rule.name)}
              onDelete={() => remove(rule)}
            />
          ),
        },
      ]}
    >
      <Modal
        open={editing !== undefined}
        title={editing ? c.editTitle : c.addTitle}
        width={720}
        footer={null}
        destroyOnHidden
        onCancel={() => setEditing(undefined)}
      >
        {editing !== undefined && (
          <ApprovalRuleForm
            key={editing?.id ?? 'new'}
            rule={editing}
            members={members.data ?? []}
            departments={departments.data ?? []}
            categories={categories}
            onCancel={() => setEditing(undefined)}
            onSubmit={async (body) => {
              await saveApprovalRule(body);
              toast.success(c.saved);
              setEditing(undefined);
              await refresh();
            }}
          />
        )}
      </Modal>
    </CentreListPanel>
  );
}
