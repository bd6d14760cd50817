import { useState, type ReactNode } from 'react';
import { Button, Descriptions, Modal, Radio, Spin } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  BIDDING_STATUS,
  PAY_METHOD_LABEL,
  fenToYuan,
  type BiddingAwardBody,
  type BiddingDetail,
  type BiddingQuote,
} from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { paths } from '@/config/paths';
import { biddingCopy } from '@/locales/zh-CN-bidding';
import { toast } from '@/lib/toast';
import { acceptQuote, awardBidding, biddingKeys, getBidding } from '../api/bidding-api';
import { StatusTag, fmtTime } from './bidding-list';

const c = biddingCopy.bidding;

/** The lowest unit price quoted for each line (visible quotes only). */
function bestPrices(d: BiddingDetail): Map<number, number> {
  const best = new Map<number, number>();
  for (const q of d.quotes)
    for (const l of q.lines) {
      const now = best.get(l.lineNo);
      if (now === undefined || l.unitPriceFen < now) best.set(l.lineNo, l.unitPriceFen);
    }
  return best;
}

/**
 * A request's facts and its quotes side by side (one column per quote, one row per line): the best price of
 * each line highlighted, totals and delivery days; 接受报价 (the whole request to one quote) or 比价选标 (a
 * quote chosen per line, one order per awarded supplier). Sealed quotes show who quoted, never a price.
 */
