import { sql, type SQL } from 'drizzle-orm';
import {
  EINVOICE_FOLDER_KIND_LABEL,
  EINVOICE_FOLDER_TYPE_LABEL,
  type EinvoiceFolderFilters,
  type EinvoiceFolderKind,
  type EinvoiceFolderRow,
  type EinvoiceType,
} from '@mall/shared';
import { queryRows, type DbOrTx } from '../../../db/client';
import { companyContextOf, hasRole } from '../../identity/company';
import { fenText, workOut } from './einvoice.amounts';
import type { BlueRequest } from './einvoice.provider';
import { chinaDate } from '../../../lib/china-day';

/*
 * The buyer's 发票夹: issued blue 数电票 (by their invoice application) and issued red ones (by their 红字确认单),
 * as one list. Whose: a person's own (no company on the invoice, the caller applied), and for an active member
 * with role 财务 or 管理员 every invoice of his company. Nobody else sees a row: not found.
 */

/** Who the caller may see: his own person's invoices, and his company's when he is its 财务 or 管理员. */
export type FolderScope = { userId: number; companyId: number | null };

export async function folderScopeOf(db: DbOrTx, userId: number): Promise<FolderScope> {
  const ctx = await companyContextOf(db, userId);
  const finance = ctx && ctx.memberStatus === 1 && hasRole(ctx, '财务', '管理员');
  return { userId, companyId: finance ? ctx.companyId : null };
}

/** A folder row with what its files need: the request as issued (parties, lines, remark) and the XML. */
export type FolderInvoice = EinvoiceFolderRow & { request: BlueRequest; issuedAt: Date };

type Raw = {
  kind: EinvoiceFolderKind;
  id: string | number;
  number: string;
  issued_at: Date | string;
  request: BlueRequest;
  sha: string;
  blue_number: string | null;
  order_nos: string[];
  total: string | number;
};

/** Every issued invoice with its buyer's side (user, company), blue and red alike. */
const ALL = sql`(
  select 'blue' as kind, e.invoice_id as id, e.number, e.issued_at, e.request, e.xml_sha256 as sha,
    null::varchar as blue_number, i.order_nos, i.user_id,
    (select o.company_id from invoice_orders io join orders o on o.id = io.order_id
      where io.invoice_id = i.id and o.company_id is not null order by o.id limit 1) as company_id
  from einvoice_issues e join invoices i on i.id = e.invoice_id
  where e.status = 'issued' and e.number is not null
  union all
  select 'red', f.id, f.red_number, f.red_issued_at, f.red_request, f.red_xml_sha256, b.number, i.order_nos,
    f.buyer_user_id, f.buyer_company_id
  from einvoice_red_forms f join einvoice_issues b on b.id = f.blue_issue_id
    join invoices i on i.id = f.invoice_id
  where f.red_status = 'issued' and f.red_number is not null
) r`;

const beijingDate = (column: SQL) => sql`(${column} at time zone 'Asia/Shanghai')::date`;

