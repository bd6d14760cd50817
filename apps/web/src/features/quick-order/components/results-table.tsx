import { useState } from 'react';
import { InputNumber, Select, Table, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import {
  QUICK_ORDER_OUTCOME_LABEL,
  fitQuantity,
  formatPrice,
  type QuickOrderOutcome,
  type QuickOrderSku,
} from '@mall/shared';
import { Price } from '@/components/price';
import { paths } from '@/config/paths';
import { t } from '@/locales/zh-CN';
import type { QuickRow } from '../lib/rows';

const c = t.quickOrder;

export const OUTCOME_COLOR: Record<QuickOrderOutcome, string> = {
  matched: 'success',
  quantity_adjusted: 'processing',
  candidates: 'warning',
  not_found: 'default',
  out_of_stock: 'error',
  not_in_area: 'error',
  invalid: 'error',
};

function Outcome({ row }: { row: QuickRow }) {
  const done = row.added;
  return (
    <div className="mall-quick-outcome">
      <div>
        <Tag color={OUTCOME_COLOR[row.outcome]}>{QUICK_ORDER_OUTCOME_LABEL[row.outcome]}</Tag>
        {row.matchedBy && <span className="by">{c.matchedBy[row.matchedBy]}</span>}
        {row.matchedNote && <span className="by matched">{row.matchedNote}</span>}
      </div>
      {row.note && <div className={`note ${row.outcome}`}>{row.note}</div>}
      {done && (
        <div className={`report ${done.ok ? 'ok' : 'failed'}`}>
          <Tag color={done.ok ? 'success' : 'error'}>{done.ok ? c.addedTag : c.failedTag}</Tag>
          {!done.ok && done.msg}
        </div>
      )}
    </div>
  );
}

const optionLabel = (s: QuickOrderSku) =>
  `${s.title}${s.spec ? ` · ${s.spec}` : ''} · ¥${formatPrice(s.price)}${s.score < 1 ? ` · ${c.score(s.score)}` : ''}${
    s.availability === 'ok'
      ? ''
      : ` · ${QUICK_ORDER_OUTCOME_LABEL[s.availability === 'off_shelf' ? 'not_found' : s.availability]}`
  }`;

function Product({ row, onPick }: { row: QuickRow; onPick: (sku: QuickOrderSku) => void }) {
  const { sku, candidates } = row;
  return (
    <div className="mall-quick-product">
      {sku && (
        <div className="sku">
          <img src={sku.image} alt="" width={48} height={48} />
          <div>
            <Link to={paths.goods.getHref(sku.skuId)} className="name mall-ellipsis-2" title={sku.title}>
              {sku.title}
            </Link>
            <div className="meta">{c.codeModel(sku.code, sku.modelNo)}</div>
            {sku.spec && <div className="meta">{sku.spec}</div>}
          </div>
        </div>
      )}
      {candidates.length > 1 && (
        <Select
          aria-label={c.pickLabel(row.lineNo)}
          className="picker"
          placeholder={c.pick}
          value={sku?.skuId}
          onChange={(skuId: number) => onPick(candidates.find((s) => s.skuId === skuId)!)}
          options={candidates.map((s) => ({ value: s.skuId, label: optionLabel(s) }))}
          popupMatchSelectWidth={false}
        />
      )}
      {row.substitutes?.length ? (
        <Select
          aria-label={c.substituteLabel(row.lineNo)}
          className="picker"
          placeholder={c.substitutePick}
          value={row.substitutes.some((s) => s.skuId === sku?.skuId) ? sku?.skuId : undefined}
          onChange={(skuId: number) => onPick(row.substitutes!.find((s) => s.skuId === skuId)!)}
          options={row.substitutes.map((s) => ({
            value: s.skuId,
            label: `${c.substituteTag} · ${optionLabel(s)}`,
          }))}
          popupMatchSelectWidth={false}
        />
      ) : null}
      {!sku && candidates.length <= 1 && <span className="none">—</span>}
    </div>
  );
}

/** The quantity, kept on the moq + n × step grid within the stock when the buyer leaves the field. */
function Quantity({ row, onQuantity }: { row: QuickRow; onQuantity: (quantity: number) => void }) {
  const sku = row.sku!;
  const [typed, setTyped] = useState<number | null>(null);
  const commit = () => {
    if (typed === null) return;
    const fitted = fitQuantity(Math.max(1, Math.round(typed)), sku);
    setTyped(null);
    if (fitted > 0) onQuantity(fitted);
  };
  return (
    <div className="mall-quick-quantity">
      <InputNumber
        aria-label={c.quantityLabel(row.lineNo)}
        min={1}
        max={sku.maxQuantity}
        precision={0}
        value={typed ?? (row.quantity || null)}
        onChange={(v) => setTyped(typeof v === 'number' ? v : null)}
        onBlur={commit}
        onPressEnter={commit}
        disabled={!!row.added?.ok}
      />
      <div className="meta">{c.moqStep(sku.moq, sku.step, sku.unit)}</div>
    </div>
  );
}

/** The results: each line's outcome, its SKU or candidates, price, stock in the area and quantity. */
export function ResultsTable({
  rows,
  onPick,
  onQuantity,
}: {
  rows: QuickRow[];
  onPick: (index: number, sku: QuickOrderSku) => void;
  onQuantity: (index: number, quantity: number) => void;
}) {
  const columns: TableColumnsType<QuickRow & { index: number }> = [
    { title: c.colLine, dataIndex: 'lineNo', width: 56 },
    {
      title: c.colInput,
      dataIndex: 'input',
      width: 200,
      render: (input: string) => (
        <span className="mall-quick-input" title={input}>
          {input}
        </span>
      ),
    },
    { title: c.colOutcome, width: 220, render: (_, row) => <Outcome row={row} /> },
    {
      title: c.colProduct,
      render: (_, row) => <Product row={row} onPick={(sku) => onPick(row.index, sku)} />,
    },
    {
      title: c.colPrice,
      width: 100,
      render: (_, row) => (row.sku ? <Price value={row.sku.price} /> : null),
    },
    {
      title: c.colStock,
      width: 90,
      render: (_, row) =>
        row.sku ? (
          <span className={row.sku.availability === 'ok' ? '' : 'mall-quick-short'}>
            {c.stock(row.sku.stock, row.sku.unit)}
          </span>
        ) : null,
    },
    {
      title: c.colQuantity,
      width: 170,
      render: (_, row) =>
        row.sku?.availability === 'ok' ? (
          <Quantity row={row} onQuantity={(q) => onQuantity(row.index, q)} />
        ) : null,
    },
  ];
  return (
    <Table
      className="mall-quick-table"
      rowKey="index"
      size="middle"
      columns={columns}
      dataSource={rows.map((r, index) => ({ ...r, index }))}
      pagination={{ pageSize: 100, hideOnSinglePage: true, showSizeChanger: false }}
      rowClassName={(row) => `outcome-${row.outcome}`}
    />
  );
}
