import { Button, Space } from 'antd';
import { ConfirmLink } from '@/components/confirm-link';
import { useRefreshingAction } from '@/lib/use-refreshing-action';
import { companyCopy } from '@/locales/zh-CN-company';

const common = companyCopy.company.common;

/**
 * 删除 of a company list's row (a department, an approval rule, a budget): deletes it by id, says 已删除 and
 * reloads the list with `refresh`. A refusal (部门下还有成员 …) was shown by the request layer.
 */
export function useDeleteRow(remove: (id: number) => Promise<unknown>, refresh: () => Promise<unknown>) {
  return useRefreshingAction((row: { id: number }) => remove(row.id), common.deleted, refresh).run;
}

/** 删除 on a row of a company list, asked first (`confirm`); `dangerOk` paints the confirming button red. */
export function DeleteLink({
  confirm,
  onDelete,
  dangerOk = false,
}: {
  confirm: string;
  onDelete: () => unknown;
  dangerOk?: boolean;
}) {
  return (
    <ConfirmLink
      label={common.delete}
      confirm={confirm}
      cancelText={common.cancel}
      onConfirm={onDelete}
      dangerOk={dangerOk}
    />
  );
}

/** 编辑 and 删除 (asked first, in red) on a row of a company list. */
export function EditDeleteLinks({
  onEdit,
  confirm,
  onDelete,
}: {
  onEdit: () => void;
  confirm: string;
  onDelete: () => unknown;
}) {
  return (
    <Space size={0}>
      <Button type="link" size="small" onClick={onEdit}>
        {common.edit}
      </Button>
      <DeleteLink confirm={confirm} onDelete={onDelete} dangerOk />
    </Space>
  );
}
