import { describe, expect, it } from 'vitest';
import {
  chineseNumeral,
  countQuickOrderLines,
  fitQuantity,
  normalizeQuickText,
  parseQuickOrderRows,
  parseQuickOrderText,
  readQuantity,
  settleQuickOrderLine,
} from './quick-order-lines';

const pick = (text: string) =>
  parseQuickOrderText(text).lines.map((l) => [l.text, l.quantity, l.quantityError]);

describe('normalizeQuickText', () => {
  it('folds full-width letters, digits, punctuation and spaces', () => {
    expect(normalizeQuickText('ＳＴＭＴ１２３４５－０１')).toBe('STMT12345-01');
    expect(normalizeQuickText('  世达\u3000 螺丝刀\t\t十字 ')).toBe('世达 螺丝刀 十字');
  });
});

describe('readQuantity', () => {
  it('reads whole numbers, with a unit, a times sign or thousands commas', () => {
    expect(readQuantity('5')).toEqual({ quantity: 5, error: null });
    expect(readQuantity('１２')).toEqual({ quantity: 12, error: null });
    expect(readQuantity('10个')).toEqual({ quantity: 10, error: null });
    expect(readQuantity('x3')).toEqual({ quantity: 3, error: null });
    expect(readQuantity('×３')).toEqual({ quantity: 3, error: null });
    expect(readQuantity('1,000')).toEqual({ quantity: 1000, error: null });
    expect(readQuantity('20 pcs')).toEqual({ quantity: 20, error: null });
    expect(readQuantity('5.0')).toEqual({ quantity: 5, error: null });
  });
  it('explains every quantity it cannot use, in Chinese', () => {
    expect(readQuantity('0')).toEqual({ quantity: null, error: '数量须大于 0' });
    expect(readQuantity('-3')).toEqual({ quantity: null, error: '数量「-3」不能为负数' });
    expect(readQuantity('－３')).toEqual({ quantity: null, error: '数量「－３」不能为负数' });
    expect(readQuantity('1e9')).toEqual({ quantity: null, error: '数量「1e9」过大，单行最多 999999' });
    expect(readQuantity('2.5')).toEqual({ quantity: null, error: '数量「2.5」须为整数' });
    expect(readQuantity('五')).toEqual({ quantity: null, error: '数量「五」请填写阿拉伯数字（如 5）' });
  });
  it('leaves words that are no quantity alone', () => {
    expect(readQuantity('M8')).toBeNull();
    expect(readQuantity('6×100mm')).toBeNull();
    expect(readQuantity('2号')).toBeNull();
    expect(readQuantity('螺丝刀')).toBeNull();
    expect(readQuantity('e5')).toBeNull();
  });
});

describe('chineseNumeral', () => {
  it('reads common Chinese numerals', () => {
    expect(chineseNumeral('五')).toBe(5);
    expect(chineseNumeral('十二')).toBe(12);
    expect(chineseNumeral('两百')).toBe(200);
    expect(chineseNumeral('一万五千')).toBe(15000);
    expect(chineseNumeral('螺丝')).toBeNull();
  });
});

describe('parseQuickOrderText', () => {
  it.each([
    [
      'splits on tabs (copied from Excel), commas and spaces',
      'STMT12345-01\t5\n世达 一字螺丝刀,3\n12345 10\nG AB 123-LI 2',
      [
        ['STMT12345-01', 5, null],
        ['世达 一字螺丝刀', 3, null],
        ['12345', 10, null],
        ['G AB 123-LI', 2, null],
      ],
    ],
    [
      'reads full-width digits, letters and commas',
      'ＳＴＭＴ１２３４５，１２\n螺丝刀　７',
      [
        ['STMT12345', 12, null],
        ['螺丝刀', 7, null],
      ],
    ],
    [
      'gives each unusable quantity its own message and keeps the line',
      'A\t0\nB\t-3\nC\t1e9\nD\t五\nE 五\nF\tabc',
      [
        ['A', null, '数量须大于 0'],
        ['B', null, '数量「-3」不能为负数'],
        ['C', null, '数量「1e9」过大，单行最多 999999'],
        ['D', null, '数量「五」请填写阿拉伯数字（如 5）'],
        ['E', null, '数量「五」请填写阿拉伯数字（如 5）'],
        ['F', null, '无法识别数量「abc」'],
      ],
    ],
    [
      'leaves the quantity empty when none is given',
      'STMT12345\n螺丝 M8×30\nX × 4',
      [
        ['STMT12345', null, null],
        ['螺丝 M8×30', null, null],
        ['X', 4, null],
      ],
    ],
    [
      'reads quoted CSV cells and a third column',
      '"世达, 螺丝刀",4\nSTMT1,扳手,6',
      [
        ['世达, 螺丝刀', 4, null],
        ['STMT1', 6, null],
      ],
    ],
  ])('%s', (_, text, lines) => {
    expect(pick(text)).toEqual(lines);
  });
  it('takes Windows and old Mac line ends, a BOM and blank lines', () => {
    const { lines } = parseQuickOrderText('\uFEFFA-1\t1\r\n\r\nB-2\t2\rC-3\t3\r\n');
    expect(lines.map((l) => [l.lineNo, l.text, l.quantity])).toEqual([
      [1, 'A-1', 1],
      [3, 'B-2', 2],
      [4, 'C-3', 3],
    ]);
  });
  it('leaves out a header row (after a BOM too) and says so', () => {
    const list = parseQuickOrderText('\uFEFF商品编码/型号/名称\t数量\r\nSTMT12345-01\t5');
    expect(list.headerSkipped).toBe(true);
    expect(list.lines.map((l) => [l.lineNo, l.text, l.quantity])).toEqual([[2, 'STMT12345-01', 5]]);
    expect(parseQuickOrderText('编码,数量\nA,1').headerSkipped).toBe(true);
    expect(parseQuickOrderText('型号 数量\nA 1').headerSkipped).toBe(true);
    // A first line with a quantity is data, whatever its words.
    expect(parseQuickOrderText('规格 M8 螺丝 10').headerSkipped).toBe(false);
  });
  it('counts lines as the server will', () => {
    expect(countQuickOrderLines('')).toBe(0);
    expect(countQuickOrderLines('\n \r\n\t\n')).toBe(0);
    expect(countQuickOrderLines(Array.from({ length: 501 }, (_, i) => `A${i} 1`).join('\n'))).toBe(501);
  });
});

