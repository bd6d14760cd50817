import type { ReactNode } from 'react';
import { Button, Checkbox, Empty, Modal, Popconfirm, Tag } from 'antd';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { CartEditBody, CartLine, CartList } from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { LineMaterialCode, LineSpecs } from '@/components/line-product';
import { Price } from '@/components/price';
import { PriceMark } from '@/components/price-mark';
import { paths } from '@/config/paths';
import { t } from '@/locales/zh-CN';
import { tradeCopy } from '@/locales/zh-CN-trade';
import { navigate } from '@/lib/navigation';
import { toast } from '@/lib/toast';
import { cartKeys, deleteCartProduct, editCartProduct, useCartList } from '../api/cart-api';
import { QuantityStepper } from './quantity-stepper';
import { LoadState } from '@/components/load-state';
import '@/components/line-image.css';
import '../cart.css';
import { SellerName } from '@/components/plain';

/** The column heads after 全选: each column's class and title. */
const HEADS = [
  ['c-info', tradeCopy.cart.colProduct],
  ['c-price', tradeCopy.cart.colPrice],
  ['c-qty', tradeCopy.cart.colQuantity],
  ['c-amount', tradeCopy.cart.colAmount],
  ['c-action', tradeCopy.cart.colAction],
] as const;

type Props = {
  areaCode: string;
  /** Actions on the selected lines the page composes in (加入常购清单, 生成报价单), before 去结算. */
  selectionAction?: (lines: { id: number; skuId: number; quantity: number }[]) => ReactNode;
  /** What stands in for 去结算 (a punch-out session's 返回采购系统), given how many lines are selected. */
  checkoutAction?: (selectedCount: number) => ReactNode;
};

