import { useState, type ReactNode } from 'react';
import { FormModal } from '@mall/client-kit';
import { Button, Form, Input, Popconfirm, Tag } from 'antd';
import { fenToYuan, redFormRejectBody, type RedForm } from '@mall/shared';
import { toast } from '@/lib/toast';
import { redFormCopy } from '@/locales/zh-CN-red-form';
import { confirmRedForm, rejectRedForm, revokeRedForm } from '../api/red-forms-api';

const c = redFormCopy.redForm;

/** Tag colour of a form's status. */
export const STATUS_COLOR: Record<RedForm['status'], string> = {
  pending: 'orange',
  confirmed: 'green',
  no_confirm: 'blue',
  rejected: 'red',
  revoked: 'default',
  expired: 'default',
};

/** Time left until `confirmBy` (the bureau's 72 h window) as 剩余 X 小时 Y 分, or that it is past. */
export function timeLeft(confirmBy: string, now: number): string {
  const ms = new Date(confirmBy).getTime() - now;
  if (ms <= 0) return c.overdue;
  const minutes = Math.floor(ms / 60_000);
  return c.left(Math.floor(minutes / 60), minutes % 60);
}

/** A form's status as the buyer reads it: a pending one says who answers (待您确认 / 待销售方确认). */
export const statusText = (form: RedForm) =>
  form.status === 'pending'
    ? form.applicant === 'seller'
      ? c.waitsForMe
      : c.waitsForSeller
    : form.statusLabel;

const stamp = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false });

function RejectModal({ form, onClose, onDone }: { form: RedForm; onClose: () => void; onDone: () => void }) {
  return (
    <FormModal<{ reason: string }>
      open
      title={c.rejectTitle}
      okText={c.reject}
      danger
      name="red-form-reject"
      onClose={onClose}
      onSubmit={async ({ reason }) => {
        await rejectRedForm(form.id, reason.trim());
        toast.success(c.rejected);
        onDone();
      }}
    >
      <Form.Item
        name="reason"
        label={c.rejectLabel}
        required
        rules={[
          { required: true, whitespace: true, message: c.rejectRequired },
          {
            validator: async (_, value: string | undefined) => {
              const parsed = redFormRejectBody.shape.reason.safeParse(value ?? '');
              if (!parsed.success) throw new Error(parsed.error.issues[0]?.message);
            },
          },
        ]}
      >
        <Input.TextArea rows={3} maxLength={100} showCount placeholder={c.rejectPlaceholder} />
      </Form.Item>
    </FormModal>
  );
}

/**
 * One 红字确认单 as the buyer sees it: the blue invoice, reason, lines and amounts (negative, as the bureau
 * shows them), who applied, the 72 h deadline with the time left; 确认/拒绝 a form the seller applied that waits
 * for the buyer, 撤销 the buyer's own. The server decides who may (a company's 财务): a refusal shows as it says.
 */
/** One fact of the form's list: its term and what it is (`mono` for numbers read digit by digit). */
function Fact({ term, mono, children }: { term: ReactNode; mono?: boolean; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={mono ? 'mono' : undefined}>{children}</dd>
    </div>
  );
}

export function RedFormCard({ form, now, onChanged }: { form: RedForm; now: number; onChanged: () => void }) {
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const pending = form.status === 'pending';
  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      toast.success(done);
      onChanged();
    } catch {
      // The request layer showed the server's message (not 财务, past the window …).
    } finally {
      setBusy(false);
    }
  };
  const label = statusText(form);
  return (
    <article className="mall-red-form" aria-label={`${c.pageTitle} ${form.formNumber || form.serial}`}>
      <header>
        <Tag color={STATUS_COLOR[form.status]}>{label}</Tag>
        <span className="no">
          {c.formNumber}：{form.formNumber || form.serial}
        </span>
        <span className="muted">
          {c.appliedAt}：{stamp(form.createdAt)}
        </span>
      </header>
      <dl className="facts">
        <Fact term={c.blueNumber} mono>
          {form.blueNumber}
        </Fact>
        <Fact term={c.seller}>{form.sellerName}</Fact>
        <Fact term={c.buyer}>{form.buyerName}</Fact>
        <Fact term={c.reason}>{form.reason}</Fact>
        <Fact term={c.applicant}>{form.applicantLabel}</Fact>
        {form.afsNo && (
          <Fact term={c.afsNo} mono>
            {form.afsNo}
          </Fact>
        )}
        <Fact term={c.deadline}>
          {form.confirmBy ? (
            <>
              {stamp(form.confirmBy)}
              {pending && <strong className="left">（{timeLeft(form.confirmBy, now)}）</strong>}
            </>
          ) : (
            c.noConfirm
          )}
        </Fact>
        {form.rejectReason && form.status === 'rejected' && (
          <Fact term={c.rejectReason}>{form.rejectReason}</Fact>
        )}
        {form.redStatus !== 'none' && (
          <Fact term={c.redNumber} mono>
            {form.redNumber ?? c.redStatus[form.redStatus]}
          </Fact>
        )}
      </dl>
      <table className="lines">
        <thead>
          <tr>
            <th>{c.colName}</th>
            <th className="num">{c.colQuantity}</th>
            <th className="num">{c.colAmount}</th>
          </tr>
        </thead>
        <tbody>
          {form.lines.map((l) => (
            <tr key={l.index}>
              <td>{l.name}</td>
              <td className="num">{l.quantity}</td>
              <td className="num red">{fenToYuan(l.amountFen)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={2}>{c.total}</td>
            <td className="num red">{fenToYuan(form.totalFen)}</td>
          </tr>
        </tfoot>
      </table>
      {pending && (
        <footer>
          {form.applicant === 'seller' ? (
            <>
              <Popconfirm
                title={c.confirmAsk}
                okText={c.confirm}
                onConfirm={() => run(() => confirmRedForm(form.id), c.confirmed)}
              >
                <Button type="primary" loading={busy}>
                  {c.confirm}
                </Button>
              </Popconfirm>
              <Button danger disabled={busy} onClick={() => setRejecting(true)}>
                {c.reject}
              </Button>
            </>
          ) : (
            <Popconfirm
              title={c.revokeAsk}
              okText={c.revoke}
              okButtonProps={{ danger: true }}
              onConfirm={() => run(() => revokeRedForm(form.id), c.revoked)}
            >
              <Button loading={busy}>{c.revoke}</Button>
            </Popconfirm>
          )}
        </footer>
      )}
      {rejecting && <RejectModal form={form} onClose={() => setRejecting(false)} onDone={onChanged} />}
    </article>
  );
}
