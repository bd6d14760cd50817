import { sql } from 'drizzle-orm';
import { type ProductImportError, type ProductImportResult, type ProductSheetColumn } from '@mall/shared';
import { queryRows, readTogether, type Db, type Tx } from '../../../db/client';
import { recordAudit, type AuditActor } from '../../platform/audit';
import type { AdminProductService } from './product.admin';
import { groupRows, parseRows, type ImportLookups } from './import-rows';
import { draftProblems, type DraftProblem } from './product-draft';
import {
  assignSeller,
  loadRefs,
  refProblems,
  scopeProblems,
  writeDraft,
  type RefProblem,
  type SellerScope,
} from './product-writer';
import { ImportRejected, readProductSheet } from './sheet-reader';

const COLUMN_OF: Record<(DraftProblem | RefProblem)['field'], ProductSheetColumn> = {
  specs: '规格',
  sku: '规格',
  code: 'SKU编码',
  price: '价格',
  stock: '分区库存',
  areas: '销售区域',
  brand: '品牌',
  category: '三级分类',
  scenes: '商品编号',
  product: '商品编号',
};

async function loadLookups(tx: Tx, productIds: number[]): Promise<ImportLookups> {
  const [brands, level3, existing] = await readTogether(
    tx,
    () =>
      queryRows<{ id: number; name: string; latin_name: string }>(
        tx,
        sql`select id, name, latin_name from brands`,
      ),
    () => queryRows<{ id: number; title: string }>(tx, sql`select id, title from categories where level = 3`),
    () =>
      queryRows<{ id: number; images: string[]; description_html: string; scene_ids: number[] }>(
        tx,
        sql`select id, images, description_html, scene_ids from products
          where id = any(${sql.param(productIds)}::int[])`,
      ),
  );
  return { brands, level3, existing: new Map(existing.map((e) => [e.id, e])) };
}

/**
 * The all-or-nothing spreadsheet import: every row is checked first (cells, references, spec combinations,
 * SKU codes within the file and against other products); any error rejects the whole file, otherwise every
 * product is written in the same single transaction, then search and caches follow.
 */
export class ProductImportService {
  constructor(
    private readonly db: Db,
    private readonly products: AdminProductService,
  ) {}

  /** `scope`: a shop importing through the merchant portal (its own products, granted categories and brands). */
  async import(
    actor: AuditActor,
    data: Buffer,
    fileName: string,
    scope?: SellerScope,
  ): Promise<ProductImportResult> {
    const { rows } = await readProductSheet(data);
    const written = await this.db.transaction(async (tx) => {
      const errors: ProductImportError[] = [];
      const ids = [
        ...new Set(
          rows.flatMap((r) => (/^\d+$/.test(r.cells['商品编号']) ? [Number(r.cells['商品编号'])] : [])),
        ),
      ];
      const lookups = await loadLookups(tx, ids);
      const parsed = parseRows(rows, lookups);
      errors.push(...parsed.errors);
      // SKU codes must be unique within the file.
      const firstRowOfCode = new Map<string, number>();
      for (const r of parsed.parsed) {
        const seen = firstRowOfCode.get(r.code);
        if (seen !== undefined)
          errors.push({ row: r.row, column: 'SKU编码', msg: `SKU编码「${r.code}」与第 ${seen} 行重复` });
        else firstRowOfCode.set(r.code, r.row);
      }
      const cells = new Map(rows.map((r) => [r.row, r.cells as Record<string, string>]));
      const grouped = groupRows(parsed.parsed, cells, lookups);
      errors.push(...grouped.errors);
      const refs = await loadRefs(
        tx,
        grouped.drafts.map((g) => g.draft),
      );
      for (const { draft, rows: rowNos } of grouped.drafts) {
        const problems = [
          ...refProblems(draft, refs),
          ...(scope ? await scopeProblems(tx, draft, refs, scope) : []),
          ...draftProblems(draft).filter((p) => p.field !== 'code'),
        ];
        for (const p of problems)
          errors.push({ row: rowNos[p.sku ?? 0]!, column: COLUMN_OF[p.field], msg: p.msg });
      }
      if (errors.length) {
        errors.sort((a, b) => a.row - b.row);
        throw new ImportRejected({ total: rows.length, errors: dedupe(errors) });
      }
      const result = { created: 0, updated: 0, ids: [] as number[] };
      for (const { draft } of grouped.drafts) {
        const { id, created } = await writeDraft(tx, actor, draft, refs, '（表格导入）');
        if (scope) await assignSeller(tx, id, scope);
        result.ids.push(id);
        if (created) result.created++;
        else result.updated++;
      }
      await recordAudit(tx, actor, {
        action: 'product.import',
        targetType: 'product',
        targetId: '',
        summary: `表格导入 ${rows.length} 行：新增 ${result.created} 个商品，更新 ${result.updated} 个`,
        after: {
          fileName,
          rows: rows.length,
          created: result.created,
          updated: result.updated,
          productIds: result.ids,
        },
      });
      return result;
    });
    await this.products.afterWrite(written.ids);
    return { created: written.created, updated: written.updated, rows: rows.length };
  }
}

function dedupe(errors: ProductImportError[]): ProductImportError[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const key = `${e.row}|${e.column}|${e.msg}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