/** /cart/list: lines, quantities, selection, deletion, unavailable lines apart, totals, 去结算. */
export function CartPage({ areaCode, selectionAction, checkoutAction }: Props) {
  const query = useCartList(areaCode);
  const queryClient = useQueryClient();
  const [modal, modalHolder] = Modal.useModal();
  const put = (list: CartList) => queryClient.setQueryData(cartKeys.list(areaCode), list);
  const refresh = () => queryClient.invalidateQueries({ queryKey: cartKeys.all });

  const editing = useAction(
    (body: Omit<CartEditBody, 'areaCode'>) =>
      // After a refusal (shown by the request layer) the cart is shown as the server has it.
      editCartProduct({ ...body, areaCode }).catch(async (error: unknown) => {
        await refresh();
        throw error;
      }),
    { onSuccess: put },
  );
  const removing = useAction(async (ids: number[]) => {
    try {
      await deleteCartProduct({ ids });
      toast.success(tradeCopy.cart.deleted);
    } finally {
      await refresh();
    }
  });
  const busy = editing.isPending || removing.isPending;
  const edit = editing.run;
  const remove = removing.run;

  if (!query.data) {
    return (
      <div className="mall-container mall-trade-page mall-cart">
        <LoadState
          query={query}
          failed={tradeCopy.cart.loadFailed}
          retry={tradeCopy.cart.retry}
          loadingClass="mall-cart-loading"
        />
      </div>
    );
  }

  const { lines, unavailableLines, totals, cartNum } = query.data;
  const selectable = lines.filter((l) => l.available);
  const selected = selectable.filter((l) => l.selected === 1);

  const confirmDeleteSelected = () => {
    if (selected.length === 0) {
      toast.info(tradeCopy.cart.nothingSelected);
      return;
    }
    modal.confirm({
      title: tradeCopy.cart.deleteManyConfirm(selected.length),
      okText: tradeCopy.cart.deleteOk,
      cancelText: tradeCopy.cart.cancel,
      okButtonProps: { danger: true },
      onOk: () => remove(selected.map((l) => l.id)),
    });
  };

  const checkout = () => {
    if (selected.length === 0) {
      toast.info(tradeCopy.cart.nothingSelected);
      return;
    }
    navigate(paths.settlement.getHref({ cartIds: selected.map((l) => l.id) }));
  };

  if (cartNum === 0) {
    return (
      <div className="mall-container mall-trade-page mall-cart">
        <h1 className="mall-cart-title mall-trade-title">{tradeCopy.cart.title}</h1>
        <div className="mall-cart-empty">
          <Empty description={tradeCopy.cart.emptyTitle}>
            <div className="sub">{tradeCopy.cart.emptySub}</div>
            <Button type="primary" onClick={() => navigate(paths.home.getHref())}>
              {tradeCopy.cart.goShopping}
            </Button>
            <Link to={paths.quickOrder.getHref()} className="mall-cart-quick-order">
              {t.quickOrder.fromCart}
            </Link>
          </Empty>
        </div>
      </div>
    );
  }

  return (
    <div className="mall-container mall-trade-page mall-cart">
      {modalHolder}
      <h1 className="mall-cart-title mall-trade-title">
        {tradeCopy.cart.title}
        <span className="count">{tradeCopy.cart.allLines(cartNum)}</span>
        <Link to={paths.quickOrder.getHref()} className="quick-order">
          {t.quickOrder.fromCart}
        </Link>
      </h1>
      <div className="mall-cart-table" role="table" aria-label={tradeCopy.cart.title}>
        <div className="mall-cart-head" role="row">
          <div className="c-check" role="columnheader">
            <Checkbox
              checked={totals.allSelected === 1}
              indeterminate={selected.length > 0 && totals.allSelected !== 1}
              disabled={busy || selectable.length === 0}
              onChange={(e) => void edit({ all: 1, selected: e.target.checked ? 1 : 0 })}
            >
              {tradeCopy.cart.selectAll}
            </Checkbox>
          </div>
          {HEADS.map(([className, title]) => (
            <div key={className} className={className} role="columnheader">
              {title}
            </div>
          ))}
        </div>
        {bySeller(lines).map((group) => (
          <section
            key={group.sellerId}
            className="mall-cart-seller"
            role="rowgroup"
            aria-label={group.sellerName}
            data-testid="cart-seller"
          >
            <div className="mall-cart-seller-head">
              {group.sellerId === 0 ? <em className="self">{t.catalogue.selfRun}</em> : null}
              <strong>
                <SellerName id={group.sellerId} name={group.sellerName} selfLabel="name" />
              </strong>
            </div>
            {group.lines.map((line) => (
              <CartRow
                key={line.id}
                line={line}
                busy={busy}
                onSelect={(on) => void edit({ ids: [line.id], selected: on ? 1 : 0 })}
                onQuantity={(quantity) => void edit({ ids: [line.id], quantity })}
                onDelete={() => void remove([line.id])}
              />
            ))}
          </section>
        ))}
      </div>

      {unavailableLines.length > 0 && (
        <section className="mall-cart-unavailable" aria-label={tradeCopy.cart.unavailableTitle}>
          <header>
            <strong>{tradeCopy.cart.unavailableTitle}</strong>
            <span className="hint">{tradeCopy.cart.unavailableHint}</span>
            <Popconfirm
              title={tradeCopy.cart.deleteManyConfirm(unavailableLines.length)}
              okText={tradeCopy.cart.deleteOk}
              cancelText={tradeCopy.cart.cancel}
              onConfirm={() => remove(unavailableLines.map((l) => l.id))}
            >
              <button type="button" className="mall-link-button">
                {tradeCopy.cart.clearUnavailable}
              </button>
            </Popconfirm>
          </header>
          {unavailableLines.map((line) => (
            <CartRow key={line.id} line={line} busy={busy} onDelete={() => void remove([line.id])} />
          ))}
        </section>
      )}

      <div className="mall-cart-bar" role="region" aria-label={tradeCopy.cart.totalLabel}>
        <Checkbox
          checked={totals.allSelected === 1}
          disabled={busy || selectable.length === 0}
          onChange={(e) => void edit({ all: 1, selected: e.target.checked ? 1 : 0 })}
        >
          {tradeCopy.cart.selectAll}
        </Checkbox>
        <button type="button" className="mall-link-button" onClick={confirmDeleteSelected}>
          {tradeCopy.cart.deleteSelected}
        </button>
        <div className="spacer" />
        <span className="summary">
          {tradeCopy.cart.selectedSummary(totals.selectedLines, totals.selectedQuantity)}
        </span>
        <span className="total">
          {tradeCopy.cart.totalLabel}
          <Price value={totals.selectedAmount} className="big" />
        </span>
        {selectionAction?.(selected.map((l) => ({ id: l.id, skuId: l.skuId, quantity: l.quantity })))}
        {checkoutAction ? (
          checkoutAction(selected.length)
        ) : (
          <Button type="primary" size="large" className="go" disabled={busy} onClick={checkout}>
            {tradeCopy.cart.checkout}
          </Button>
        )}
      </div>
    </div>
  );
}

