import { useState, type ReactNode } from 'react';
import { Button, Descriptions, Modal, Radio, Spin } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PAY_METHOD_LABEL, fenToYuan, type BiddingQuote } from '@mall/shared';
import { paths } from '@/config/paths';
import { biddingCopy } from '@/locales/zh-CN-bidding';
import { toast } from '@/lib/toast';
import { acceptQuote, biddingKeys, getBidding } from '../api/bidding-api';
import { StatusTag, fmtTime } from './bidding-list';

const c = biddingCopy.bidding;

/** A request's facts and its quotes side by side (one column per quote, one row per line), 接受报价. */
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
  const [accepting, setAccepting] = useState<BiddingQuote | null>(null);
  const [addressId, setAddressId] = useState<number | null>(null);
  const [payMethod, setPayMethod] = useState<1 | 2 | 3 | 4>(4);
  const [busy, setBusy] = useState(false);

  if (query.isPending) return <Spin />;
  const d = query.data;
  if (!d) return null;

  const confirm = async () => {
    if (!accepting || !addressId) return;
    setBusy(true);
    try {
      await acceptQuote({ id, quoteId: accepting.id, addressId, payMethod });
      toast.success(c.acceptOk);
      setAccepting(null);
      await client.invalidateQueries({ queryKey: biddingKeys.all });
    } catch {
      // the request layer showed the reason
    } finally {
      setBusy(false);
    }
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
        {d.orderNo && (
          <Descriptions.Item label={c.orderNo}>
            <Link to={paths.orderDetail.getHref(d.orderNo)} data-testid="bidding-order-link">
              {d.orderNo}
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
                  return (
                    <td key={q.id} className={`price${q.chosen ? ' chosen' : ''}`}>
                      {ql ? `¥${fenToYuan(ql.unitPriceFen)}` : '—'}
                      {ql && <div className="sub">¥{fenToYuan(ql.amountFen)}</div>}
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
                      ¥{fenToYuan(q.totalFen)}
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
                  <td colSpan={4} />
                  {d.quotes.map((q) => (
                    <td key={q.id}>
                      {q.chosen ? (
                        <span className="chosen-mark">{c.accepted}</span>
                      ) : (
                        <Button type="primary" disabled={q.expired} onClick={() => setAccepting(q)}>
                          {q.expired ? c.expired : c.accept}
                        </Button>
                      )}
                    </td>
                  ))}
                </tr>
              </>
            )}
          </tbody>
        </table>
        {d.quotes.length === 0 && <div className="mall-bidding-empty">{c.noQuotes}</div>}
      </div>

      <Modal
        open={accepting !== null}
        title={c.acceptTitle}
        onCancel={() => setAccepting(null)}
        onOk={() => void confirm()}
        okText={c.confirmAccept}
        cancelText={c.cancelAction}
        okButtonProps={{ disabled: !addressId }}
        confirmLoading={busy}
        width={760}
        destroyOnHidden
      >
        {accepting && (
          <>
            <p>
              {accepting.supplierName} · {c.total}{' '}
              <b className="mall-price">¥{fenToYuan(accepting.totalFen)}</b>
            </p>
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
