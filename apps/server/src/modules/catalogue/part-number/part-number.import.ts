import { sql } from 'drizzle-orm';
import {
  PART_NUMBER_IMPORT_LIMITS,
  PART_NUMBER_SHEET_COLUMNS,
  type PartNumberImportResult,
  type PartNumberKind,
} from '@mall/shared';
import { queryRows, type Db } from '../../../db/client';
import { headedBook } from '../../../lib/xlsx';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { checkRows, ImportRejected, readSheet } from '../catalogue-admin';
import { normalisePartNumber } from './normalise';

const KIND_OF: Record<string, PartNumberKind> = {
  '': 'equivalent',
  等效: 'equivalent',
  等效料号: 'equivalent',
  替代: 'equivalent',
  equivalent: 'equivalent',
  原厂: 'manufacturer',
  原厂料号: 'manufacturer',
  制造商: 'manufacturer',
  manufacturer: 'manufacturer',
};

/** Checks every row's cells; the SKU codes are resolved afterwards in one statement. */
function parseRows(rows: { row: number; cells: Record<string, string> }[]) {
  return checkRows(rows, (cells, fail) => {
    const code = cells['商品编码'] || cells['SKU编码'] || '';
    if (!code) fail('商品编码', '商品编码不能为空（填写 SKU 编码）');
    const number = cells['零件号'] ?? '';
    const normalised = normalisePartNumber(number);
    if (!number) fail('零件号', '零件号不能为空');
    else if (!normalised) fail('零件号', `零件号「${number}」只有空格和符号`);
    else if (number.length > 64 || normalised.length > 64) fail('零件号', '零件号不能超过 64 个字符');
    const kind = KIND_OF[(cells['类型'] ?? '').trim().toLowerCase()];
    if (!kind) fail('类型', `类型「${cells['类型']}」不正确（填写“原厂”或“等效”，留空为等效）`);
    const source = (cells['来源'] ?? '').trim();
    if (source.length > 32) fail('来源', '来源不能超过 32 个字符');
    return { code, number, normalised, kind: kind!, source };
  });
}

/** A row that passed its checks. */
type Parsed = ReturnType<typeof parseRows>['parsed'][number];

/**
 * The operators' all-or-nothing import of part numbers (like the product import): every row is checked
 * first (cells, SKU codes, repeats within the file); any error refuses the whole file with every bad row,
 * otherwise every number is added in one transaction. A number the SKU already has is left as it is.
 */
export async function importPartNumbers(
  db: Db,
  actor: AuditActor,
  data: Buffer,
  fileName: string,
): Promise<PartNumberImportResult & { productIds: number[] }> {
  const { rows } = await readSheet(data, {
    columns: PART_NUMBER_SHEET_COLUMNS,
    optional: ['商品编码', 'SKU编码', '类型', '来源'],
    maxRows: PART_NUMBER_IMPORT_LIMITS.MAX_ROWS,
    headerHint: '商品编码、零件号、类型、来源',
    empty: '表格中没有零件号数据',
  });
  const { parsed, errors } = parseRows(rows);
  return db.transaction(async (tx) => {
    const codes = [...new Set(parsed.map((p) => p.code))];
    const skus = await queryRows<{ id: number; code: string; product_id: number }>(
      tx,
      sql`select id, code, product_id from skus where code = any(${sql.param(codes)}::text[])`,
    );
    const byCode = new Map<string, { id: number; productId: number }[]>();
    for (const s of skus)
      byCode.set(s.code, [
        ...(byCode.get(s.code) ?? []),
        { id: Number(s.id), productId: Number(s.product_id) },
      ]);
    const firstRow = new Map<string, number>();
    const writes: (Parsed & { skuId: number; productId: number })[] = [];
    for (const p of parsed) {
      const found = byCode.get(p.code) ?? [];
      if (!found.length) {
        errors.push({ row: p.row, column: '商品编码', msg: `商品编码「${p.code}」不存在` });
        continue;
      }
      if (found.length > 1) {
        errors.push({
          row: p.row,
          column: '商品编码',
          msg: `商品编码「${p.code}」对应多个商品规格，请先处理重复编码`,
        });
        continue;
      }
      const key = `${found[0]!.id}|${p.normalised}`;
      const seen = firstRow.get(key);
      if (seen !== undefined) {
        errors.push({ row: p.row, column: '零件号', msg: `零件号「${p.number}」与第 ${seen} 行重复` });
        continue;
      }
      firstRow.set(key, p.row);
      writes.push({ ...p, skuId: found[0]!.id, productId: found[0]!.productId });
    }
    if (errors.length) {
      errors.sort((a, b) => a.row - b.row);
      throw new ImportRejected({ total: rows.length, errors });
    }
    const inserted = await queryRows<{ id: number }>(
      tx,
      sql`insert into sku_part_numbers (sku_id, number, normalised, kind, source)
          select * from unnest(${sql.param(writes.map((w) => w.skuId))}::int[],
            ${sql.param(writes.map((w) => w.number))}::text[], ${sql.param(writes.map((w) => w.normalised))}::text[],
            ${sql.param(writes.map((w) => w.kind))}::text[], ${sql.param(writes.map((w) => w.source))}::text[])
          on conflict (sku_id, normalised) do nothing
          returning id`,
    );
    const result = {
      rows: rows.length,
      created: inserted.length,
      unchanged: writes.length - inserted.length,
    };
    await recordAudit(tx, actor, {
      action: 'partNumber.import',
      targetType: 'sku',
      targetId: '',
      summary: `表格导入零件号 ${rows.length} 行：新增 ${result.created} 个，已有 ${result.unchanged} 个`,
      after: { fileName, ...result },
    });
    return { ...result, productIds: [...new Set(writes.map((w) => w.productId))] };
  });
}

/** The import template: the header and two example rows. */
export async function partNumberTemplate(example: string): Promise<Buffer> {
  const { book, sheet } = headedBook(
    '零件号',
    ['商品编码', '零件号', '类型', '来源'].map((header) => ({
      header,
      key: header,
      width: header === '零件号' ? 24 : 16,
      style: { numFmt: '@' },
    })),
  );
  sheet.addRow({ 商品编码: example, 零件号: '6204-2RS', 类型: '等效', 来源: 'SKF' });
  sheet.addRow({ 商品编码: example, 零件号: '6204DDU', 类型: '等效', 来源: 'NSK' });
  return Buffer.from(await book.xlsx.writeBuffer());
}
