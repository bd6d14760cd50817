import { describe, expect, it } from 'vitest';
import type { QuickOrderSku } from '@mall/shared';
import { isAddable, pickCandidate, setQuantity, toBiddingLines, type QuickRow } from './rows';

const sku = (over: Partial<QuickOrderSku> = {}): QuickOrderSku => ({
  skuId: 11,
  productId: 1,
  code: 'A-01',
  title: '世达 扳手',
  brandName: '世达',
  modelNo: 'A',
  spec: '12mm',
  image: '',
  unit: '把',
  price: '10.00',
  stock: 100,
  moq: 10,
  step: 5,
  maxQuantity: 100,
  availability: 'ok',
  score: 0.8,
  ...over,
});
const row = (over: Partial<QuickRow> = {}): QuickRow => ({
  lineNo: 1,
  input: '扳手 12',
  text: '扳手',
  quantityText: '12',
  requested: 12,
  matchedBy: 'name',
  outcome: 'candidates',
  note: '找到 2 个相近商品，请选择',
  sku: null,
  candidates: [sku(), sku({ skuId: 12 })],
  quantity: 0,
  ...over,
});

describe('quick order rows', () => {
  it('settles a picked candidate as the server settles a lone match', () => {
    const picked = pickCandidate(row(), sku(), '江苏省');
    expect(picked).toMatchObject({ outcome: 'quantity_adjusted', quantity: 15, sku: { skuId: 11 } });
    expect(isAddable(picked)).toBe(true);
    expect(pickCandidate(row(), sku({ availability: 'not_in_area' }), '江苏省')).toMatchObject({
      outcome: 'not_in_area',
      note: '该商品在江苏省暂不销售',
    });
    expect(isAddable(row())).toBe(false);
  });
  it('keeps an unreadable quantity invalid until the buyer types one', () => {
    const bad = row({
      requested: null,
      quantityText: '五',
      outcome: 'invalid',
      note: '数量「五」请填写阿拉伯数字（如 5）',
    });
    const picked = pickCandidate(bad, sku(), '江苏省');
    expect(picked).toMatchObject({ outcome: 'invalid', note: '数量「五」请填写阿拉伯数字（如 5）' });
    expect(isAddable(picked)).toBe(false);
    expect(isAddable(setQuantity(picked, 20))).toBe(true);
  });
  it('turns unmatched lines into bidding lines', () => {
    expect(
      toBiddingLines([
        row({ text: '进口密封圈 Φ35×2.65', requested: 10 }),
        row({ text: 'QZX-7781', requested: null }),
        row({ text: '氟橡胶O型圈', requested: 2000000 }),
      ]),
    ).toEqual([
      { productName: '进口密封圈', brand: '', spec: 'Φ35×2.65', quantity: 10, unit: '件' },
      { productName: 'QZX-7781', brand: '', spec: 'QZX-7781', quantity: 1, unit: '件' },
      { productName: '氟橡胶O型圈', brand: '', spec: '氟橡胶O型圈', quantity: 999999, unit: '件' },
    ]);
  });
});
