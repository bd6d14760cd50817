import { Alert, Segmented, Space, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import dayjs from 'dayjs';
import {
  EINVOICE_ISSUE_STATUSES,
  EINVOICE_ISSUE_STATUS_LABEL,
  type EinvoiceIssue,
  type EinvoiceIssueStatus,
} from '@mall/shared';
import { useUrlState } from '@mall/client-kit';
import { Money } from '@/components/money';
import { formatTime } from '@/lib/dates';
import { t } from '@/locales/zh-CN';
import { useIssues } from '../api/einvoice';

const c = t.einvoice;
const KEYS = ['issueStatus'] as const;

const STATUS_COLOR: Record<EinvoiceIssueStatus, string> = {
  queued: 'gold',
  held: 'orange',
  issuing: 'blue',
  issued: 'green',
  failed: 'red',
};
/** A request still open this long after it was asked is stuck (the sandbox answers in seconds). */
const STUCK_MINUTES = 10;

/** Failed, or still open well after it was asked: the operator should look. */
const needsLook = (row: EinvoiceIssue, now = dayjs()) =>
  row.status === 'failed' ||
  ((row.status === 'queued' || row.status === 'issuing') &&
    now.diff(dayjs(row.createdAt), 'minute') >= STUCK_MINUTES);

/**
 * 开具请求: every blue 数电票 request sent to a provider with its 流水号, application, status, number and the
 * provider's last answer; failed and stuck ones stand out in red. Filtered by status (kept in the URL).
 */
export function IssueRequests({ invoiceHref }: { invoiceHref: (id: number) => string }) {
  const { values, set } = useUrlState(KEYS);
  const status = EINVOICE_ISSUE_STATUSES.find((s) => s === values.issueStatus);
  const issues = useIssues(status);
  const now = dayjs();
  return (
    <>
      <Alert type="info" showIcon title={c.issuesIntro} style={{ marginBottom: 16 }} />
      <Segmented
        style={{ marginBottom: 16 }}
        value={status ?? ''}
        options={[
          { value: '', label: t.common.all },
          ...EINVOICE_ISSUE_STATUSES.map((s) => ({ value: s, label: EINVOICE_ISSUE_STATUS_LABEL[s] })),
        ]}
        onChange={(v) => set({ issueStatus: String(v) || undefined })}
      />
      <Table<EinvoiceIssue>
        rowKey="id"
        size="middle"
        loading={issues.isFetching}
        dataSource={issues.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: c.noIssues }}
        scroll={{ x: 1500 }}
        onRow={(row) => (needsLook(row, now) ? { style: { background: '#fff1f0' } } : {})}
        columns={[
          {
            title: c.serial,
            dataIndex: 'serial',
            width: 170,
            render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
          },
          {
            title: c.invoice,
            dataIndex: 'invoiceId',
            render: (id: number) => <Link to={invoiceHref(id)}>{id}</Link>,
          },
          { title: c.type, dataIndex: 'type', render: (v: string) => c.types[v] ?? v },
          {
            title: c.status,
            render: (_, r) => (
              <Space size={4} wrap>
                <Tag color={STATUS_COLOR[r.status]}>{r.statusLabel}</Tag>
                {r.status !== 'failed' && needsLook(r, now) && <Tag color="red">{c.stuck}</Tag>}
              </Space>
            ),
          },
          { title: c.number, dataIndex: 'number', width: 200, render: (v: string | null) => v ?? '—' },
          { title: c.total, dataIndex: 'totalFen', align: 'right', render: (v: number) => <Money fen={v} /> },
          { title: c.provider, dataIndex: 'provider', render: (v: string) => c.providers[v] ?? v },
          { title: c.attempts, dataIndex: 'attempts', align: 'right' },
          {
            title: c.lastAnswer,
            dataIndex: 'lastAnswer',
            width: 260,
            render: (v: string, r) =>
              v ? (
                <Typography.Text type={needsLook(r, now) ? 'danger' : 'secondary'}>{v}</Typography.Text>
              ) : (
                '—'
              ),
          },
          { title: c.askedAt, dataIndex: 'createdAt', render: formatTime },
          { title: c.issuedAt, dataIndex: 'issuedAt', render: formatTime },
        ]}
      />
    </>
  );
}