describe('parseQuickOrderRows (spreadsheet cells)', () => {
  it('reads the first cell and the quantity cell; blank rows are skipped', () => {
    const list = parseQuickOrderRows([
      { lineNo: 1, cells: ['编码/型号/名称', '数量', '备注'] },
      { lineNo: 2, cells: ['12345-01', '5', '车间'] },
      { lineNo: 3, cells: ['', '', ''] },
      { lineNo: 4, cells: ['螺丝刀'] },
    ]);
    expect(list.headerSkipped).toBe(true);
    expect(list.lines).toEqual([
      {
        lineNo: 2,
        input: '12345-01\t5\t车间',
        text: '12345-01',
        quantityText: '5',
        quantity: 5,
        quantityError: null,
      },
      { lineNo: 4, input: '螺丝刀', text: '螺丝刀', quantityText: '', quantity: null, quantityError: null },
    ]);
  });
});

describe('settleQuickOrderLine', () => {
  const sku = { availability: 'ok' as const, moq: 10, step: 5, maxQuantity: 100, unit: '个', stock: 103 };
  const line = (quantity: number | null, quantityError: string | null = null) => ({
    quantity,
    quantityError,
  });
  it('keeps a quantity the rules allow', () => {
    expect(settleQuickOrderLine(line(15), sku)).toEqual({ outcome: 'matched', quantity: 15, note: null });
  });
  it('raises to the minimum and the step, lowers to the stock, with a note', () => {
    expect(settleQuickOrderLine(line(3), sku)).toEqual({
      outcome: 'quantity_adjusted',
      quantity: 10,
      note: '起订量 10个，数量由 3个调整为 10个',
    });
    expect(settleQuickOrderLine(line(12), sku)).toEqual({
      outcome: 'quantity_adjusted',
      quantity: 15,
      note: '须按 5个递增，数量由 12个调整为 15个',
    });
    expect(settleQuickOrderLine(line(500), sku)).toEqual({
      outcome: 'quantity_adjusted',
      quantity: 100,
      note: '库存不足，数量由 500个调整为最多可购 100个',
    });
    expect(settleQuickOrderLine(line(null), sku)).toEqual({
      outcome: 'quantity_adjusted',
      quantity: 10,
      note: '未填写数量，按起订量 10个',
    });
    expect(settleQuickOrderLine(line(null), { ...sku, moq: 1, step: 1 })).toEqual({
      outcome: 'matched',
      quantity: 1,
      note: '未填写数量，按 1个',
    });
  });
  it('says why a SKU cannot be bought, before any quantity problem', () => {
    expect(settleQuickOrderLine(line(5), { ...sku, availability: 'not_in_area' }, '浙江省')).toEqual({
      outcome: 'not_in_area',
      quantity: 0,
      note: '该商品在浙江省暂不销售',
    });
    expect(settleQuickOrderLine(line(5), { ...sku, availability: 'out_of_stock', stock: 0 }).outcome).toBe(
      'out_of_stock',
    );
    expect(settleQuickOrderLine(line(null, '数量须大于 0'), sku)).toEqual({
      outcome: 'invalid',
      quantity: 0,
      note: '数量须大于 0',
    });
  });
  it('fits quantities to moq + n × step within the stock', () => {
    expect(fitQuantity(1, { moq: 1, step: 1, maxQuantity: 9 })).toBe(1);
    expect(fitQuantity(11, { moq: 10, step: 5, maxQuantity: 100 })).toBe(15);
    expect(fitQuantity(200, { moq: 10, step: 5, maxQuantity: 100 })).toBe(100);
  });
});
