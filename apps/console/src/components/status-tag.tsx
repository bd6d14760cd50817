import { Tag } from 'antd';

/** A status label in a colour by its meaning; unknown labels are grey. */
const COLORS: Record<string, string> = {
  待接单: 'orange',
  待发货: 'gold',
  待收货: 'blue',
  已完成: 'green',
  已取消: 'default',
  待支付: 'orange',
  待确认收款: 'gold',
  已支付: 'green',
  已关闭: 'default',
  待退款: 'volcano',
  申请中: 'gold',
  已开票: 'green',
  已驳回: 'red',
  已作废: 'default',
  待审核: 'gold',
  退款中: 'blue',
  已退款: 'green',
  待寄回: 'orange',
  已寄回: 'cyan',
  换货中: 'blue',
  进行中: 'blue',
  已截止: 'default',
  已选标: 'green',
  草稿: 'default',
  审核通过: 'green',
  审核驳回: 'red',
  正常: 'green',
  已停用: 'red',
  已认证: 'green',
  已确认: 'green',
  上架: 'green',
  待发送: 'gold',
  已发送: 'green',
  发送失败: 'red',
  下架: 'default',
  部分发货: 'orange',
  已全部发货: 'cyan',
};

export function StatusTag({ label }: { label: string }) {
  return <Tag color={COLORS[label] ?? 'default'}>{label}</Tag>;
}
