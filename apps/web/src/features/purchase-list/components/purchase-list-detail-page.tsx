import { useState } from 'react';
import { Alert, Button, Checkbox, Empty, Popconfirm, Result, Space, Spin, Tag } from 'antd';
import { EditOutlined, ShoppingCartOutlined, UploadOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import dayjs from '@/lib/dayjs';
import { useQueryClient } from '@tanstack/react-query';
import type { PurchaseListCartReport, PurchaseListDetail, PurchaseListLine } from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { DownloadButton } from '@/components/download-button';
import { LineSpecs } from '@/components/line-product';
import { Price } from '@/components/price';
import { paths } from '@/config/paths';
import { t } from '@/locales/zh-CN';
import { tradeCopy } from '@/locales/zh-CN-trade';
import { RequestError } from '@/lib/request';
import { toast } from '@/lib/toast';
import { addPurchaseListToCart } from '../api/add-purchase-list-to-cart';
import { deletePurchaseListLines } from '../api/delete-purchase-list-lines';
import { editPurchaseListLine } from '../api/edit-purchase-list-line';
import { exportPurchaseList } from '../api/export-purchase-list';
import { usePurchaseListDetail } from '../api/get-purchase-list-detail';
import { usePurchaseLists } from '../api/get-purchase-lists';
import { purchaseListKeys } from '../api/purchase-list-keys';
import { updatePurchaseList } from '../api/update-purchase-list';
import { ImportModal } from './import-modal';
import { ListFormModal } from './list-form-modal';
import { QuantityField, RemarkField } from './list-line-fields';
import { LineImage } from '@/components/line-image';
import '../purchase-list.css';

const c = t.purchaseList;
const STATE_COLOR = {
  ok: 'green',
  off_shelf: 'default',
  not_in_area: 'orange',
  out_of_stock: 'red',
} as const;

/** /purchase-lists/detail?id=: the lines with today's price and stock, quantities, to the cart, .xlsx out and in. */
export function PurchaseListDetailPage({ id, areaCode }: { id: number; areaCode: string }) {
  const query = usePurchaseListDetail(id, areaCode);
  // The buyer's company when they may share lists with it (the lists call says).
  const companyName = usePurchaseLists().data?.companyName ?? null;
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [report, setReport] = useState<PurchaseListCartReport | null>(null);
  const [renaming, setRenaming] = useState(false);
  const [importing, setImporting] = useState(false);

  const put = (detail: PurchaseListDetail) => {
    queryClient.setQueryData(purchaseListKeys.detail(id, areaCode), detail);
    void queryClient.invalidateQueries({ queryKey: purchaseListKeys.lists });
  };
  const edit = useAction(
    (change: { lineId: number; quantity?: number; remark?: string }) =>
      editPurchaseListLine({ listId: id, areaCode, ...change }),
    { onSuccess: put },
  );
  const remove = useAction(
    (lineIds: number[]) => deletePurchaseListLines({ listId: id, lineIds, areaCode }),
    {
      onSuccess: (detail) => {
        put(detail);
        setChosen(new Set());
        toast.success(c.lineRemoved);
      },
    },
  );
  const toCart = useAction(
    (lineIds: number[] | undefined) => addPurchaseListToCart({ listId: id, areaCode, lineIds }),
    {
      onSuccess: (r) => {
        setReport(r);
        if (!r.added) toast.error(c.cartNone);
        else if (r.failed) toast.warning(c.cartSome(r.added, r.failed));
        else toast.success(c.cartDone(r.added));
      },
    },
  );

  const list = query.data;
  if (!list) {
    const notFound = query.error instanceof RequestError && query.error.status === 404;
    return query.isPending && id > 0 ? (
      <div className="mall-plist-loading">
        <Spin />
      </div>
    ) : (
      <Result
        status={notFound || id <= 0 ? '404' : 'warning'}
        title={notFound || id <= 0 ? c.notFound : c.loadFailed}
        subTitle={notFound || id <= 0 ? c.notFoundSub : query.error?.message}
        extra={
          <Link to={paths.purchaseLists.getHref()}>
            <Button type="primary">{c.backToLists}</Button>
          </Link>
        }
      />
    );
  }

  const lines = list.lines;
  const picked = lines.filter((l) => chosen.has(l.id));
  const toggle = (lineId: number, on: boolean) =>
    setChosen((s) => {
      const next = new Set(s);
      if (on) next.add(lineId);
      else next.delete(lineId);
      return next;
    });
  const allOn = lines.length > 0 && picked.length === lines.length;
  const busy = edit.isPending || remove.isPending || toCart.isPending;
  const outcome = new Map(report?.lines.map((l) => [l.lineId, l]) ?? []);

  const rename = async (values: { name: string; shared?: 0 | 1 }) => {
    const changed: { name?: string; shared?: 0 | 1 } = {};
    if (values.name !== list.name) changed.name = values.name;
    if (values.shared !== undefined && values.shared !== (list.shared ? 1 : 0))
      changed.shared = values.shared;
    if (Object.keys(changed).length) await updatePurchaseList({ id, ...changed });
    toast.success(c.saved);
    await queryClient.invalidateQueries({ queryKey: purchaseListKeys.all });
  };

  return (
    <div className="mall-plist mall-plist-detail">
      <div className="mall-plist-crumb">
        <Link to={paths.purchaseLists.getHref()}>{c.title}</Link> &gt; {list.name}
      </div>
      <div className="mall-plist-head">
        <div>
          <h1>
            {list.name}
            <Tag color={list.shared ? 'blue' : 'default'}>{list.shared ? c.sharedTag : c.privateTag}</Tag>
          </h1>
          <div className="muted">
            {c.owner(list.ownerName)}
            <span className="gap" />
            {c.updated(dayjs(list.updatedAt).format('YYYY-MM-DD HH:mm'))}
            <span className="gap" />
            {c.areaNote(list.areaName)}
          </div>
        </div>
        <Space>
          {list.canEdit && (
            <Button icon={<EditOutlined />} onClick={() => setRenaming(true)}>
              {c.rename}
            </Button>
          )}
          {list.canEdit && (
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              {c.import}
            </Button>
          )}
          <DownloadButton download={() => exportPurchaseList({ id, areaCode })} saved={c.exported}>
            {c.export}
          </DownloadButton>
        </Space>
      </div>
      {!list.canEdit && <Alert className="mall-plist-readonly" type="info" showIcon title={c.readOnly} />}
      {/* Above the lines: the sticky bar below them would cover it. */}
      {report && (
        <Alert
          className="mall-plist-report"
          type={report.failed ? (report.added ? 'warning' : 'error') : 'success'}
          showIcon
          role="status"
          title={report.failed ? c.cartSome(report.added, report.failed) : c.cartDone(report.added)}
          action={
            report.added ? (
              <Link to={paths.cart.getHref()}>
                <Button size="small" type="primary">
                  {c.goCart}
                </Button>
              </Link>
            ) : null
          }
        />
      )}

      {lines.length === 0 ? (
        <Empty className="mall-plist-empty" description={c.emptyLines}>
          <div className="muted">{c.emptyLinesSub}</div>
        </Empty>
      ) : (
        <table className="mall-plist-table" aria-label={list.name}>
          <thead>
            <tr>
              <th className="c-check">
                <Checkbox
                  checked={allOn}
                  indeterminate={picked.length > 0 && !allOn}
                  onChange={(e) => setChosen(new Set(e.target.checked ? lines.map((l) => l.id) : []))}
                >
                  {c.selectAll}
                </Checkbox>
              </th>
              <th>{c.colProduct}</th>
              <th className="c-price">{c.colPrice}</th>
              <th className="c-qty">{c.colQuantity}</th>
              <th className="c-amount">{c.colAmount}</th>
              <th className="c-state">{c.colState}</th>
              <th className="c-remark">{c.colRemark}</th>
              {list.canEdit && <th className="c-action">{c.colAction}</th>}
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <LineRow
                key={line.id}
                line={line}
                canEdit={list.canEdit}
                busy={busy}
                checked={chosen.has(line.id)}
                added={outcome.get(line.id)}
                onCheck={(on) => toggle(line.id, on)}
                onQuantity={(quantity) => void edit.run({ lineId: line.id, quantity })}
                onRemark={(remark) => void edit.run({ lineId: line.id, remark })}
                onRemove={() => remove.run([line.id])}
              />
            ))}
          </tbody>
        </table>
      )}

      {lines.length > 0 && (
        <div className="mall-plist-bar" role="region" aria-label={c.cartReportTitle}>
          {list.canEdit && (
            <Popconfirm
              title={c.removeSelectedConfirm(picked.length)}
              okText={c.removeLine}
              cancelText={tradeCopy.cart.cancel}
              okButtonProps={{ danger: true }}
              disabled={!picked.length}
              onConfirm={() => remove.run(picked.map((l) => l.id))}
            >
              <button
                type="button"
                className="mall-link-button"
                onClick={() => {
                  if (!picked.length) toast.info(c.nothingSelected);
                }}
              >
                {c.removeSelected}
              </button>
            </Popconfirm>
          )}
          <div className="spacer" />
          <span className="summary">{c.summary(list.readyLines, lines.length)}</span>
          <span className="total">
            {c.readyAmount}
            <Price value={list.readyAmount} className="big" />
          </span>
          <Button
            icon={<ShoppingCartOutlined />}
            disabled={busy}
            onClick={() => {
              if (!picked.length) return toast.info(c.nothingSelected);
              void toCart.run(picked.map((l) => l.id));
            }}
          >
            {picked.length ? `${c.addSelected}（${picked.length}）` : c.addSelected}
          </Button>
          <Button
            type="primary"
            size="large"
            loading={toCart.isPending}
            onClick={() => void toCart.run(undefined)}
          >
            {c.addAll}
          </Button>
        </div>
      )}

      <ListFormModal
        open={renaming}
        list={list}
        companyName={companyName}
        onSubmit={rename}
        onClose={() => setRenaming(false)}
      />
      {importing && (
        <ImportModal
          list={list}
          companyName={companyName}
          onClose={() => setImporting(false)}
          onDone={() => {
            setImporting(false);
            void queryClient.invalidateQueries({ queryKey: purchaseListKeys.all });
          }}
        />
      )}
    </div>
  );
}

