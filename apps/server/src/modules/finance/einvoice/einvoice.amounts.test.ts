import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TAX_RATES, fenToChineseCapital } from '@mall/shared';
import { fenText, taxInside, textFen, totalInWords, workOut } from './einvoice.amounts';
import { blueRequest } from './einvoice.fixtures';
import type { EinvoiceLineRequest } from './einvoice.provider';
import { checkAgainstRequest, einvoiceXml, parseEinvoiceXml } from './einvoice.xml';

describe('价税合计 in words (人民币大写, 圆 as the 数电票 XML writes it)', () => {
  it.each([
    [10500, '壹佰零伍圆整'],
    [105, '壹圆零伍分'],
    [5, '伍分'],
    [50, '伍角'],
    [100000, '壹仟圆整'],
    [1000005, '壹万圆零伍分'],
    [48005, '肆佰捌拾圆零伍分'],
    [100100, '壹仟零壹圆整'],
    [123456789, '壹佰贰拾叁万肆仟伍佰陆拾柒圆捌角玖分'],
    [0, '零圆整'],
    [-10500, '（负数）壹佰零伍圆整'],
  ])('%i 分 → %s', (fen, words) => {
    expect(totalInWords(fen)).toBe(words);
  });
});

describe('line arithmetic', () => {
  it('takes the tax out of a tax-inclusive amount, half up to the fen; 免税 and 0 % carry none', () => {
    expect(taxInside(11300, '13')).toBe(1300);
    expect(taxInside(10000, '13')).toBe(1150); // 1150.44…
    expect(taxInside(10900, '9')).toBe(900);
    expect(taxInside(10600, '6')).toBe(600);
    expect(taxInside(-11300, '13')).toBe(-1300);
    expect(taxInside(10000, '0')).toBe(0);
    expect(taxInside(10000, 'exempt')).toBe(0);
  });

  it('prints yuan with two decimals and reads them back', () => {
    expect(fenText(10505)).toBe('105.05');
    expect(fenText(-5)).toBe('-0.05');
    expect(textFen('105.05')).toBe(10505);
    expect(textFen('1.5')).toBe(150);
    expect(Number.isNaN(textFen('1.005'))).toBe(true);
  });

  it('prints the unit price without tax to 8 decimals at most', () => {
    const { lines } = workOut([{ ...blueRequest('x').lines[0]!, quantity: 3, amountInclFen: 11300 }]);
    expect(lines[0]).toMatchObject({ amountFen: 10000, taxFen: 1300, unitPrice: '33.33333333' });
  });
});

const line = fc.record<EinvoiceLineRequest>({
  name: fc.constantFrom('*金属制品*扳手', '*劳动防护用品*手套 & 口罩', '*现代服务*安装<费>'),
  taxCode: fc.stringMatching(/^\d{19}$/),
  spec: fc.constantFrom('', 'M8×30', '9件套'),
  unit: fc.constantFrom('个', '套', '双'),
  quantity: fc.integer({ min: 1, max: 10_000 }),
  amountInclFen: fc.integer({ min: 1, max: 100_000_000 }),
  rate: fc.constantFrom(...TAX_RATES),
});

describe('the XML of the national structure', () => {
  it('adds up in 分 and says 价税合计 in words to the fen, for random line sets (property)', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 30 }), (lines) => {
        const request = blueRequest('P-1', lines);
        const xml = einvoiceXml(request, {
          number: '26359000000000000001',
          issuedAt: '2026-11-30 09:00:00',
          authority: '35',
        });
        const parsed = parseEinvoiceXml(xml);
        const sum = (f: (l: (typeof parsed.lines)[number]) => number) =>
          parsed.lines.reduce((s, l) => s + f(l), 0);
        const asked = lines.reduce((s, l) => s + l.amountInclFen, 0);
        expect(parsed.totalFen).toBe(asked);
        expect(parsed.amountFen).toBe(sum((l) => l.amountFen));
        expect(parsed.taxFen).toBe(sum((l) => l.taxFen));
        expect(parsed.amountFen + parsed.taxFen).toBe(parsed.totalFen);
        for (const l of parsed.lines) expect(l.amountFen + l.taxFen).toBe(l.inclFen);
        expect(parsed.totalInWords).toBe(fenToChineseCapital(asked).replace('元', '圆'));
        expect(checkAgainstRequest(parsed, request)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('names the seller, buyer, number, kind and each line’s code, and escapes what XML must', () => {
    const request = blueRequest('P-2');
    request.buyer.name = '北京A&B机电<有限>公司';
    const xml = einvoiceXml(request, {
      number: '26359000000000000002',
      issuedAt: '2026-11-30 09:00:00',
      authority: '35',
    });
    expect(xml).toContain('<EIid>26359000000000000002</EIid>');
    expect(xml).toContain('<TaxClassificationCode>1080422000000000000</TaxClassificationCode>');
    expect(xml).toContain('<TaxRate>0.13</TaxRate>');
    expect(xml).toContain('<TotalTax-includedAmount>480.05</TotalTax-includedAmount>');
    expect(xml).toContain(
      '<TotalTax-includedAmountInChinese>肆佰捌拾圆零伍分</TotalTax-includedAmountInChinese>',
    );
    expect(xml).toContain('北京A&amp;B机电&lt;有限&gt;公司');
    const parsed = parseEinvoiceXml(xml);
    expect(parsed).toMatchObject({
      number: '26359000000000000002',
      type: '81',
      sellerTaxId: '91350100M000100Y43',
      buyerName: '北京A&B机电<有限>公司',
    });
  });

  it('tells when an answer differs from what was asked', () => {
    const request = blueRequest('P-3');
    const xml = einvoiceXml(request, {
      number: '26359000000000000003',
      issuedAt: '2026-11-30 09:00:00',
      authority: '35',
    });
    const tampered = parseEinvoiceXml(xml.replace('<Amount>331.86</Amount>', '<Amount>331.85</Amount>'));
    expect(checkAgainstRequest(tampered, request)).toEqual(['第1行金额或税额不符', '合计与明细不符']);
    const otherBuyer = { ...request, buyer: { ...request.buyer, taxId: '91350100M000100Y43' } };
    expect(checkAgainstRequest(parseEinvoiceXml(xml), otherBuyer)).toEqual(['购买方纳税人识别号不符']);
  });
});
