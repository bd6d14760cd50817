import { Button, Popconfirm, Space } from 'antd';
import { companyCopy } from '@/locales/zh-CN-company';

const common = companyCopy.company.common;

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
    <Popconfirm
      title={confirm}
      okText={common.delete}
      cancelText={common.cancel}
      okButtonProps={dangerOk ? { danger: true } : undefined}
      onConfirm={onDelete}
    >
      <Button type="link" size="small" danger>
        {common.delete}
      </Button>
    </Popconfirm>
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
