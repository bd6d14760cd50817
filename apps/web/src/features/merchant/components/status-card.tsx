import { Button, Descriptions, Result } from 'antd';
import type { MerchantApplication } from '@mall/shared';
import { biddingCopy } from '@/locales/zh-CN-bidding';

const c = biddingCopy.merchant;

/** Step 3: the application's status, with 重新编辑 after a rejection. */
export function StatusCard({
  application: a,
  onEdit,
}: {
  application: MerchantApplication;
  onEdit: () => void;
}) {
  const status = a.status === 2 ? 'success' : a.status === 3 ? 'error' : 'info';
  const hint = a.status === 2 ? c.approvedHint : a.status === 1 ? c.pendingHint : a.rejectReason;
  return (
    <Result
      status={status}
      title={`${c.status}：${a.statusLabel}`}
      subTitle={hint}
      extra={
        a.status === 3 ? (
          <Button type="primary" onClick={onEdit}>
            {c.editAgain}
          </Button>
        ) : null
      }
    >
      <Descriptions column={1} size="small" className="mall-merchant-status" data-testid="merchant-status">
        <Descriptions.Item label={c.applicationNo}>{a.applicationNo}</Descriptions.Item>
        <Descriptions.Item label={c.companyName}>{a.companyName}</Descriptions.Item>
        <Descriptions.Item label={c.status}>{a.statusLabel}</Descriptions.Item>
        {a.status === 3 && <Descriptions.Item label={c.rejectReason}>{a.rejectReason}</Descriptions.Item>}
        {a.submittedAt && (
          <Descriptions.Item label={c.submittedAt}>
            {new Date(a.submittedAt).toLocaleString('zh-CN')}
          </Descriptions.Item>
        )}
      </Descriptions>
    </Result>
  );
}