type RowProps = {
  line: CartLine;
  busy: boolean;
  onSelect?: (on: boolean) => void;
  onQuantity?: (quantity: number) => void;
  onDelete: () => void;
};

function CartRow({ line, busy, onSelect, onQuantity, onDelete }: RowProps) {
  const dead = !onQuantity;
  return (
    <div
      className={`mall-cart-row${line.selected ? ' selected' : ''}${dead ? ' dead' : ''}`}
      role="row"
      aria-label={line.title}
    >
      <div className="c-check" role="cell">
        {dead ? (
          <Tag>{tradeCopy.checkout.unavailable}</Tag>
        ) : (
          <Checkbox
            aria-label={tradeCopy.cart.selectLine(line.title)}
            checked={line.selected === 1}
            disabled={busy || !line.available}
            onChange={(e) => onSelect?.(e.target.checked)}
          />
        )}
      </div>
      <div className="c-info" role="cell">
        <Link to={paths.goods.getHref(line.skuId)} className="img mall-line-image">
          {line.image ? <img src={line.image} alt={line.title} /> : null}
        </Link>
        <div className="text">
          <Link to={paths.goods.getHref(line.skuId)} className="name mall-ellipsis-2" title={line.title}>
            {line.title}
          </Link>
          <div className="meta">{tradeCopy.cart.brandModel(line.brandName, line.modelNo)}</div>
          <LineMaterialCode code={line.materialCode} />
          <LineSpecs values={line.specValues} />
          {line.reason && <div className="reason">{line.reason}</div>}
        </div>
      </div>
      <div className="c-price" role="cell">
        <Price value={line.price} />
        <PriceMark listPrice={line.listPrice} priceTag={line.priceTag} />
        {line.quotationNo && (
          <div className="mall-cart-quoted">{t.quotation.fromQuotation(line.quotationNo)}</div>
        )}
        {line.notice && <div className="reason">{line.notice}</div>}
      </div>
      <div className="c-qty" role="cell">
        {dead ? (
          <span>
            {line.quantity}
            {line.unit}
          </span>
        ) : (
          <>
            <QuantityStepper
              value={line.quantity}
              moq={line.moq}
              step={line.step}
              stock={line.stock}
              unit={line.unit}
              title={line.title}
              disabled={busy}
              onChange={(q) => onQuantity(q)}
            />
            <div className="rule">{tradeCopy.cart.moqStep(line.moq, line.step, line.unit)}</div>
            <div className="rule">{tradeCopy.cart.stockLeft(line.stock, line.unit)}</div>
          </>
        )}
      </div>
      <div className="c-amount" role="cell">
        <Price value={line.amount} />
      </div>
      <div className="c-action" role="cell">
        <Popconfirm
          title={tradeCopy.cart.deleteConfirm}
          okText={tradeCopy.cart.deleteOk}
          cancelText={tradeCopy.cart.cancel}
          onConfirm={onDelete}
        >
          <button type="button" className="mall-link-button">
            {tradeCopy.cart.delete}
          </button>
        </Popconfirm>
      </div>
    </div>
  );
}

/** Cart lines by seller, in the order sellers first appear (each seller's lines become one order). */
function bySeller<L extends { sellerId: number; sellerName: string }>(lines: readonly L[]) {
  const groups = new Map<number, { sellerId: number; sellerName: string; lines: L[] }>();
  for (const line of lines) {
    const id = line.sellerId ?? 0;
    const group = groups.get(id) ?? {
      sellerId: id,
      sellerName: id === 0 ? t.catalogue.selfRunName : line.sellerName,
      lines: [],
    };
    group.lines.push(line);
    groups.set(id, group);
  }
  return [...groups.values()];
}