export function BiddingDetailView({
  id,
  addressPicker,
}: {
  id: number;
  /** The delivery-address choice (composed in app/ from the address feature). */
  addressPicker: (value: number | null, onChange: (id: number) => void) => ReactNode;
}) {
  const query = useQuery({ queryKey: biddingKeys.detail(id), queryFn: () => getBidding(id) });
  const client = useQueryClient();
  const [accepting, setAccepting] = useState<BiddingQuote | 'award' | null>(null);
  const [picks, setPicks] = useState<Record<number, number>>({});
  const [addressId, setAddressId] = useState<number | null>(null);
  const [payMethod, setPayMethod] = useState<1 | 2 | 3 | 4>(4);
  // A company approval rule turns the award into a purchase request: 已提交审批 (its link is on the page).
  const accept = useAction(
    async (choice: { to: BiddingQuote | 'award'; addressId: number; awards: BiddingAwardBody['awards'] }) => {
      if (choice.to === 'award') {
        const r = await awardBidding({ id, addressId: choice.addressId, payMethod, awards: choice.awards });
        return r.requestNo ? c.submittedForApproval : c.awardOk;
      }
      const r = await acceptQuote({ id, quoteId: choice.to.id, addressId: choice.addressId, payMethod });
      return r.requestNo ? c.submittedForApproval : c.acceptOk;
    },
    {
      onSuccess: async (text) => {
        toast.success(text);
        setAccepting(null);
        await client.invalidateQueries({ queryKey: biddingKeys.all });
      },
    },
  );

  if (query.isPending) return <Spin />;
  const d = query.data;
  if (!d) return null;
  const best = bestPrices(d);
  const sealed = d.quotes.some((q) => q.sealed);
  const awardable =
    !sealed &&
    (d.status === BIDDING_STATUS.OPEN || d.status === BIDDING_STATUS.CLOSED) &&
    d.quotes.length > 0;
  const awardedQuote = new Map(d.awards.map((a) => [a.lineNo, a.quoteId]));
  const picked = Object.entries(picks).map(([lineNo, quoteId]) => ({ lineNo: Number(lineNo), quoteId }));
  const pickedFen = picked.reduce((n, p) => {
    const q = d.quotes.find((x) => x.id === p.quoteId);
    return n + (q?.lines.find((l) => l.lineNo === p.lineNo)?.amountFen ?? 0);
  }, 0);
  const pickedSuppliers = new Set(picked.map((p) => d.quotes.find((q) => q.id === p.quoteId)?.merchantId))
    .size;
  const whole = (q: BiddingQuote) => q.lines.length === d.lines.length;

  const confirm = async () => {
    if (!accepting || !addressId) return;
    await accept.run({ to: accepting, addressId, awards: picked });
  };

  return (
    <div className="mall-bidding-panel">
      <h2>
        {d.title} <StatusTag item={d} />
      </h2>
      <Descriptions size="small" column={3} className="mall-bidding-facts">
        <Descriptions.Item label={c.biddingNo}>{d.biddingNo}</Descriptions.Item>
        <Descriptions.Item label={c.area}>{d.areaName}</Descriptions.Item>
        <Descriptions.Item label={c.deadline}>{fmtTime(d.deadline)}</Descriptions.Item>
        <Descriptions.Item label={c.budgetLabel}>
          {d.budgetFen === null ? c.budgetNone : `¥${fenToYuan(d.budgetFen)}`}
        </Descriptions.Item>
        <Descriptions.Item label={c.invoice}>{c.invoiceTypes[d.invoiceType]}</Descriptions.Item>
        <Descriptions.Item label={c.contact}>
          {d.contactName} {d.contactMobile}
        </Descriptions.Item>
        <Descriptions.Item label={c.mode}>{d.openBidding ? c.modeOpen : c.modeSealed}</Descriptions.Item>
        {d.orderNo && (
          <Descriptions.Item label={c.orderNo}>
            <Link to={paths.orderDetail.getHref(d.orderNo)} data-testid="bidding-order-link">
              {d.orderNo}
            </Link>
            {d.orderNos
              .filter((n) => n !== d.orderNo)
              .map((n) => (
                <Link key={n} to={paths.orderDetail.getHref(n)} data-testid="bidding-order-link-more">
                  {' '}
                  {n}
                </Link>
              ))}
          </Descriptions.Item>
        )}
        {d.requestNo && (
          <Descriptions.Item label={c.approvalRequest}>
            {d.status === BIDDING_STATUS.APPROVAL && (
              <span data-testid="bidding-approval">{c.submittedForApproval} </span>
            )}
            <Link to={paths.companyRequestDetail.getHref(d.requestNo)} data-testid="bidding-request-link">
              {d.requestNo}
            </Link>
          </Descriptions.Item>
        )}
        {d.remark && <Descriptions.Item label={c.remark}>{d.remark}</Descriptions.Item>}
        {d.attachments.length > 0 && (
          <Descriptions.Item label={c.attachmentsLabel}>
            <span className="mall-bidding-files">
              {d.attachments.map((url, i) => (
                <a key={url} href={url} target="_blank" rel="noreferrer">
                  <img src={url} alt={`${c.attachmentsLabel} ${i + 1}`} />
                </a>
              ))}
            </span>
          </Descriptions.Item>
        )}
      </Descriptions>

      <h3>{c.quotes}</h3>
      {sealed && <p className="mall-bidding-note">{c.sealedNote(d.quotes.length)}</p>}
      <div className="mall-bidding-compare-wrap">
        <table className="mall-bidding-table mall-bidding-compare" aria-label={c.quotes}>
          <thead>
            <tr>
              <th>#</th>
              <th>{c.productName}</th>
              <th>{c.spec}</th>
              <th>{c.quantity}</th>
              {d.quotes.map((q) => (
                <th key={q.id} className={q.chosen ? 'chosen' : ''}>
                  {q.supplierName}
                  <div className="sub">{fmtTime(q.createdAt)}</div>
                  <div className="sub">{c.quotedLines(q.lineCount, d.lines.length)}</div>
                  {awardable && whole(q) && (
                    <Button
                      size="small"
                      type="link"
                      onClick={() => setPicks(Object.fromEntries(q.lines.map((l) => [l.lineNo, q.id])))}
                    >
                      {c.wholeTo}
                    </Button>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {d.lines.map((l) => (
              <tr key={l.lineNo}>
                <td>{l.lineNo}</td>
                <td>
                  {l.productName}
                  {l.brand && <div className="sub">{l.brand}</div>}
                </td>
                <td>{l.spec}</td>
                <td>
                  {l.quantity} {l.unit}
                </td>
                {d.quotes.map((q) => {
                  const ql = q.lines.find((x) => x.lineNo === l.lineNo);
                  const isBest = ql !== undefined && best.get(l.lineNo) === ql.unitPriceFen;
                  const won = awardedQuote.get(l.lineNo) === q.id;
                  return (
                    <td
                      key={q.id}
                      className={`price${won || picks[l.lineNo] === q.id ? ' chosen' : ''}${isBest ? ' best' : ''}`}
                      data-testid={`cell-${l.lineNo}-${q.id}`}
                    >
                      {q.sealed ? (
                        c.sealed
                      ) : ql ? (
                        `¥${fenToYuan(ql.unitPriceFen)}`
                      ) : (
                        <span className="missing">{c.notQuoted}</span>
                      )}
                      {isBest && <span className="best-tag">{c.best}</span>}
                      {ql && <div className="sub">¥{fenToYuan(ql.amountFen)}</div>}
                      {ql?.skuTitle && <div className="sub">{ql.skuTitle}</div>}
                      {won && <div className="chosen-mark">{c.awardedTo}</div>}
                      {awardable && ql && (
                        <div className="pick">
                          <Radio
                            checked={picks[l.lineNo] === q.id}
                            onChange={() => setPicks((p) => ({ ...p, [l.lineNo]: q.id }))}
                            aria-label={`${c.awardCol} ${l.lineNo} ${q.supplierName}`}
                          >
                            {c.awardCol}
                          </Radio>
                        </div>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
            {d.quotes.length > 0 && (
              <>
                <tr className="sum">
                  <td colSpan={4}>{c.total}</td>
                  {d.quotes.map((q) => (
                    <td key={q.id} className="price total">
                      {q.totalFen === null ? c.sealed : `¥${fenToYuan(q.totalFen)}`}
                    </td>
                  ))}
                </tr>
                <tr>
                  <td colSpan={4}>{c.deliveryDays}</td>
                  {d.quotes.map((q) => (
                    <td key={q.id}>{c.days(q.deliveryDays)}</td>
                  ))}
                </tr>
                <tr>
                  <td colSpan={4}>{c.validUntil}</td>
                  {d.quotes.map((q) => (
                    <td key={q.id}>{q.validUntil}</td>
                  ))}
                </tr>
                <tr>
                  <td colSpan={4}>{c.quoteRemark}</td>
                  {d.quotes.map((q) => (
                    <td key={q.id}>{q.remark || '—'}</td>
                  ))}
                </tr>
                <tr>
                  <td colSpan={4}>{c.attachment}</td>
                  {d.quotes.map((q) => (
                    <td key={q.id}>
                      {q.attachment ? (
                        <a href={q.attachment} target="_blank" rel="noreferrer">
                          <img src={q.attachment} alt={`${q.supplierName} ${c.attachment}`} height={32} />
                        </a>
                      ) : (
                        '—'
                      )}
                    </td>
                  ))}
                </tr>
                <tr>
                  <td colSpan={4} />
                  {d.quotes.map((q) => (
                    <td key={q.id}>
                      {q.chosen ? (
                        <span className="chosen-mark">{c.accepted}</span>
                      ) : whole(q) || q.sealed ? (
                        <Button
                          type="primary"
                          disabled={q.expired || q.sealed}
                          onClick={() => setAccepting(q)}
                        >
                          {q.expired || q.sealed ? c.expired : c.accept}
                        </Button>
                      ) : null}
                    </td>
                  ))}
                </tr>
              </>
            )}
          </tbody>
        </table>
        {d.quotes.length === 0 && <div className="mall-bidding-empty">{c.noQuotes}</div>}
      </div>
      {awardable && (
        <div className="mall-bidding-award-bar">
          <span data-testid="award-summary">
            {c.awardSummary(picked.length, pickedSuppliers, fenToYuan(pickedFen))}
          </span>
          <Button type="primary" disabled={picked.length === 0} onClick={() => setAccepting('award')}>
            {c.award}
          </Button>
        </div>
      )}

      <Modal
        open={accepting !== null}
        title={accepting === 'award' ? c.awardTitle : c.acceptTitle}
        onCancel={() => setAccepting(null)}
        onOk={() => void confirm()}
        okText={c.confirmAccept}
        cancelText={c.cancelAction}
        okButtonProps={{ disabled: !addressId }}
        confirmLoading={accept.isPending}
        width={760}
        destroyOnHidden
      >
        {accepting && (
          <>
            {accepting === 'award' ? (
              <p>
                {c.awardSummary(picked.length, pickedSuppliers, fenToYuan(pickedFen))}。{c.awardNote}
              </p>
            ) : (
              <p>
                {accepting.supplierName} · {c.total}{' '}
                <b className="mall-price">¥{fenToYuan(accepting.totalFen ?? 0)}</b>
              </p>
            )}
            <h4>{c.address}</h4>
            {addressPicker(addressId, setAddressId)}
            <h4>{c.payMethod}</h4>
            <Radio.Group
              value={payMethod}
              onChange={(e) => setPayMethod(e.target.value as 1 | 2 | 3 | 4)}
              options={([1, 2, 3, 4] as const).map((v) => ({ value: v, label: PAY_METHOD_LABEL[v] }))}
            />
          </>
        )}
      </Modal>
    </div>
  );
}
