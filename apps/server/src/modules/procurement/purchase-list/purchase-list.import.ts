import { sql } from 'drizzle-orm';
import {
  PURCHASE_LIST_LIMITS,
  PURCHASE_LIST_MSG,
  normalizeQuickText,
  readQuantity,
  type PurchaseImportProblem,
  type PurchaseListImportResult,
} from '@mall/shared';
import { queryRows, type Db, type DbOrTx } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { editableList, listCallerOf, readableList, summaryOf } from './purchase-list.access';
import { upsertLines, type PurchaseListService } from './purchase-list.service';
import type { SheetRow } from './purchase-list.sheet';

/** Where the rows go: an existing list (merged into, or replacing its lines) or a new one. */
export type ImportTarget =
  { listId: number; mode: 'merge' | 'replace' } | { name: string; shared: 0 | 1 | undefined };

type Checked = { row: number; skuId: number; quantity: number; remark: string | undefined };

/** The forms of a typed code that may match skus.code: as typed, full-width folded, upper case, no spaces. */
function codeForms(text: string): string[] {
  const folded = normalizeQuickText(text);
  return [...new Set([text.trim(), folded, folded.toUpperCase(), folded.replace(/\s+/g, '')])].filter(
    (c) => c && c.length <= 64,
  );
}

/** SKUs by every form of the codes, the ones on the shelf first (a code an old duplicate shares). */
async function skusByCode(
  db: DbOrTx,
  codes: string[],
): Promise<Map<string, { id: number; onShelf: boolean }>> {
  const forms = [...new Set(codes.flatMap(codeForms))];
  const out = new Map<string, { id: number; onShelf: boolean }>();
  if (!forms.length) return out;
  const rows = await queryRows<{ id: number; code: string; on_shelf: boolean }>(
    db,
    sql`select k.id, k.code, p.on_shelf from skus k join products p on p.id = k.product_id
        where k.code = any(${sql.param(forms)}::text[]) order by p.on_shelf desc, k.id`,
  );
  for (const r of rows) if (!out.has(r.code)) out.set(r.code, { id: Number(r.id), onShelf: r.on_shelf });
  return out;
}

/**
 * Checks every row (code known, quantity readable and in range, remark length) before anything is written:
 * all-or-nothing, like the catalogue import. Returns the rows to write and the notes worth a look.
 */
async function checkRows(db: DbOrTx, rows: readonly SheetRow[]) {
  const errors: PurchaseImportProblem[] = [];
  const notes: PurchaseImportProblem[] = [];
  const found = await skusByCode(
    db,
    rows.map((r) => r.code),
  );
  const checked: Checked[] = [];
  const seen = new Map<number, number>(); // sku id → row
  for (const r of rows) {
    const problems = errors.length;
    let sku: { id: number; onShelf: boolean } | undefined;
    if (!r.code) errors.push({ row: r.row, column: '商品编码', msg: '请填写商品编码' });
    else {
      sku = codeForms(r.code)
        .map((c) => found.get(c))
        .find(Boolean);
      if (!sku) errors.push({ row: r.row, column: '商品编码', msg: `商品编码「${r.code}」不存在` });
    }
    const read = readQuantity(r.quantity);
    if (!r.quantity) errors.push({ row: r.row, column: '数量', msg: '请填写数量' });
    else if (!read) errors.push({ row: r.row, column: '数量', msg: `无法识别数量「${r.quantity}」` });
    else if (read.error) errors.push({ row: r.row, column: '数量', msg: read.error });
    if ((r.remark?.length ?? 0) > PURCHASE_LIST_LIMITS.REMARK_MAX)
      errors.push({ row: r.row, column: '备注', msg: PURCHASE_LIST_MSG.REMARK_TOO_LONG });
    if (errors.length > problems || !sku || !read?.quantity) continue;
    const earlier = seen.get(sku.id);
    if (earlier !== undefined)
      notes.push({ row: r.row, column: '商品编码', msg: `与第 ${earlier} 行是同一商品，按本行的数量导入` });
    if (!sku.onShelf)
      notes.push({ row: r.row, column: '商品编码', msg: '商品已下架：已导入，暂不能加入购物车' });
    seen.set(sku.id, r.row);
    checked.push({ row: r.row, skuId: sku.id, quantity: read.quantity, remark: r.remark });
  }
  return { errors, notes, checked };
}

/** The whole file refused: a 400 whose data names every bad row; nothing was written. */
function rejected(total: number, errors: PurchaseImportProblem[]): AppError {
  const rows = [...new Set(errors.map((e) => e.row))];
  const named = rows.slice(0, 5).map((r) => `第 ${r} 行`);
  return new AppError(
    400,
    `${PURCHASE_LIST_MSG.IMPORT_FAILED(rows.length)}（${named.join('、')}${rows.length > 5 ? ' 等' : ''}）`,
    400,
    { total, errors },
  );
}

/**
 * Imports the rows of an uploaded sheet into a list in ONE transaction: every row checked first (any bad
 * row refuses the whole file with a per-row report), then a new list made or an existing one locked, its
 * lines merged (same SKU → the file's quantity and remark) or replaced.
 */
export async function importRows(
  db: Db,
  lists: PurchaseListService,
  userId: number,
  rows: readonly SheetRow[],
  target: ImportTarget,
): Promise<PurchaseListImportResult> {
  const { errors, notes, checked } = await checkRows(db, rows);
  if (errors.length) throw rejected(rows.length, errors);
  const caller = await listCallerOf(db, userId);
  return db.transaction(async (tx) => {
    let listId: number;
    let removed = 0;
    if ('listId' in target) {
      listId = (await editableList(tx, caller, target.listId)).id;
      if (target.mode === 'replace') {
        const gone = await queryRows<{ id: number }>(
          tx,
          sql`delete from purchase_list_lines where list_id = ${listId}
              and sku_id <> all(${sql.param(checked.map((c) => c.skuId))}::int[]) returning id`,
        );
        removed = gone.length;
      }
    } else listId = await lists.createIn(tx, caller, target);
    const report = await upsertLines(tx, listId, checked);
    // Rows naming one SKU twice count once, by what the first of them found.
    const first = new Map<number, string>();
    for (const l of report) if (!first.has(l.skuId)) first.set(l.skuId, l.outcome);
    const added = [...first.values()].filter((o) => o === 'added').length;
    const updated = first.size - added;
    return {
      list: summaryOf(await readableList(tx, caller, listId)),
      total: rows.length,
      added,
      updated,
      removed,
      notes,
    };
  });
}
