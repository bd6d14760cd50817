import { sql } from 'drizzle-orm';
import { INVOICE_STATUS, type InvoiceTitleSnapshot } from '@mall/shared';
import { queryRows, type DbOrTx } from '../../../db/client';

/** An invoice application as a 数电票 needs it: its seller, kind, buyer's title, total and state. */
export type ApplicationFacts = {
  id: number;
  merchantId: number;
  type: number;
  status: number;
  title: InvoiceTitleSnapshot;
  totalFen: number;
  remark: string;
  orderNos: string[];
};

/** The application (its active orders' lines come from `applicationGoods`). */
export async function applicationFacts(db: DbOrTx, invoiceId: number): Promise<ApplicationFacts | null> {
  const [row] = await queryRows<{
    id: number;
    merchant_id: number;
    type: number;
    status: number;
    title: InvoiceTitleSnapshot;
    total_fen: string | number;
    remark: string;
    order_nos: string[];
  }>(
    db,
    sql`select id, merchant_id, type, status, title, total_fen, remark, order_nos from invoices where id = ${invoiceId}`,
  );
  if (!row) return null;
  return {
    id: row.id,
    merchantId: row.merchant_id,
    type: row.type,
    status: row.status,
    title: row.title,
    totalFen: Number(row.total_fen),
    remark: row.remark,
    orderNos: row.order_nos,
  };
}

export type ApplicationGood = {
  skuId: number;
  title: string;
  spec: string;
  unit: string;
  quantity: number;
  amountFen: number;
};

/**
 * The goods of an application's active orders (of its shipment's lines and quantities, for an application by
 * shipment), merged by SKU and price as the application merged them.
 */
export async function applicationGoods(db: DbOrTx, invoiceId: number): Promise<ApplicationGood[]> {
  const rows = await queryRows<{
    sku_id: number;
    title: string;
    model_no: string;
    spec_values: string[];
    unit: string;
    quantity: string | number;
    amount_fen: string | number;
  }>(
    db,
    sql`select l.sku_id, min(l.title) as title, min(l.model_no) as model_no,
          (array_agg(l.spec_values order by l.id))[1] as spec_values, min(l.unit) as unit,
          sum(coalesce(s.quantity, l.quantity)) as quantity, sum(coalesce(s.amount_fen, l.amount_fen)) as amount_fen
        from invoice_orders io join order_lines l on l.order_id = io.order_id
          left join invoice_shipment_lines s on s.invoice_id = io.invoice_id and s.order_line_id = l.id
        where io.invoice_id = ${invoiceId} and io.active and (io.shipment_id = 0 or s.order_line_id is not null)
        group by l.sku_id, l.price_fen order by min(l.id)`,
  );
  return rows.map((r) => ({
    skuId: r.sku_id,
    title: r.title,
    spec: [r.model_no, ...(r.spec_values ?? [])].filter(Boolean).join(' '),
    unit: r.unit,
    quantity: Number(r.quantity),
    amountFen: Number(r.amount_fen),
  }));
}

/**
 * A seller's applications still 申请中 and not held for the quota (held ones are counted apart): what its
 * coming issues, the month-end merged invoices among them, will take of the 授信额度, tax-exclusive 分.
 */
export async function waitingApplications(
  db: DbOrTx,
  merchantId: number,
): Promise<{ count: number; amountFen: number }> {
  const [row] = await queryRows<{ count: string | number; fen: string | number | null }>(
    db,
    sql`select count(*) as count, sum(round((i.amounts->>'amountExclTax')::numeric * 100)) as fen
        from invoices i
        where i.merchant_id = ${merchantId} and i.status = ${INVOICE_STATUS.APPLYING}
          and not exists (select 1 from einvoice_issues e where e.invoice_id = i.id and e.status = 'held')`,
  );
  return { count: Number(row?.count ?? 0), amountFen: Number(row?.fen ?? 0) };
}
