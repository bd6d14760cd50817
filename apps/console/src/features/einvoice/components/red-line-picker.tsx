import { InputNumber, Table, Typography } from 'antd';
import {
  TAX_RATE_LABEL,
  fenToYuan,
  type RedFormApplyBody,
  type SellerBlueInvoiceLine,
  type TaxRate,
} from '@mall/shared';
import { Money } from '@/components/money';
import { t } from '@/locales/zh-CN';

const c = t.einvoice;

/** One picked line: how many to reverse (0 for 销售折让: amount only) and the tax-inclusive amount, 分. */
export type RedPick = { quantity: number; amountFen: number };
export type RedPicks = Record<number, RedPick>;
export type RedScope = 'whole' | 'lines';
type RedLine = NonNullable<RedFormApplyBody['lines']>[number];

/** A quantity takes its share of what is left of the line's amount (all of it when the whole quantity). */
const share = (line: SellerBlueInvoiceLine, quantity: number) =>
  line.leftQuantity > 0 ? Math.round((line.leftFen * quantity) / line.leftQuantity) : line.leftFen;

/** A line picked at first: everything left of it (销售折让: its amount, quantity 0). */
const firstPick = (line: SellerBlueInvoiceLine, allowance: boolean): RedPick => ({
  quantity: allowance ? 0 : line.leftQuantity,
  amountFen: line.leftFen,
});

/**
 * The lines the form reverses: the whole invoice is every line with something left (the server's own choice
 * when no lines are sent), else the picked ones; for 销售折让 each with quantity 0.
 */
export function redLinesOf(
  lines: readonly SellerBlueInvoiceLine[],
  scope: RedScope,
  picks: RedPicks,
  allowance: boolean,
): RedLine[] {
  if (scope === 'whole')
    return lines.filter((l) => l.leftFen > 0).map((l) => ({ index: l.index, ...firstPick(l, allowance) }));
  return Object.entries(picks)
    .map(([index, p]) => ({
      index: Number(index),
      quantity: allowance ? 0 : p.quantity,
      amountFen: p.amountFen,
    }))
    .sort((a, b) => a.index - b.index);
}

/** What is wrong with the picked lines, in the clerk's words ('' when nothing). */
export function pickProblem(lines: RedLine[], allowance: boolean): string {
  if (!lines.length) return c.pickLinesRequired;
  for (const l of lines) {
    if (!allowance && l.quantity < 1) return c.quantityRequired(l.index + 1);
    if (l.amountFen < 1) return c.amountRequired(l.index + 1);
  }
  return '';
}

const Red = ({ fen }: { fen: number }) => (
  <Typography.Text type="danger">
    -<Money fen={Math.abs(fen)} />
  </Typography.Text>
);

/**
 * The blue invoice's lines with what each has left; in 部分冲红 each can be ticked with a quantity and amount
 * to reverse (at most what is left), and every row shows the negative amount the red invoice will carry.
 */
export function RedLinePicker({
  lines,
  scope,
  allowance,
  value = {},
  onChange,
}: {
  lines: SellerBlueInvoiceLine[];
  scope: RedScope;
  allowance: boolean;
  value?: RedPicks;
  onChange?: (next: RedPicks) => void;
}) {
  const picking = scope === 'lines';
  const red = new Map(redLinesOf(lines, scope, value, allowance).map((l) => [l.index, l]));
  const set = (index: number, pick: RedPick | null) => {
    const next = { ...value };
    if (pick) next[index] = pick;
    else delete next[index];
    onChange?.(next);
  };
  const total = [...red.values()].reduce((s, l) => s + l.amountFen, 0);
  return (
    <Table<SellerBlueInvoiceLine>
      rowKey="index"
      size="small"
      pagination={false}
      dataSource={lines}
      rowSelection={
        picking
          ? {
              selectedRowKeys: Object.keys(value).map(Number),
              getCheckboxProps: (l) => ({
                disabled: l.leftFen <= 0,
                'aria-label': `${c.pickLine} ${l.name}`,
              }),
              onChange: (keys) => {
                const chosen = new Set(keys.map(Number));
                const next: RedPicks = {};
                for (const l of lines)
                  if (chosen.has(l.index)) next[l.index] = value[l.index] ?? firstPick(l, allowance);
                onChange?.(next);
              },
            }
          : undefined
      }
      columns={[
        { title: c.lineName, dataIndex: 'name' },
        { title: c.lineSpec, dataIndex: 'spec', width: 130, render: (v: string) => v || '—' },
        { title: c.lineUnit, dataIndex: 'unit', width: 56 },
        {
          title: c.lineRate,
          dataIndex: 'rate',
          width: 64,
          render: (v: string) => TAX_RATE_LABEL[v as TaxRate] ?? v,
        },
        { title: c.lineQuantity, dataIndex: 'quantity', align: 'right', width: 64 },
        {
          title: c.lineAmount,
          dataIndex: 'amountFen',
          align: 'right',
          width: 100,
          render: (v: number) => <Money fen={v} />,
        },
        {
          title: c.lineLeft,
          width: 120,
          render: (_, l) =>
            l.leftFen > 0 ? (
              c.lineLeftText(l.leftQuantity, l.unit, fenToYuan(l.leftFen))
            ) : (
              <Typography.Text type="secondary">{c.fullyReversed}</Typography.Text>
            ),
        },
        {
          title: c.redQuantity,
          width: 96,
          render: (_, l) => {
            const pick = value[l.index];
            const line = red.get(l.index);
            // As the red invoice carries it: negative, 0 for an amount-only 销售折让.
            if (!picking || allowance || !pick) return line ? (line.quantity ? -line.quantity : 0) : '—';
            return (
              <InputNumber
                aria-label={`${c.redQuantity} ${l.name}`}
                size="small"
                style={{ width: '100%' }}
                min={1}
                max={l.leftQuantity}
                precision={0}
                value={pick.quantity}
                onChange={(q) => set(l.index, { quantity: q ?? 0, amountFen: share(l, q ?? 0) })}
              />
            );
          },
        },
        {
          title: c.redAmount,
          width: 120,
          render: (_, l) => {
            const pick = value[l.index];
            const line = red.get(l.index);
            if (!picking || !pick) return line ? fenToYuan(line.amountFen) : '—';
            return (
              <InputNumber
                aria-label={`${c.redAmount} ${l.name}`}
                size="small"
                style={{ width: '100%' }}
                min={0.01}
                max={l.leftFen / 100}
                precision={2}
                value={pick.amountFen / 100}
                onChange={(y) => set(l.index, { ...pick, amountFen: Math.round((y ?? 0) * 100) })}
              />
            );
          },
        },
        {
          title: c.redLine,
          align: 'right',
          width: 100,
          render: (_, l) => {
            const line = red.get(l.index);
            return line ? <Red fen={line.amountFen} /> : '—';
          },
        },
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={picking ? 10 : 9}>
            <Typography.Text strong>{c.redSum}</Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={1} align="right">
            <Typography.Text strong>{total > 0 ? <Red fen={total} /> : '—'}</Typography.Text>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
