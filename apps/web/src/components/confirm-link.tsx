import { Button, Popconfirm } from 'antd';

type Props = {
  /** The link's word (删除, 移除), which the confirming button repeats. */
  label: string;
  /** The question asked first. */
  confirm: string;
  cancelText: string;
  onConfirm: () => unknown;
  /** Paint the confirming button red too. */
  dangerOk?: boolean;
  loading?: boolean;
};

/** A red row action of a list (删除, 移除), asked first. */
export function ConfirmLink({ label, confirm, cancelText, onConfirm, dangerOk = false, loading }: Props) {
  return (
    <Popconfirm
      title={confirm}
      okText={label}
      cancelText={cancelText}
      okButtonProps={dangerOk ? { danger: true } : undefined}
      onConfirm={onConfirm}
    >
      <Button type="link" size="small" danger loading={loading}>
        {label}
      </Button>
    </Popconfirm>
  );
}
