import { writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import ExcelJS from 'exceljs';
import { PRODUCT_SHEET_COLUMNS } from '@mall/shared';

/**
 * Generator of the product import spreadsheet used by API and browser tests ("import a 100-row
 * product spreadsheet with one bad row, fix it and import again, find a new product by search").
 *
 * Rows follow PRODUCT_SHEET_COLUMNS of the shared contract. Products get temporary codes 新1, 新2 … (so they
 * are created), `skusPerProduct` SKUs each (规格 尺寸), brand 世达 and level-three category 1909 of the demo
 * catalogue, titles "世达 {word}{n}号 {token}" and model numbers "{token}-{n}" so a test can search for them.
 * `badRow` (Excel row number, header = 1) gets the price "12.345" — refused with 价格 格式不正确.
 *
 * CLI: npx tsx apps/server/src/testing/product-import-fixture.ts out.xlsx [--rows 100] [--bad-row 57]
 *      [--token ZKT] — writes the file and prints the token and model numbers.
 */
export type ImportFixtureOptions = {
  rows?: number;
  skusPerProduct?: number;
  badRow?: number;
  /** Letters that make titles and model numbers unique to this run. */
  token?: string;
  brand?: string;
  category?: string;
  word?: string;
};

/** The sheet's header: the contract's columns. */
export const IMPORT_FIXTURE_HEADER = PRODUCT_SHEET_COLUMNS;

const SIZES = ['S', 'M', 'L', 'XL', 'XXL', '3XL'];

/** The data rows (header excluded), as arrays in IMPORT_FIXTURE_HEADER order. */
export function importFixtureRows(options: ImportFixtureOptions = {}): (string | number)[][] {
  const {
    rows = 100,
    skusPerProduct = 4,
    badRow,
    token = 'ZKT',
    brand = '世达',
    category = '1909',
  } = options;
  const word = options.word ?? '防滑劳保手套';
  const perProduct = Math.min(Math.max(skusPerProduct, 1), SIZES.length);
  const out: (string | number)[][] = [];
  for (let i = 0; i < rows; i++) {
    const n = Math.floor(i / perProduct) + 1;
    const size = SIZES[i % perProduct]!;
    const excelRow = i + 2;
    const price = excelRow === badRow ? '12.345' : (10 + n + (i % perProduct) * 0.5).toFixed(2);
    out.push([
      `新${n}`,
      `${brand} ${word}${n}号 ${token}`,
      brand,
      category,
      `${token}-${n}`,
      '副',
      1,
      1,
      perProduct > 1 ? `尺寸:${size}` : '',
      `${token}-${n}-${size}`,
      price,
      (Number(price) * 1.2 || 20).toFixed(2),
      100 + i,
      '',
      n % 10 === 1 ? '北京市;上海市' : '全国',
      '是',
    ]);
  }
  return out;
}

/** The .xlsx file as a buffer. */
export async function importFixtureBuffer(options: ImportFixtureOptions = {}): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('商品');
  sheet.addRow([...IMPORT_FIXTURE_HEADER]);
  for (const row of importFixtureRows(options)) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Writes the fixture to `file`. */
async function writeImportFixture(file: string, options: ImportFixtureOptions = {}): Promise<void> {
  await writeFile(file, await importFixtureBuffer(options));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [file, ...rest] = process.argv.slice(2);
  const flag = (name: string) => {
    const i = rest.indexOf(name);
    return i >= 0 ? rest[i + 1] : undefined;
  };
  if (!file) {
    console.error('usage: product-import-fixture.ts out.xlsx [--rows 100] [--bad-row 57] [--token ZKT]');
    process.exit(1);
  }
  const options: ImportFixtureOptions = {
    rows: Number(flag('--rows') ?? 100),
    badRow: flag('--bad-row') ? Number(flag('--bad-row')) : undefined,
    token: flag('--token') ?? 'ZKT',
  };
  await writeImportFixture(file, options);
  console.log(
    `wrote ${file}: ${options.rows} rows, token ${options.token}, model numbers ${options.token}-1 …`,
  );
}
