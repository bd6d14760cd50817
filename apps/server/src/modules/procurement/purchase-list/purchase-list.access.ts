import { sql, type SQL } from 'drizzle-orm';
import { PURCHASE_LIST_MSG, type PurchaseListSummary } from '@mall/shared';
import { queryRows, type DbOrTx } from '../../../db/client';
import { forbidden, notFound } from '../../../lib/app-error';
import { companyContextOf, hasRole, isActiveMember, type CompanyContext } from '../../identity/company';

/*
 * Who may see and change a purchase list, decided here and nowhere else, as a query condition:
 * - its owner, always (shared or not);
 * - an active member of a verified company, the lists shared with that company: read, export, add to cart;
 * - that company's 管理员 also changes and deletes them (only the owner changes the sharing itself).
 * A list the caller may not see answers 404 (its existence is not revealed); one they may only read, 403.
 */

/** The caller as the lists see them: their id and, when company rules apply, their company. */
export type ListCaller = {
  userId: number;
  companyId: number | null;
  companyName: string | null;
  admin: boolean;
};

/** The caller's company standing in one indexed query (companyContextOf). */
export async function listCallerOf(db: DbOrTx, userId: number): Promise<ListCaller> {
  const ctx: CompanyContext | null = await companyContextOf(db, userId);
  const active = isActiveMember(ctx);
  return {
    userId,
    companyId: active ? ctx.companyId : null,
    companyName: active ? ctx.companyName : null,
    admin: active && hasRole(ctx, '管理员'),
  };
}

/** Lists the caller sees, as a condition on `purchase_lists pl`. */
function visibleTo(caller: ListCaller): SQL {
  return caller.companyId === null
    ? sql`pl.owner_id = ${caller.userId}`
    : sql`(pl.owner_id = ${caller.userId} or pl.company_id = ${caller.companyId})`;
}

type SummaryRow = {
  id: number | string;
  name: string;
  owner_id: number | string;
  company_id: number | string | null;
  line_count: number;
  owner_name: string;
  created_at: Date | string;
  updated_at: Date | string;
};

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

/** A list row with what the caller may do with it. */
export type ListAccess = PurchaseListSummary & { ownerId: number; companyId: number | null };

function toAccess(r: SummaryRow, caller: ListCaller): ListAccess {
  const ownerId = Number(r.owner_id);
  const companyId = r.company_id === null ? null : Number(r.company_id);
  const mine = ownerId === caller.userId;
  return {
    id: Number(r.id),
    name: r.name,
    shared: companyId !== null,
    lineCount: Number(r.line_count),
    ownerName: r.owner_name,
    mine,
    canEdit: mine || (caller.admin && companyId !== null && companyId === caller.companyId),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    ownerId,
    companyId,
  };
}

/** The summaries of lists matching `where` (alias pl), latest changed first. `lock` locks the list rows. */
export async function loadSummaries(
  db: DbOrTx,
  caller: ListCaller,
  where: SQL,
  lock = false,
): Promise<ListAccess[]> {
  const rows = await queryRows<SummaryRow>(
    db,
    sql`select pl.id, pl.name, pl.owner_id, pl.company_id, pl.created_at, pl.updated_at,
          (select count(*)::int from purchase_list_lines x where x.list_id = pl.id) as line_count,
          coalesce(nullif(u.name, ''), u.username, '') as owner_name
        from purchase_lists pl left join users u on u.id = pl.owner_id
        where ${visibleTo(caller)} and ${where}
        order by pl.updated_at desc, pl.id desc
        ${lock ? sql`for update of pl` : sql``}`,
  );
  return rows.map((r) => toAccess(r, caller));
}

/** One list the caller may see (404 otherwise); `lock` holds its row until the transaction ends. */
export async function readableList(
  db: DbOrTx,
  caller: ListCaller,
  listId: number,
  lock = false,
): Promise<ListAccess> {
  const [list] = await loadSummaries(db, caller, sql`pl.id = ${listId}`, lock);
  if (!list) throw notFound(PURCHASE_LIST_MSG.NOT_FOUND);
  return list;
}

/** One list the caller may change: 404 when they cannot see it, 403 when they may only read it. */
export async function editableList(
  db: DbOrTx,
  caller: ListCaller,
  listId: number,
  lock = true,
): Promise<ListAccess> {
  const list = await readableList(db, caller, listId, lock);
  if (!list.canEdit) throw forbidden(PURCHASE_LIST_MSG.READ_ONLY);
  return list;
}

/** Strips the access-only fields: the wire summary. */
export function summaryOf(list: ListAccess): PurchaseListSummary {
  const { ownerId: _owner, companyId: _company, ...summary } = list;
  return summary;
}
