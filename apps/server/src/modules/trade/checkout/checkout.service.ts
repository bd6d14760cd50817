import {
  CHOOSABLE_INVOICE_TYPES,
  fenToYuan,
  INVOICE_TYPE_LABEL,
  PAY_METHOD_LABEL,
  type CheckoutPreview,
  type checkoutPreviewBody,
} from '@mall/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { findUsableAddress, toAddress } from '../address';
import { problemsOf, resolveWanted, type PricedCheckoutLine } from './checkout.lines';
import { priceLinesByAddress, resolveLineAddresses } from './line-addresses';
import {
  mergeHooks,
  placeOrder,
  type PlaceOrderDeps,
  type PlaceOrderHooks,
  type SubmitInput,
} from './place-order';

/**
 * What a buyer's company adds to checkout (the company module provides it): company fields, the approval
 * check and the budget charge on the order, and the facts the checkout page shows.
 */
export type CheckoutPolicy = {
  hooksFor(userId: number, input: SubmitInput): Promise<PlaceOrderHooks>;
  previewFor(
    userId: number,
    lines: readonly PricedCheckoutLine[],
    payFen: number,
  ): Promise<Pick<CheckoutPreview, 'approval' | 'budgets' | 'company' | 'credit'>>;
};

const PAY_METHODS = ([1, 2, 3, 4] as const).map((value) => ({
  value,
  label: PAY_METHOD_LABEL[value],
  online: value !== 4,
}));
/** 账期支付: offered to company members whose company has a credit account (the policy says). */
const CREDIT_METHOD = { value: 5, label: PAY_METHOD_LABEL[5], online: false };
const INVOICE_TYPES = CHOOSABLE_INVOICE_TYPES.map((value) => ({ value, label: INVOICE_TYPE_LABEL[value] }));

/** 结算: the preview (re-priced and re-checked lines) and the submit. */
export class CheckoutService {
  constructor(
    private readonly db: Db,
    private readonly deps: PlaceOrderDeps & {
      onReindex: (productIds: number[]) => void;
      policy?: CheckoutPolicy;
    },
  ) {}

  /** Prices and checks what would be bought, against the address's province (or the area cookie). */
  private payMethods() {
    return this.deps.onlinePayment === false ? PAY_METHODS.filter((m) => !m.online) : PAY_METHODS;
  }

  async preview(userId: number, body: z.output<typeof checkoutPreviewBody>): Promise<CheckoutPreview> {
    const address = body.addressId ? await findUsableAddress(this.db, userId, body.addressId) : null;
    if (body.addressId && !address) throw notFound('收货地址不存在');
    const areaCode = address?.provinceCode ?? body.areaCode;
    const wanted = await resolveWanted(this.db, userId, body);
    const elsewhere = await resolveLineAddresses(this.db, userId, body.addressId, wanted, body.lineAddresses);
    const lines = await priceLinesByAddress(this.db, wanted, areaCode, elsewhere, { userId });
    const goodsFen = lines.filter((l) => l.available).reduce((n, l) => n + l.amountFen, 0);
    const problems = problemsOf(lines);
    const company = this.deps.policy
      ? await this.deps.policy.previewFor(
          userId,
          lines.filter((l) => l.available),
          goodsFen,
        )
      : { credit: null };
    return {
      ...company,
      lines: lines.map(({ priceFen: _p, amountFen: _a, ...l }) => l),
      amounts: {
        goodsAmount: fenToYuan(goodsFen),
        freightAmount: '0.00',
        discountAmount: '0.00',
        payAmount: fenToYuan(goodsFen),
        itemCount: lines.filter((l) => l.available).reduce((n, l) => n + l.quantity, 0),
        lineCount: lines.filter((l) => l.available).length,
      },
      areaCode,
      address: address ? toAddress(address) : null,
      payMethods: company.credit ? [...this.payMethods(), CREDIT_METHOD] : this.payMethods(),
      invoiceTypes: INVOICE_TYPES,
      canSubmit: problems.length === 0 && lines.length > 0,
      problems,
    };
  }

  /**
   * Places an approved purchase request's order inside the approval's transaction (a savepoint: a refusal
   * rolls back only the order). `hooks` carry the company fields and the budget charge.
   */
  async placeWithin(tx: Tx, userId: number, input: SubmitInput, hooks: PlaceOrderHooks) {
    const { result, reindex } = await placeOrder(tx as unknown as Db, this.deps, userId, input, hooks);
    return { result, afterCommit: () => reindex.length && this.deps.onReindex(reindex) };
  }

  /** Places the order (see placeOrder) and refreshes the search rows of SKUs that sold out. */
  async submit(userId: number, input: SubmitInput, hooks?: PlaceOrderHooks) {
    const own = this.deps.policy ? await this.deps.policy.hooksFor(userId, input) : {};
    const { result, reindex } = await placeOrder(this.db, this.deps, userId, input, mergeHooks(hooks, own));
    if (reindex.length) this.deps.onReindex(reindex);
    return result;
  }
}