type RowProps = {
  line: PurchaseListLine;
  canEdit: boolean;
  busy: boolean;
  checked: boolean;
  added: PurchaseListCartReport['lines'][number] | undefined;
  onCheck: (on: boolean) => void;
  onQuantity: (quantity: number) => void;
  onRemark: (remark: string) => void;
  onRemove: () => Promise<unknown>;
};

function LineRow({ line, canEdit, busy, checked, added, onCheck, onQuantity, onRemark, onRemove }: RowProps) {
  const href = line.productId ? paths.goods.getHref(line.skuId) : null;
  return (
    <tr className={line.availability === 'ok' ? undefined : 'dead'} aria-label={line.title}>
      <td className="c-check">
        <Checkbox
          aria-label={c.selectLine(line.title)}
          checked={checked}
          onChange={(e) => onCheck(e.target.checked)}
        />
      </td>
      <td>
        <div className="info">
          <LineImage line={line} />
          <div>
            {href ? (
              <Link to={href} className="name mall-ellipsis-2" title={line.title}>
                {line.title}
              </Link>
            ) : (
              <span className="name">{line.title}</span>
            )}
            <div className="meta">
              {line.code}
              {line.brandName || line.modelNo
                ? ` · ${tradeCopy.cart.brandModel(line.brandName, line.modelNo)}`
                : ''}
            </div>
            <LineSpecs values={line.specValues} />
          </div>
        </div>
      </td>
      <td className="c-price">
        <Price value={line.price} />
      </td>
      <td className="c-qty">
        {canEdit ? (
          <QuantityField line={line} disabled={busy} onChange={onQuantity} />
        ) : (
          <span>
            {line.quantity}
            {line.unit}
          </span>
        )}
        {line.productId > 0 && <div className="rule">{c.moqStep(line.moq, line.step, line.unit)}</div>}
      </td>
      <td className="c-amount">
        <Price value={line.amount} />
      </td>
      <td className="c-state">
        <Tag color={STATE_COLOR[line.availability]}>
          {line.availability === 'ok' ? c.stateOk : line.reason}
        </Tag>
        {line.availability === 'ok' && <div className="rule">{c.stockLeft(line.stock, line.unit)}</div>}
        {line.availability === 'ok' && line.reason && <div className="reason">{line.reason}</div>}
        {added && (
          <div className={added.ok ? 'added ok' : 'added failed'}>{added.ok ? c.lineAdded : added.msg}</div>
        )}
      </td>
      <td className="c-remark">
        {canEdit ? <RemarkField line={line} disabled={busy} onChange={onRemark} /> : line.remark}
      </td>
      {canEdit && (
        <td className="c-action">
          <Popconfirm
            title={c.removeLineConfirm}
            okText={c.removeLine}
            cancelText={tradeCopy.cart.cancel}
            onConfirm={onRemove}
          >
            <button type="button" className="mall-link-button">
              {c.removeLine}
            </button>
          </Popconfirm>
        </td>
      )}
    </tr>
  );
}
