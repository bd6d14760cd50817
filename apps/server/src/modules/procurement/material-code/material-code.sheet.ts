import { sql } from 'drizzle-orm';
import {
  MATERIAL_CODE_IMPORT_LIMITS,
  MATERIAL_CODE_SHEET_COLUMNS,
  type MaterialCode,
  type MaterialCodeImportResult,
} from '@mall/shared';
import { queryRows, type Db } from '../../../db/client';
import { listBook, xlsxBytes } from '../../../lib/xlsx';
import { checkRows, ImportRejected, readSheet } from '../../catalogue/catalogue-admin';
import { normalisePartNumber } from '../../catalogue/part-number';
import { codeEditorOf } from './material-code.access';
import { parseRatio } from './ratio';

/** What the export writes under each of the columns the import reads back. */
const SHEET_VALUE: Record<(typeof MATERIAL_CODE_SHEET_COLUMNS)[number], (c: MaterialCode) => string> = {
  物料编码: (c) => c.code,
  商品编码: (c) => c.skuCode,
  描述: (c) => c.description,
  换算: (c) => c.ratioText,
};

/** The export: 物料编码, 商品编码, 描述, 换算 (what the import reads back) and, for reading, the product. */
export async function buildCodeBook(codes: readonly MaterialCode[]): Promise<Buffer> {
  const { book } = listBook<MaterialCode>(
    '物料编码',
    [
      ...MATERIAL_CODE_SHEET_COLUMNS.map((header) => ({
        header,
        width: header === '描述' ? 36 : 18,
        style: { numFmt: '@' },
        value: SHEET_VALUE[header],
      })),
      { header: '商品名称', width: 40, value: (c) => c.title },
      { header: '型号', width: 18, value: (c) => c.modelNo },
      { header: '规格', width: 24, value: (c) => c.spec },
      { header: '单位', width: 8, value: (c) => c.unit },
    ],
    codes,
  );
  return xlsxBytes(book);
}

function parseRows(rows: { row: number; cells: Record<string, string> }[]) {
  return checkRows(rows, (cells, fail) => {
    const code = (cells['物料编码'] ?? '').trim();
    const normalised = normalisePartNumber(code);
    if (!code) fail('物料编码', '物料编码不能为空');
    else if (!normalised) fail('物料编码', `物料编码「${code}」只有空格和符号`);
    else if (code.length > 64) fail('物料编码', '物料编码不能超过 64 个字符');
    const skuCode = (cells['商品编码'] ?? '').trim();
    if (!skuCode) fail('商品编码', '商品编码不能为空（填写本商城的 SKU 编码）');
    const description = (cells['描述'] ?? '').trim();
    if (description.length > 200) fail('描述', '描述不能超过 200 个字');
    const ratio = parseRatio(cells['换算'] ?? '');
    if (!ratio) fail('换算', `换算「${cells['换算']}」不正确（留空，或填写正整数如 12、分数如 3/2）`);
    return { code, normalised, skuCode, description, ratio: ratio! };
  });
}

/** A row that passed its checks. */
type Parsed = ReturnType<typeof parseRows>['parsed'][number];

/**
 * The company's all-or-nothing import (管理员/采购员), like the product import: every row is checked first
 * (cells, SKU codes, a code or SKU twice in the file, a SKU another of the company's codes holds); any error
 * refuses the whole file with every bad row. Otherwise, in one statement, a code the company has is updated
 * and a new one added.
 */
export async function importCodes(db: Db, userId: number, data: Buffer): Promise<MaterialCodeImportResult> {
  const { rows } = await readSheet(data, {
    columns: MATERIAL_CODE_SHEET_COLUMNS,
    optional: ['描述', '换算'],
    maxRows: MATERIAL_CODE_IMPORT_LIMITS.MAX_ROWS,
    headerHint: '物料编码、商品编码、描述、换算',
    empty: '表格中没有物料编码数据',
  });
  return db.transaction(async (tx) => {
    const caller = await codeEditorOf(tx, userId);
    const { parsed, errors } = parseRows(rows);
    const skus = await queryRows<{ id: number; code: string }>(
      tx,
      sql`select id, code from skus where code = any(${sql.param([...new Set(parsed.map((p) => p.skuCode))])}::text[])`,
    );
    const existing = await queryRows<{ normalised: string; code: string; sku_id: number }>(
      tx,
      sql`select normalised, code, sku_id from company_material_codes where company_id = ${caller.companyId} for update`,
    );
    const skuIds = new Map<string, number[]>();
    for (const s of skus) skuIds.set(s.code, [...(skuIds.get(s.code) ?? []), Number(s.id)]);
    const codeOfSku = new Map(existing.map((e) => [Number(e.sku_id), e]));
    const rowOfCode = new Map<string, number>();
    const rowOfSku = new Map<number, number>();
    const writes: (Parsed & { skuId: number })[] = [];
    for (const p of parsed) {
      const fail = (column: string, msg: string) => errors.push({ row: p.row, column, msg });
      const ids = skuIds.get(p.skuCode) ?? [];
      if (ids.length !== 1) {
        fail(
          '商品编码',
          ids.length ? `商品编码「${p.skuCode}」对应多个商品规格` : `商品编码「${p.skuCode}」不存在`,
        );
        continue;
      }
      const skuId = ids[0]!;
      const seenCode = rowOfCode.get(p.normalised);
      const seenSku = rowOfSku.get(skuId);
      const held = codeOfSku.get(skuId);
      if (seenCode !== undefined) fail('物料编码', `物料编码「${p.code}」与第 ${seenCode} 行重复`);
      else if (seenSku !== undefined) fail('商品编码', `商品编码「${p.skuCode}」与第 ${seenSku} 行重复`);
      else if (held && held.normalised !== p.normalised)
        fail('商品编码', `该商品已有物料编码「${held.code}」，一个商品只能有一个物料编码`);
      else {
        rowOfCode.set(p.normalised, p.row);
        rowOfSku.set(skuId, p.row);
        writes.push({ ...p, skuId });
      }
    }
    if (errors.length) {
      errors.sort((a, b) => a.row - b.row);
      throw new ImportRejected({ total: rows.length, errors });
    }
    const col = <T>(pick: (w: (typeof writes)[number]) => T) => sql.param(writes.map(pick));
    const saved = await queryRows<{ inserted: boolean }>(
      tx,
      sql`insert into company_material_codes (company_id, sku_id, code, normalised, description, ratio_num, ratio_den)
          select ${caller.companyId}, * from unnest(${col((w) => w.skuId)}::int[], ${col((w) => w.code)}::text[],
            ${col((w) => w.normalised)}::text[], ${col((w) => w.description)}::text[],
            ${col((w) => w.ratio.num)}::int[], ${col((w) => w.ratio.den)}::int[])
          on conflict (company_id, normalised) do update set sku_id = excluded.sku_id, code = excluded.code,
            description = excluded.description, ratio_num = excluded.ratio_num, ratio_den = excluded.ratio_den,
            updated_at = now()
          returning (xmax = 0) as inserted`,
    );
    const created = saved.filter((s) => s.inserted).length;
    return { rows: rows.length, created, updated: saved.length - created };
  });
}
