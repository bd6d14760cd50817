import { sql, type SQL } from 'drizzle-orm';
import {
  EINVOICE_FOLDER_TYPE_LABEL,
  RED_FORM_MSG,
  type Page,
  type SellerBlueInvoice,
  type SellerBlueInvoiceDetail,
  type SellerBlueInvoiceQuery,
} from '@mall/shared';
import { queryRows, type DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { issuedBlueOf, remainingOf } from './red-form.reads';

/*
 * The seller's issued blue 数电票 as 申请红字确认单 picks them: what each invoice (and each line) still has to
 * reverse after the live forms (待确认, 已确认, 无需确认), the same count the apply call checks against.
 */

const LIVE = sql`('pending', 'confirmed', 'no_confirm')`;
const likeText = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

type Row = {
  invoice_id: number | string;
  apply_no: string;
  number: string;
  type: '81' | '82';
  issued_at: Date | string | null;
  buyer_name: string | null;
  buyer_tax_id: string | null;
  order_nos: string[] | null;
  total_fen: number | string;
  reversed_fen: number | string;
  pending: boolean;
  use_confirmed: boolean;
  total: number | string;
};

/** The select both reads share: one issued blue invoice per application, with its live forms summed. */
function select(where: SQL, tail: SQL) {
  return sql`select e.invoice_id, i.apply_no, e.number, e.type, e.issued_at,
      e.request->'buyer'->>'name' as buyer_name, e.request->'buyer'->>'taxId' as buyer_tax_id,
      i.order_nos, e.total_fen,
      coalesce((select -sum(f.total_fen) from einvoice_red_forms f
        where f.blue_issue_id = e.id and f.status in ${LIVE}), 0) as reversed_fen,
      exists (select 1 from einvoice_red_forms f
        where f.blue_issue_id = e.id and f.status = 'pending') as pending,
      e.use_confirmed_at is not null as use_confirmed,
      count(*) over () as total
    from einvoice_issues e join invoices i on i.id = e.invoice_id
    where e.status = 'issued' and e.number is not null and ${where} ${tail}`;
}

function view(r: Row): SellerBlueInvoice {
  const totalFen = Number(r.total_fen);
  const reversedFen = Number(r.reversed_fen);
  return {
    invoiceId: Number(r.invoice_id),
    applyNo: r.apply_no,
    number: r.number,
    type: r.type,
    typeLabel: EINVOICE_FOLDER_TYPE_LABEL[r.type] ?? r.type,
    issuedAt: r.issued_at === null ? null : new Date(r.issued_at).toISOString(),
    buyerName: r.buyer_name ?? '',
    buyerTaxId: r.buyer_tax_id ?? '',
    orderNos: r.order_nos ?? [],
    totalFen,
    reversedFen,
    leftFen: Math.max(0, totalFen - reversedFen),
    hasPendingForm: r.pending,
    needsConfirm: r.use_confirmed,
  };
}

/** A seller's issued blue 数电票, newest first, found by 发票号码, buyer name, 申请单号 or order number. */
export async function sellerBlueInvoices(
  db: DbOrTx,
  merchantId: number,
  q: Partial<SellerBlueInvoiceQuery>,
): Promise<Page<SellerBlueInvoice>> {
  const pageNum = q.pageNum ?? 1;
  const pageSize = q.pageSize ?? 10;
  const parts: SQL[] = [sql`e.merchant_id = ${merchantId}`];
  const keyword = q.keyword?.trim();
  if (keyword) {
    const like = `%${likeText(keyword)}%`;
    parts.push(sql`(e.number like ${like} or e.request->'buyer'->>'name' ilike ${like}
      or i.apply_no ilike ${like} or i.order_nos::text ilike ${like})`);
  }
  if (q.reversibleOnly)
    parts.push(sql`e.total_fen > coalesce((select -sum(f.total_fen) from einvoice_red_forms f
      where f.blue_issue_id = e.id and f.status in ${LIVE}), 0)`);
  const rows = await queryRows<Row>(
    db,
    select(
      sql.join(parts, sql` and `),
      sql`order by e.issued_at desc nulls last, e.id desc limit ${pageSize} offset ${(pageNum - 1) * pageSize}`,
    ),
  );
  return { list: rows.map(view), total: Number(rows[0]?.total ?? 0), pageNum, pageSize };
}

/**
 * One of the seller's issued blue 数电票 with its lines: each line's quantity and amount, what live forms
 * reversed and what is left. Another seller's (or no issued one) is 404, as the apply call answers.
 */
export async function sellerBlueInvoice(
  db: DbOrTx,
  merchantId: number,
  invoiceId: number,
): Promise<SellerBlueInvoiceDetail> {
  const blue = await issuedBlueOf(db, invoiceId);
  if (!blue || blue.merchantId !== merchantId) throw notFound(RED_FORM_MSG.NO_BLUE);
  const [row] = await queryRows<Row>(db, select(sql`e.id = ${blue.id}`, sql``));
  if (!row) throw notFound(RED_FORM_MSG.NO_BLUE);
  const left = await remainingOf(db, blue);
  return {
    ...view(row),
    lines: blue.request.lines.map((l, index) => {
      const rest = left[index] ?? { quantity: 0, amountFen: 0 };
      return {
        index,
        name: l.name,
        spec: l.spec,
        unit: l.unit,
        rate: l.rate,
        quantity: l.quantity,
        amountFen: l.amountInclFen,
        reversedQuantity: l.quantity - rest.quantity,
        reversedFen: l.amountInclFen - rest.amountFen,
        leftQuantity: rest.quantity,
        leftFen: rest.amountFen,
      };
    }),
  };
}
