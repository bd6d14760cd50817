import { useState } from 'react';
import { Alert, Button, Tag } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import {
  QUICK_ORDER_OUTCOMES,
  QUICK_ORDER_OUTCOME_LABEL,
  type QuickOrderMatch,
  type QuickOrderSku,
} from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { paths, type BiddingPublishState } from '@/config/paths';
import { t } from '@/locales/zh-CN';
import { toast } from '@/lib/toast';
import { addQuickOrderToCart } from '../api/add-quick-order-to-cart';
import { matchQuickOrder } from '../api/match-quick-order';
import { matchQuickOrderFile } from '../api/match-quick-order-file';
import { isAddable, pickCandidate, setQuantity, toBiddingLines, type QuickRow } from '../lib/rows';
import { PastePanel } from './paste-panel';
import { OUTCOME_COLOR, ResultsTable } from './results-table';
import '../quick-order.css';

const c = t.quickOrder;
const BIDDING_MAX_LINES = 50;

type Result = Omit<QuickOrderMatch, 'lines' | 'summary'> & { rows: QuickRow[] };

/** /quick-order: paste or upload a list, see each line's match, fix it, put it all in the cart. */
export function QuickOrderPage({ areaCode }: { areaCode: string }) {
  const navigate = useNavigate();
  const [result, setResult] = useState<Result | null>(null);
  const show = ({ lines, summary: _s, ...rest }: QuickOrderMatch) => setResult({ ...rest, rows: lines });
  const paste = useAction((text: string) => matchQuickOrder({ text, areaCode }), { onSuccess: show });
  const upload = useAction((file: File) => matchQuickOrderFile(file, areaCode), { onSuccess: show });
  const rows = result?.rows ?? [];
  const addable = rows.filter(isAddable);
  const unmatched = rows.filter((r) => r.outcome === 'not_found' && !r.sku);
  const [addedAny, setAddedAny] = useState(false);

  const update = (index: number, next: (row: QuickRow) => QuickRow) =>
    setResult((r) => r && { ...r, rows: r.rows.map((row, i) => (i === index ? next(row) : row)) });

  const addToCart = useAction(
    async () => {
      const sent = addable;
      const report = await addQuickOrderToCart({
        lines: sent.map((r) => ({ skuId: r.sku!.skuId, quantity: r.quantity })),
        areaCode,
      });
      return { sent, report };
    },
    {
      // Each row gets its own line of the report (same order as sent).
      onSuccess: ({ sent, report }) => {
        const outcome = new Map(sent.map((row, k) => [row, report.lines[k]]));
        setResult(
          (r) => r && { ...r, rows: r.rows.map((row) => ({ ...row, added: outcome.get(row) ?? row.added })) },
        );
        if (report.added) setAddedAny(true);
        if (report.failed) toast.error(c.addedSome(report.added, report.failed));
        else toast.success(c.added(report.added));
      },
    },
  );

  const publishBidding = () => {
    const lines = toBiddingLines(unmatched.slice(0, BIDDING_MAX_LINES));
    if (unmatched.length > BIDDING_MAX_LINES) toast.info(c.biddingCapped(unmatched.length));
    const state: BiddingPublishState = { title: c.biddingTitle(lines.length), lines };
    navigate(paths.productBiddingPublish.getHref(), { state });
  };

  const counts = QUICK_ORDER_OUTCOMES.map((o) => [o, rows.filter((r) => r.outcome === o).length] as const);

  return (
    <div className="mall-container mall-trade-page mall-quick">
      <h1 className="mall-quick-title mall-trade-title">{c.title}</h1>
      <PastePanel
        busy={paste.isPending || upload.isPending}
        onMatch={(text) => void paste.run(text)}
        onUpload={(file) => void upload.run(file)}
      />
      {result && (
        <section className="mall-quick-results" aria-label={c.resultsTitle}>
          <header>
            <h2>{c.resultsTitle}</h2>
            <div className="summary" role="status" aria-label={c.resultsTitle}>
              {counts
                .filter(([, n]) => n > 0)
                .map(([o, n]) => (
                  <Tag key={o} color={OUTCOME_COLOR[o]}>
                    {QUICK_ORDER_OUTCOME_LABEL[o]} {n}
                  </Tag>
                ))}
            </div>
            <span className="area">
              {c.areaNote(result.areaName)}
              {result.headerSkipped && `，${c.headerSkipped}`}
            </span>
          </header>
          <ResultsTable
            rows={rows}
            onPick={(i, sku: QuickOrderSku) => update(i, (row) => pickCandidate(row, sku, result.areaName))}
            onQuantity={(i, q) => update(i, (row) => setQuantity(row, q))}
          />
          {addedAny && (
            <Alert
              className="mall-quick-done"
              type="success"
              showIcon
              message={c.added(rows.filter((r) => r.added?.ok).length)}
              action={
                <Link to={paths.cart.getHref()}>
                  <Button size="small" type="primary">
                    {c.goCart}
                  </Button>
                </Link>
              }
            />
          )}
          <div className="mall-quick-bar" role="region" aria-label={c.addAll}>
            {unmatched.length > 0 && (
              <>
                <span className="unmatched">{c.unmatched(unmatched.length)}</span>
                <Button onClick={publishBidding}>{c.publishBidding}</Button>
              </>
            )}
            <div className="spacer" />
            <span className="summary">{c.addable(addable.length)}</span>
            <Button
              type="primary"
              size="large"
              icon={<ShoppingCartOutlined />}
              loading={addToCart.isPending}
              disabled={addable.length === 0}
              onClick={() => void addToCart.run()}
            >
              {c.addAll}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
