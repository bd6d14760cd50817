import { describe, expect, it } from 'vitest';
import { invoiceTitleInput } from './schemas/invoice';
import { isValidTaxId, taxIdCheckChar } from './tax-id';

describe('统一社会信用代码 (GB 32100-2015)', () => {
  it('accepts codes whose check character is right', () => {
    // The standard's own example and real registered codes.
    for (const code of [
      '91350100M000100Y43',
      '91110000600037341L',
      '911100001000079554',
      '91440300708461136T',
    ])
      expect(isValidTaxId(code), code).toBe(true);
  });

  it('computes the check character, 31 written as 0', () => {
    expect(taxIdCheckChar('91350100M000100Y4')).toBe('3');
    expect(taxIdCheckChar('91110000600037341')).toBe('L');
    expect(taxIdCheckChar('91350100M000100I4')).toBeNull();
  });

  it('refuses a wrong check character, each position changed', () => {
    expect(isValidTaxId('91350100M000100Y44')).toBe(false);
    expect(isValidTaxId('91110000600037341K')).toBe(false);
    expect(isValidTaxId('91350100M000100Y4' + '0')).toBe(false);
    // A transposition of two characters changes the weighted sum.
    expect(isValidTaxId('91350100M000100Y34')).toBe(false);
  });

  it('refuses wrong length, lower-level shapes and letters outside the set', () => {
    expect(isValidTaxId('91350100M000100Y4')).toBe(false);
    expect(isValidTaxId('91350100M000100Y433')).toBe(false);
    expect(isValidTaxId('91350100M000100I43')).toBe(false); // I is not in the set
    expect(isValidTaxId('9135010OM000100Y43')).toBe(false); // division code must be digits
    expect(isValidTaxId('01350100M000100Y43')).toBe(false); // authority 0 does not exist
    expect(isValidTaxId('')).toBe(false);
  });

  it('the title schema upper-cases and explains a wrong check character in Chinese', () => {
    const base = {
      companyName: '上海示例机电有限公司',
      regAddress: '上海市浦东新区张江路 665 号',
      regPhone: '021-50801234',
      bankName: '招商银行上海张江支行',
      bankAccount: '121908765410001',
    };
    const ok = invoiceTitleInput.safeParse({ ...base, taxNo: '91350100m000100y43' });
    expect(ok.success && ok.data.taxNo).toBe('91350100M000100Y43');
    const bad = invoiceTitleInput.safeParse({ ...base, taxNo: '91350100M000100Y44' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('纳税人识别号校验位不正确，请核对统一社会信用代码');
    const short = invoiceTitleInput.safeParse({ ...base, taxNo: '9135010' });
    expect(short.error?.issues[0]?.message).toBe('纳税人识别号应为 18 位统一社会信用代码');
  });
});
