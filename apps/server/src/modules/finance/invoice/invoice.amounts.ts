import {
  fenToChineseCapital,
  fenToYuan,
  INVOICE_TAX_RATE_PERCENT,
  yuanToFen,
  type InvoiceAmounts,
  type InvoiceLine,
} from '@mall/shared';

/** An order line as the invoice sees it, with what after-sales refunded of it. */
export type BilledLine = {
  skuId: number;
  /** The applicant's company's 物料编码 of the SKU, when it keeps one. */
  materialCode?: string;
  title: string;
  brandName: string;
  modelNo: string;
  specValues: string[];
  unit: string;
  priceFen: number;
  quantity: number;
  amountFen: number;
  refundedFen: number;
  returnedQuantity: number;
};

const RATE = INVOICE_TAX_RATE_PERCENT;

/** Tax inside a tax-inclusive amount, rounded half up to the fen: incl × 13 / 113. */
export function taxOf(inclFen: number): number {
  return Math.floor((inclFen * RATE * 2 + (100 + RATE)) / ((100 + RATE) * 2));
}

/** Ten-thousandths of a yuan with 4 decimals ("12.3457"), as invoices print unit prices. */
function unitPrice(exclFen: number, quantity: number): string {
  if (quantity <= 0) return '';
  const tenThousandths = Math.round((exclFen * 100) / quantity);
  const s = String(tenThousandths).padStart(5, '0');
  return `${s.slice(0, -4)}.${s.slice(-4)}`;
}

/**
 * The invoice's lines and totals: order lines of the same SKU and price are merged, after-sales refunds
 * deducted (returned quantities leave the line, refund-only reduces its amount), lines with nothing left
 * dropped; tax 13% computed per line on the tax-inclusive amount (the totals are the lines' sums, so the
 * printed figures always add up). `ordersFen` is the orders' payable total (freight would show as a line).
 */
export function buildInvoice(
  billed: BilledLine[],
  ordersFen: number,
): { lines: InvoiceLine[]; amounts: InvoiceAmounts; totalFen: number } {
  const merged = new Map<string, BilledLine>();
  for (const l of billed) {
    const key = `${l.skuId}:${l.priceFen}`;
    const m = merged.get(key);
    if (m) {
      m.quantity += l.quantity;
      m.amountFen += l.amountFen;
      m.refundedFen += l.refundedFen;
      m.returnedQuantity += l.returnedQuantity;
    } else merged.set(key, { ...l, specValues: [...l.specValues] });
  }
  const goodsFen = billed.reduce((n, l) => n + l.amountFen, 0);
  const refundedFen = billed.reduce((n, l) => n + l.refundedFen, 0);
  const rows: {
    name: string;
    spec: string;
    unit: string;
    quantity: number;
    inclFen: number;
    materialCode?: string;
  }[] = [];
  for (const l of merged.values()) {
    const inclFen = l.amountFen - l.refundedFen;
    if (inclFen <= 0) continue;
    rows.push({
      name: l.title,
      spec: [l.modelNo, ...l.specValues].filter(Boolean).join(' '),
      unit: l.unit,
      quantity: Math.max(l.quantity - l.returnedQuantity, 1),
      inclFen,
      ...(l.materialCode ? { materialCode: l.materialCode } : {}),
    });
  }
  // Freight and discounts (none today) keep the total equal to what was paid.
  const otherFen = ordersFen - goodsFen;
  if (otherFen > 0)
    rows.push({ name: '运输服务*运费', spec: '', unit: '次', quantity: 1, inclFen: otherFen });
  let tax = 0;
  let excl = 0;
  const lines: InvoiceLine[] = rows.map((r) => {
    const taxFen = taxOf(r.inclFen);
    const exclFen = r.inclFen - taxFen;
    tax += taxFen;
    excl += exclFen;
    return {
      name: r.name,
      spec: r.spec,
      unit: r.unit,
      quantity: r.quantity,
      unitPriceExclTax: unitPrice(exclFen, r.quantity),
      amountExclTax: fenToYuan(exclFen),
      taxRate: `${RATE}%`,
      taxAmount: fenToYuan(taxFen),
      amountInclTax: fenToYuan(r.inclFen),
      ...(r.materialCode ? { materialCode: r.materialCode } : {}),
    };
  });
  const totalFen = tax + excl;
  return {
    lines,
    totalFen,
    amounts: {
      totalAmount: fenToYuan(totalFen),
      totalAmountCapital: fenToChineseCapital(totalFen),
      amountExclTax: fenToYuan(excl),
      taxAmount: fenToYuan(tax),
      taxRate: `${RATE}%`,
      ordersAmount: fenToYuan(ordersFen),
      refundedAmount: fenToYuan(refundedFen),
    },
  };
}

/** A yuan string negated ("12.30" → "-12.30"); zero stays "0.00". */
function negYuan(yuan: string): string {
  return fenToYuan(-yuanToFen(yuan));
}

/**
 * The red-letter (负数) counterpart of an issued invoice: every line with negative quantity and amounts (unit
 * prices stay positive, as printed on red invoices) and negative totals; 大写 reads （负数）….
 */
export function negateInvoice(
  lines: InvoiceLine[],
  amounts: InvoiceAmounts,
): { lines: InvoiceLine[]; amounts: InvoiceAmounts; totalFen: number } {
  const totalFen = -yuanToFen(amounts.totalAmount);
  return {
    lines: lines.map((l) => ({
      ...l,
      quantity: -l.quantity,
      amountExclTax: negYuan(l.amountExclTax),
      taxAmount: negYuan(l.taxAmount),
      amountInclTax: negYuan(l.amountInclTax),
    })),
    totalFen,
    amounts: {
      ...amounts,
      totalAmount: fenToYuan(totalFen),
      totalAmountCapital: `（负数）${fenToChineseCapital(-totalFen)}`,
      amountExclTax: negYuan(amounts.amountExclTax),
      taxAmount: negYuan(amounts.taxAmount),
    },
  };
}
