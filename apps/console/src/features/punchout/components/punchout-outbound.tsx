import { Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminPunchoutOutbound } from '@mall/shared';
import { QueryTable } from '@/components/unpaged-tables';
import { formatTime } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import { punchoutKeys, resendOutbound, usePunchoutOutbound } from '../api/punchout';

const c = t.punchout;
const COLOR: Record<string, string> = { pending: 'processing', sent: 'success', failed: 'error' };

/** ConfirmationRequest / ShipNoticeRequest owed to the company's system, with their state; 重新发送 one. */
export function PunchoutOutbound({ companyId }: { companyId: number }) {
  const list = usePunchoutOutbound(companyId);
  const queryClient = useQueryClient();
  return (
    <QueryTable<AdminPunchoutOutbound>
      query={list}
      rowKey="id"
      size="small"
      columns={[
        { title: c.kind, dataIndex: 'kind' },
        { title: c.poNumber, dataIndex: 'poNumber' },
        { title: c.orderNo, dataIndex: 'orderNo' },
        {
          title: c.state,
          dataIndex: 'state',
          render: (s: string) => <Tag color={COLOR[s]}>{c.states[s] ?? s}</Tag>,
        },
        { title: c.attempts, dataIndex: 'attempts', width: 80 },
        { title: c.lastError, dataIndex: 'lastError', ellipsis: true },
        { title: c.at, dataIndex: 'createdAt', render: formatTime },
        {
          title: t.common.actions,
          render: (_, row) =>
            row.state === 'pending' ? null : (
              <a
                onClick={() =>
                  resendOutbound([row.id]).then((r) => {
                    toast.success(c.resent(r.queued));
                    void queryClient.invalidateQueries({ queryKey: punchoutKeys.outbound(companyId) });
                  })
                }
              >
                {c.resend}
              </a>
            ),
        },
      ]}
    />
  );
}
