import { Tag } from 'antd';

const STATUS_COLOR: Record<number, string> = {
  1: 'processing',
  2: 'success',
  3: 'error',
  4: 'default',
  5: 'warning',
};

/** 待审批 / 已通过 / 已驳回 / 已撤回 / 已退回 as a coloured tag. */
export function RequestStatusTag({ status, label }: { status: number; label: string }) {
  return <Tag color={STATUS_COLOR[status] ?? 'default'}>{label}</Tag>;
}
