import { describe, expect, it } from 'vitest';
import { fenToChineseCapital } from './money-capital';

describe('fenToChineseCapital (大写金额)', () => {
  it.each([
    [0, '零元整'],
    [1, '壹分'],
    [10, '壹角'],
    [53, '伍角叁分'],
    [100, '壹元整'],
    [150, '壹元伍角'],
    [1005, '壹拾元零伍分'],
    [100000, '壹仟元整'],
    [100100, '壹仟零壹元整'],
    [101000, '壹仟零壹拾元整'],
    [123400, '壹仟贰佰叁拾肆元整'],
    [168032, '壹仟陆佰捌拾元叁角贰分'],
    [101005000, '壹佰零壹万零伍拾元整'],
    [100000000, '壹佰万元整'],
    [1000000100, '壹仟万零壹元整'],
    [10000000100, '壹亿零壹元整'],
    [10001000000, '壹亿零壹万元整'],
    [10010000000, '壹亿零壹拾万元整'],
    [12345678912, '壹亿贰仟叁佰肆拾伍万陆仟柒佰捌拾玖元壹角贰分'],
    [-1005, '负壹拾元零伍分'],
  ])('%i fen → %s', (fen, text) => {
    expect(fenToChineseCapital(fen)).toBe(text);
  });
  it('refuses fractions of a fen', () => {
    expect(() => fenToChineseCapital(1.5)).toThrow(RangeError);
  });
});
