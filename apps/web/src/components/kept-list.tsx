import { useState, type ReactNode } from 'react';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Button, Space, Tag } from 'antd';
import { CentreListPanel } from './centre-panel';
import { ConfirmLink } from './confirm-link';
import type { ColumnsType } from 'antd/es/table';
import { toast } from '@/lib/toast';
import { useRefreshingAction } from '@/lib/use-refreshing-action';

type KeptRow = { id: number; isDefault: number; shared?: boolean };

/** The words of one kept list (delivery addresses, invoice titles). */
export type KeptListCopy = {
  add: string;
  none: string;
  default: string;
  shared: string;
  sharedHint: string;
  edit: string;
  deleteConfirm: string;
  delete: string;
  cancel: string;
  deleted: string;
  setDefault: string;
  defaultSet: string;
};

/**
 * A kept list's state: its rows (`api.list` under `api.key`, fresh for `staleTime`), the row in the edit modal
 * (null: a new one; undefined: the modal is closed), `refresh`, which reloads every query under `refreshKey`,
 * and `saved`, for the modal's success: it closes, says `text` and reloads.
 */
export function useKeptList<T>(
  api: { key: QueryKey; list: () => Promise<T[]> },
  staleTime: number,
  refreshKey: QueryKey,
) {
  const { data = [], isLoading } = useQuery({ queryKey: api.key, queryFn: api.list, staleTime });
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const refresh = () => queryClient.invalidateQueries({ queryKey: refreshKey });
  const saved = (text: string) => {
    setEditing(undefined);
    toast.success(text);
    void refresh();
  };
  return { data, isLoading, editing, setEditing, refresh, saved };
}

/**
 * A list the buyer keeps in the personal centre (delivery addresses, invoice titles): its heading with the count,
 * 新增 up to the limit, the rows with 默认 and 企业共享 marked, and 编辑, 删除 and 设为默认 on the rows this owner
 * may change (a member uses the company's shared rows, its 管理员 or 财务 keeps them). `children`: the edit modal.
 */
export function KeptList<T extends KeptRow>(props: {
  owner: 'mine' | 'company';
  headingId: string;
  title: string;
  count: string;
  limit: number;
  rows: T[];
  loading: boolean;
  copy: KeptListCopy;
  /** The first column, its name marked 默认 or 企业共享. */
  name: { title: string; dataIndex: keyof T & string; width?: number };
  /** The columns between the name and the actions. */
  columns: ColumnsType<T>;
  /** The actions column's title and width. */
  action: { title: string; width: number };
  api: { remove: (id: number) => Promise<unknown>; setDefault: ((id: number) => Promise<unknown>) | null };
  refresh: () => Promise<unknown>;
  onEdit: (row: T | null) => void;
  children: ReactNode;
}) {
  const { owner, copy, api } = props;
  const editable = (row: T) => owner === 'company' || !row.shared;
  const change = useRefreshingAction(
    (step: { work: () => Promise<unknown>; done: string }) => step.work(),
    (_, step) => step.done,
    props.refresh,
  );
  const run = (work: () => Promise<unknown>, done: string) => change.run({ work, done });

  return (
    <CentreListPanel<T>
      headingId={props.headingId}
      title={props.title}
      extra={props.count}
      add={{ label: copy.add, onClick: () => props.onEdit(null), disabled: props.rows.length >= props.limit }}
      list={{ data: props.rows, isPending: props.loading }}
      none={copy.none}
      columns={[
        {
          ...props.name,
          render: (name: string, row) => (
            <Space size={4}>
              {name}
              {row.isDefault === 1 && <Tag color="blue">{copy.default}</Tag>}
              {row.shared && owner === 'mine' && <Tag color="cyan">{copy.shared}</Tag>}
            </Space>
          ),
        },
        ...props.columns,
        {
          ...props.action,
          render: (_, row) =>
            // A company's shared row is used here, not edited (its 管理员 or 财务 keeps it).
            !editable(row) ? (
              <span className="muted">{copy.sharedHint}</span>
            ) : (
              <Space size={0} wrap>
                <Button type="link" size="small" onClick={() => props.onEdit(row)}>
                  {copy.edit}
                </Button>
                <ConfirmLink
                  label={copy.delete}
                  confirm={copy.deleteConfirm}
                  cancelText={copy.cancel}
                  onConfirm={() => run(() => api.remove(row.id), copy.deleted)}
                />
                {row.isDefault !== 1 && api.setDefault && (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => void run(() => api.setDefault!(row.id), copy.defaultSet)}
                  >
                    {copy.setDefault}
                  </Button>
                )}
              </Space>
            ),
        },
      ]}
    >
      {props.children}
    </CentreListPanel>
  );
}
