import { FormModal } from '@mall/client-kit';
import { useState } from 'react';
import { Button, Form, Input, Select, Space } from 'antd';
import { NameSelect } from './name-select';
import { CentreTable } from '@/components/centre-table';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { departmentBody, type CompanyMember, type Department, type DepartmentBody } from '@mall/shared';
import { toast } from '@/lib/toast';
import { DeleteLink, useDeleteRow } from './row-actions';
import { companyCopy } from '@/locales/zh-CN-company';
import { companyKeys } from '../api/company-keys';
import { deleteDepartment } from '../api/delete-department';
import { saveDepartment } from '../api/save-department';
import { departmentTree, type DepartmentNode } from '../lib/departments';
import { memberOption } from '../lib/members';
import { schemaRule } from '../lib/form-rules';

const c = companyCopy.company.departments;
const common = companyCopy.company.common;

type Values = { name: string; parentId?: number | null; headUserId?: number | null };
/** What the dialog edits: a new department (under a parent or not) or an existing one. */
type Editing = { department: Department | null; parentId: number | null };

/** 部门: a two-level tree with a head each; 新增 / 新增下级 / 编辑 / 删除 (管理员). */
export function DepartmentsPanel({
  departments,
  members,
  loading,
}: {
  departments: Department[];
  members: CompanyMember[];
  loading: boolean;
}) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing | null>(null);
  const edit = (department: Department | null, parentId: number | null) =>
    setEditing({ department, parentId });
  const tree = departmentTree(departments);
  const refresh = () => queryClient.invalidateQueries({ queryKey: companyKeys.all });

  const editingId = editing?.department?.id;
  // Two levels: a department with children stays on top; a child's parent is a top-level department.
  const hasChildren = editingId !== undefined && departments.some((d) => d.parentId === editingId);
  const parentOptions = departments
    .filter((d) => d.parentId === null && d.id !== editingId)
    .map((d) => ({ value: d.id, label: d.name }));
  const headOptions = members.filter((m) => m.status === 1).map(memberOption);

  const save = async (values: Values) => {
    const body: DepartmentBody = {
      id: editing?.department?.id,
      name: values.name,
      parentId: values.parentId ?? null,
      headUserId: values.headUserId ?? null,
    };
    await saveDepartment(body);
    toast.success(common.saved);
    await refresh();
  };
  const remove = useDeleteRow(deleteDepartment, refresh);

  return (
    <div className="mall-company-departments">
      <div className="mall-centre-toolbar">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => edit(null, null)}>
          {c.add}
        </Button>
        <span className="spacer" />
        <span className="muted">{c.twoLevels}</span>
      </div>
      <CentreTable<DepartmentNode>
        rowKey="id"
        loading={loading}
        rows={tree}
        expandable={{ defaultExpandAllRows: true }}
        key={tree.length}
        none={c.none}
        columns={[
          { title: c.colName, dataIndex: 'name' },
          {
            title: c.colHead,
            dataIndex: 'headName',
            width: 180,
            render: (name: string) => name || <span className="muted">{c.noHead}</span>,
          },
          { title: c.colMembers, dataIndex: 'memberCount', width: 100 },
          {
            title: common.actions,
            width: 220,
            render: (_, row) => (
              <Space size={0}>
                {row.parentId === null && (
                  <Button type="link" size="small" onClick={() => edit(null, row.id)}>
                    {c.addChild}
                  </Button>
                )}
                <Button type="link" size="small" onClick={() => edit(row, row.parentId)}>
                  {common.edit}
                </Button>
                <DeleteLink confirm={c.deleteConfirm(row.name)} onDelete={() => remove(row)} />
              </Space>
            ),
          },
        ]}
      />
      <FormModal<Values>
        open={editing !== null}
        title={editing?.department ? c.editTitle : c.addTitle}
        name="company-department"
        initialValues={
          editing
            ? {
                name: editing.department?.name,
                parentId: editing.parentId,
                headUserId: editing.department?.headUserId ?? undefined,
              }
            : undefined
        }
        onClose={() => setEditing(null)}
        onSubmit={save}
      >
        <Form.Item name="name" label={c.name} required rules={[schemaRule(departmentBody.shape.name)]}>
          <Input maxLength={30} placeholder={c.namePlaceholder} />
        </Form.Item>
        <Form.Item name="parentId" label={c.parent}>
          <Select
            allowClear
            disabled={hasChildren}
            options={parentOptions}
            placeholder={c.parentPlaceholder}
            aria-label={c.parent}
          />
        </Form.Item>
        <Form.Item name="headUserId" label={c.head} extra={c.headHint}>
          <NameSelect allowClear options={headOptions} placeholder={c.headPlaceholder} label={c.head} />
        </Form.Item>
      </FormModal>
    </div>
  );
}
