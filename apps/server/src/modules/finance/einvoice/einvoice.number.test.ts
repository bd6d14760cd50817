import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { einvoiceNumber, parseEinvoiceNumber, regionOfTaxId } from './einvoice.number';

describe('the 20-digit 数电票 number', () => {
  it('is year, region, channel and a 15-digit sequence', () => {
    const n = einvoiceNumber({ year: 2026, region: '35', channel: 9, sequence: 42 });
    expect(n).toBe('26359000000000000042');
    expect(n).toHaveLength(20);
    expect(parseEinvoiceNumber(n)).toMatchObject({
      yy: '26',
      year: 2026,
      region: '35',
      channel: 9,
      sequence: 42,
    });
  });

  it('takes the province from the seller’s 统一社会信用代码 and refuses what does not fit', () => {
    expect(regionOfTaxId('91350100M000100Y43')).toBe('35');
    expect(regionOfTaxId('91110000600037341L')).toBe('11');
    expect(() => einvoiceNumber({ year: 2026, region: '3', channel: 9, sequence: 1 })).toThrow(RangeError);
    expect(() => einvoiceNumber({ year: 2026, region: '35', channel: 10, sequence: 1 })).toThrow(RangeError);
    expect(() => einvoiceNumber({ year: 2026, region: '35', channel: 9, sequence: 10 ** 15 })).toThrow(
      RangeError,
    );
    expect(() => parseEinvoiceNumber('2635900000000000004')).toThrow(RangeError);
  });

  it('keeps every field in place for any valid parts (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 2099 }),
        fc.integer({ min: 11, max: 99 }),
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 1, max: 10 ** 15 - 1 }),
        (year, region, channel, sequence) => {
          const n = einvoiceNumber({ year, region: String(region), channel, sequence });
          expect(n).toMatch(/^\d{20}$/);
          expect(parseEinvoiceNumber(n)).toMatchObject({ year, region: String(region), channel, sequence });
        },
      ),
    );
  });
});
