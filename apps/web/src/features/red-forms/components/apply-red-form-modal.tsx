import { useState } from 'react';
import { FormModal } from '@mall/client-kit';
import { Checkbox, Form, InputNumber, Radio, Select } from 'antd';
import {
  RED_FORM_REASONS,
  fenToYuan,
  type InvoiceLine,
  type RedForm,
  type RedFormApplyBody,
  type RedFormReason,
} from '@mall/shared';
import { toast } from '@/lib/toast';
import { redFormCopy } from '@/locales/zh-CN-red-form';
import { TableHead } from '@/components/table-head';
import { applyRedForm, useInvoiceLines, useIssuedInvoices, useRedForms } from '../api/red-forms-api';

const c = redFormCopy.redForm;
type Values = { invoiceId: number; reason: RedFormReason; scope: 'whole' | 'lines' };
type Pick = { quantity: number; amountFen: number };
export type LineLeft = { name: string; unit: string; quantity: number; amountFen: number };
const LIVE = new Set(['pending', 'confirmed', 'no_confirm']);

/** What each blue line has left to reverse: its quantity and amount less the live forms' (their lines are negative). */
export function linesLeft(
  lines: readonly InvoiceLine[],
  forms: readonly RedForm[],
  invoiceId: number,
): LineLeft[] {
  const left = lines.map((l) => ({
    name: l.name,
    unit: l.unit,
    quantity: l.quantity,
    amountFen: Math.round(Number(l.amountInclTax) * 100),
  }));
  for (const f of forms)
    if (f.invoiceId === invoiceId && LIVE.has(f.status))
      for (const l of f.lines) {
        const line = left[l.index];
        if (!line) continue;
        line.quantity += l.quantity;
        line.amountFen += l.amountFen;
      }
  return left;
}

/** The picked lines in proportion: a quantity takes its share of what is left of the amount. */
const share = (line: LineLeft, quantity: number) =>
  line.quantity > 0 ? Math.round((line.amountFen * quantity) / line.quantity) : line.amountFen;

function LinePicker({
  left,
  picks,
  onChange,
}: {
  left: LineLeft[];
  picks: Record<number, Pick>;
  onChange: (next: Record<number, Pick>) => void;
}) {
  const set = (index: number, pick: Pick | null) => {
    const next = { ...picks };
    if (pick) next[index] = pick;
    else delete next[index];
    onChange(next);
  };
  return (
    <table className="mall-red-form-picker">
      <TableHead titles={[c.colName, c.redQuantity, c.redAmount]} />
      <tbody>
        {left.map((line, index) => {
          const pick = picks[index];
          const none = line.amountFen <= 0;
          return (
            <tr key={index}>
              <td>
                <Checkbox
                  checked={!!pick}
                  disabled={none}
                  onChange={(e) =>
                    set(
                      index,
                      e.target.checked ? { quantity: line.quantity, amountFen: line.amountFen } : null,
                    )
                  }
                >
                  {line.name}
                </Checkbox>
                <div className="muted">{c.lineLeft(line.quantity, line.unit, fenToYuan(line.amountFen))}</div>
              </td>
              <td>
                <InputNumber
                  aria-label={`${c.redQuantity} ${line.name}`}
                  disabled={!pick}
                  min={0}
                  max={line.quantity}
                  precision={0}
                  value={pick?.quantity}
                  onChange={(q) => pick && set(index, { quantity: q ?? 0, amountFen: share(line, q ?? 0) })}
                />
              </td>
              <td>
                <InputNumber
                  aria-label={`${c.redAmount} ${line.name}`}
                  disabled={!pick}
                  min={0.01}
                  max={line.amountFen / 100}
                  precision={2}
                  value={pick ? pick.amountFen / 100 : undefined}
                  onChange={(y) => pick && set(index, { ...pick, amountFen: Math.round((y ?? 0) * 100) })}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * 申请红字确认单 over one of the buyer's issued blue invoices: the reason, and the whole invoice (everything
 * not yet reversed) or selected lines with a quantity and amount each. The server checks what is left.
 */
export function ApplyRedFormModal({ onClose, onApplied }: { onClose: () => void; onApplied: () => void }) {
  const [form] = Form.useForm<Values>();
  const invoiceId = Form.useWatch('invoiceId', form) ?? null;
  const scope = Form.useWatch('scope', form) ?? 'whole';
  const invoices = useIssuedInvoices(true);
  const detail = useInvoiceLines(invoiceId);
  const forms = useRedForms(undefined);
  const [picks, setPicks] = useState<Record<number, Pick>>({});
  const left =
    invoiceId && detail.data?.id === invoiceId
      ? linesLeft(detail.data.lines, forms.data ?? [], invoiceId)
      : [];
  return (
    <FormModal<Values>
      open
      form={form}
      width={760}
      title={c.applyTitle}
      okText={c.apply}
      name="red-form-apply"
      initialValues={{ scope: 'whole' }}
      onClose={onClose}
      onSubmit={async (values) => {
        const body: RedFormApplyBody = { invoiceId: values.invoiceId, reason: values.reason };
        if (values.scope === 'lines') {
          const lines = Object.entries(picks).map(([index, p]) => ({ index: Number(index), ...p }));
          if (!lines.length) {
            toast.warning(c.pickLines);
            throw new Error(c.pickLines);
          }
          body.lines = lines;
        }
        await applyRedForm(body);
        toast.success(c.applied);
        onApplied();
      }}
    >
      <Form.Item
        name="invoiceId"
        label={c.invoice}
        rules={[{ required: true, message: c.invoicePlaceholder }]}
      >
        <Select
          placeholder={c.invoicePlaceholder}
          loading={invoices.isPending}
          notFoundContent={c.noIssued}
          onChange={() => setPicks({})}
          options={(invoices.data?.list ?? []).map((i) => ({
            value: Number(i.id.slice('blue-'.length)),
            label: c.invoiceOption(i.number, i.sellerName, i.total),
          }))}
        />
      </Form.Item>
      <Form.Item name="reason" label={c.reason} rules={[{ required: true, message: c.reasonPlaceholder }]}>
        <Select
          placeholder={c.reasonPlaceholder}
          options={RED_FORM_REASONS.map((r) => ({ value: r, label: r }))}
        />
      </Form.Item>
      <Form.Item name="scope" label={c.scope} extra={c.applyHint}>
        <Radio.Group
          options={[
            { value: 'whole', label: c.scopeWhole },
            { value: 'lines', label: c.scopeLines },
          ]}
        />
      </Form.Item>
      {scope === 'lines' && left.length > 0 && <LinePicker left={left} picks={picks} onChange={setPicks} />}
      {scope === 'lines' && invoiceId && detail.isError && <div className="muted">{c.noLines}</div>}
    </FormModal>
  );
}