function whereOf(scope: FolderScope, f: EinvoiceFolderFilters, ids?: string[]): SQL {
  const parts: SQL[] = [
    scope.companyId === null
      ? sql`(r.company_id is null and r.user_id = ${scope.userId})`
      : sql`((r.company_id is null and r.user_id = ${scope.userId}) or r.company_id = ${scope.companyId})`,
  ];
  if (f.dateFrom) parts.push(sql`${beijingDate(sql`r.issued_at`)} >= ${f.dateFrom}::date`);
  if (f.dateTo) parts.push(sql`${beijingDate(sql`r.issued_at`)} <= ${f.dateTo}::date`);
  if (f.type) parts.push(sql`r.request->>'type' = ${f.type}`);
  if (f.kind) parts.push(sql`r.kind = ${f.kind}`);
  if (f.sellerName) parts.push(sql`r.request->'seller'->>'name' ilike ${`%${likeText(f.sellerName)}%`}`);
  if (f.orderNo) parts.push(sql`r.order_nos ? ${f.orderNo}`);
  if (f.keyword) parts.push(sql`r.number like ${`%${likeText(f.keyword)}%`}`);
  if (ids)
    parts.push(
      sql`(r.kind || '-' || r.id) in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  return sql.join(parts, sql` and `);
}

const likeText = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function rowOf(r: Raw): FolderInvoice {
  const { totals } = workOut(r.request.lines);
  const issuedAt = new Date(r.issued_at);
  const type = r.request.type as EinvoiceType;
  return {
    id: `${r.kind}-${r.id}`,
    kind: r.kind,
    kindLabel: EINVOICE_FOLDER_KIND_LABEL[r.kind],
    number: r.number,
    type,
    typeLabel: EINVOICE_FOLDER_TYPE_LABEL[type],
    issueDate: chinaDate(issuedAt),
    amount: fenText(totals.amountFen),
    tax: fenText(totals.taxFen),
    total: fenText(totals.totalFen),
    // 数电票 carry no 校验码 (the 20-digit number alone is checked); paper-era invoices are not in the folder.
    checkCode: null,
    sellerName: r.request.seller.name,
    sellerTaxId: r.request.seller.taxId,
    buyerName: r.request.buyer.name,
    buyerTaxId: r.request.buyer.taxId,
    blueNumber: r.blue_number,
    orderNos: r.order_nos ?? [],
    xmlSha256: r.sha,
    request: r.request,
    issuedAt,
  };
}

const COLUMNS = sql`r.kind, r.id, r.number, r.issued_at, r.request, r.sha, r.blue_number, r.order_nos`;

/** A page of the caller's invoices, newest first. */
export async function folderPage(
  db: DbOrTx,
  scope: FolderScope,
  q: EinvoiceFolderFilters & { pageNum: number; pageSize: number },
): Promise<{ list: FolderInvoice[]; total: number }> {
  const rows = await queryRows<Raw>(
    db,
    sql`select ${COLUMNS}, count(*) over () as total from ${ALL} where ${whereOf(scope, q)}
        order by r.issued_at desc, r.kind, r.id desc
        limit ${q.pageSize} offset ${(q.pageNum - 1) * q.pageSize}`,
  );
  return { list: rows.map(rowOf), total: Number(rows[0]?.total ?? 0) };
}

/** Every row the filters find (the export), or the rows `ids` name when given, newest first; up to `max`. */
export async function folderRows(
  db: DbOrTx,
  scope: FolderScope,
  f: EinvoiceFolderFilters,
  ids: string[] | undefined,
  max: number,
): Promise<FolderInvoice[]> {
  const rows = await queryRows<Raw>(
    db,
    sql`select ${COLUMNS}, 0 as total from ${ALL} where ${whereOf(scope, f, ids)}
        order by r.issued_at desc, r.kind, r.id desc limit ${max + 1}`,
  );
  return rows.map(rowOf);
}

/** The stored XML of a row the caller may see (checked by the caller through `folderRows`). */
export async function folderXml(db: DbOrTx, row: { kind: EinvoiceFolderKind; id: string }): Promise<string> {
  const id = Number(row.id.slice(row.kind.length + 1));
  const [r] = await queryRows<{ xml: string }>(
    db,
    row.kind === 'blue'
      ? sql`select xml from einvoice_issues where invoice_id = ${id} and status = 'issued'
            order by id desc limit 1`
      : sql`select red_xml as xml from einvoice_red_forms where id = ${id}`,
  );
  return r?.xml ?? '';
}

/**
 * The issued blue 数电票 of an invoice application, whoever may see it (the invoice's own calls have checked
 * the caller): its PDF serves the application's 下载 PDF.
 */
export async function blueOfApplication(db: DbOrTx, invoiceId: number): Promise<FolderInvoice | null> {
  const [row] = await queryRows<Raw>(
    db,
    sql`select ${COLUMNS} from ${ALL} where r.kind = 'blue' and r.id = ${invoiceId} limit 1`,
  );
  return row ? rowOf(row) : null;
}
