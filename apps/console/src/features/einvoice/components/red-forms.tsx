import { useState } from 'react';
import { Alert, App, Button, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { RED_FORM_STATUSES, RED_FORM_STATUS_LABEL, type RedForm, type RedFormStatus } from '@mall/shared';
import { useAction, useUrlState } from '@mall/client-kit';
import { actionsColumn } from '@/components/columns';
import { Money } from '@/components/money';
import { ReasonModal } from '@/components/reason-modal';
import { formatTime } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import {
  confirmRedForm,
  einvoiceKeys,
  rejectRedForm,
  revokeRedForm,
  useRedForms,
  type EinvoiceBase,
} from '../api/einvoice';
import { ApplyRedForm } from './apply-red-form';

const c = t.einvoice;
const KEYS = ['formStatus'] as const;
/** A 20-digit number on one line. */
const NUMBER_WIDTH = 200;

const STATUS_COLOR: Record<RedFormStatus, string> = {
  pending: 'gold',
  confirmed: 'green',
  no_confirm: 'green',
  rejected: 'red',
  revoked: 'default',
  expired: 'default',
};

/** A buyer's form still pending: the seller (us) must confirm or reject it before its deadline. */
const waitsForUs = (f: RedForm) => f.status === 'pending' && f.applicant === 'buyer';

/** Forms waiting for us first (the nearest deadline first), then the rest newest first. */
function sortForms(forms: RedForm[]): RedForm[] {
  return [...forms].sort((a, b) => {
    const wa = waitsForUs(a);
    const wb = waitsForUs(b);
    if (wa !== wb) return wa ? -1 : 1;
    if (wa) return (a.confirmBy ?? '').localeCompare(b.confirmBy ?? '');
    return b.createdAt.localeCompare(a.createdAt);
  });
}

function RedInvoice({ form }: { form: RedForm }) {
  if (form.redNumber) return <>{form.redNumber}</>;
  if (form.redStatus === 'failed')
    return <Typography.Text type="danger">{form.redLastAnswer || c.redFailed}</Typography.Text>;
  if (form.redStatus === 'queued' || form.redStatus === 'issuing')
    return <Typography.Text type="secondary">{c.redPending}</Typography.Text>;
  return <>—</>;
}

/**
 * 红字确认单 of the seller (自营 in the console, the shop in the portal; `base` says which): the forms over our
 * 数电票 with the ones waiting for us first and their deadline; confirm, reject with a reason, revoke our own,
 * and apply for one over an issued invoice picked from ours (ApplyRedForm).
 */
export function RedForms({ base }: { base: EinvoiceBase }) {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const { values, set } = useUrlState(KEYS);
  const status = RED_FORM_STATUSES.find((s) => s === values.formStatus);
  const forms = useRedForms(base, status);
  const [rejecting, setRejecting] = useState<RedForm | null>(null);
  const [applying, setApplying] = useState(false);
  const done = (text: string) => () => {
    toast.success(text);
    void queryClient.invalidateQueries({ queryKey: einvoiceKeys.all });
  };
  const confirm = useAction((id: number) => confirmRedForm(base, id), { onSuccess: done(c.confirmed) });
  const revoke = useAction((id: number) => revokeRedForm(base, id), { onSuccess: done(c.revoked) });
  const ask = (title: string, run: () => Promise<boolean>) => modal.confirm({ title, onOk: () => run() });
  return (
    <>
      <Alert type="info" showIcon title={c.redIntro} style={{ marginBottom: 16 }} />
      <Space style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }} wrap>
        <Segmented
          value={status ?? ''}
          options={[
            { value: '', label: t.common.all },
            ...RED_FORM_STATUSES.map((s) => ({ value: s, label: RED_FORM_STATUS_LABEL[s] })),
          ]}
          onChange={(v) => set({ formStatus: String(v) || undefined })}
        />
        <Button type="primary" onClick={() => setApplying(true)}>
          {c.apply}
        </Button>
      </Space>
      <Table<RedForm>
        rowKey="id"
        size="middle"
        loading={forms.isFetching}
        dataSource={sortForms(forms.data ?? [])}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: c.noForms }}
        scroll={{ x: 1500 }}
        onRow={(f) => (waitsForUs(f) ? { style: { background: '#fffbe6' } } : {})}
        columns={[
          { title: c.formNumber, dataIndex: 'formNumber', width: NUMBER_WIDTH },
          { title: c.blueNumber, dataIndex: 'blueNumber', width: NUMBER_WIDTH },
          { title: c.buyer, dataIndex: 'buyerName' },
          { title: c.applicant, dataIndex: 'applicantLabel' },
          {
            title: c.reason,
            render: (_, f) => (
              <>
                {f.reason}
                {f.afsNo && <div style={{ color: '#888' }}>{c.afsNo(f.afsNo)}</div>}
              </>
            ),
          },
          {
            title: c.redTotal,
            dataIndex: 'totalFen',
            align: 'right',
            // Red amounts read as −¥113.00, not ¥-113.00.
            render: (v: number) => (
              <Typography.Text type="danger">
                -<Money fen={Math.abs(v)} />
              </Typography.Text>
            ),
          },
          {
            title: c.status,
            render: (_, f) => (
              <Space size={4} wrap>
                {/* The server says 待对方确认 from either side; a buyer's form waits for us. */}
                {waitsForUs(f) ? (
                  <Tag color="volcano">{c.waitingUs}</Tag>
                ) : (
                  <Tag color={STATUS_COLOR[f.status]}>{f.statusLabel}</Tag>
                )}
                {f.rejectReason && <Typography.Text type="secondary">{f.rejectReason}</Typography.Text>}
              </Space>
            ),
          },
          {
            title: c.confirmBy,
            dataIndex: 'confirmBy',
            render: (v: string | null, f) =>
              f.status === 'pending' && v ? (
                <Typography.Text strong={waitsForUs(f)} type={waitsForUs(f) ? 'danger' : undefined}>
                  {formatTime(v)}
                </Typography.Text>
              ) : (
                '—'
              ),
          },
          { title: c.redNumber, width: NUMBER_WIDTH, render: (_, f) => <RedInvoice form={f} /> },
          { title: t.common.createdAt, dataIndex: 'createdAt', render: formatTime },
          actionsColumn((f) =>
            waitsForUs(f) ? (
              <Space size={0}>
                <Button
                  type="link"
                  size="small"
                  loading={confirm.pendingArg === f.id}
                  onClick={() => ask(c.confirmAsk, () => confirm.run(f.id))}
                >
                  {c.confirm}
                </Button>
                <Button type="link" size="small" danger onClick={() => setRejecting(f)}>
                  {c.reject}
                </Button>
              </Space>
            ) : f.status === 'pending' && f.applicant === 'seller' ? (
              <Button
                type="link"
                size="small"
                danger
                loading={revoke.pendingArg === f.id}
                onClick={() => ask(c.revokeAsk, () => revoke.run(f.id))}
              >
                {c.revoke}
              </Button>
            ) : null,
          ),
        ]}
      />
      <ReasonModal
        open={rejecting !== null}
        title={c.rejectTitle}
        label={c.rejectReason}
        onClose={() => setRejecting(null)}
        onSubmit={(reason) => rejectRedForm(base, rejecting!.id, reason).then(done(c.rejected))}
      />
      <ApplyRedForm
        base={base}
        open={applying}
        onClose={() => setApplying(false)}
        onApplied={done(c.applied)}
      />
    </>
  );
}
