/**
 * The 20-digit 数电票 number (发票号码) as the bureau assigns it: digits 1–2 the year (last two digits), 3–4 the
 * province-level region code of the issuing tax authority (GB/T 2260's first two digits; 计划单列市 have their
 * own), 5 the issuing channel, 6–20 a 15-digit sequence. Recorded in docs/decisions/2026-11-30-einvoice-slice-1.md.
 */
export type EinvoiceNumberParts = { year: number; region: string; channel: number; sequence: number };

export function einvoiceNumber(p: EinvoiceNumberParts): string {
  if (!/^\d{2}$/.test(p.region)) throw new RangeError('region must be two digits');
  if (!Number.isInteger(p.channel) || p.channel < 0 || p.channel > 9)
    throw new RangeError('channel is one digit');
  if (!Number.isSafeInteger(p.sequence) || p.sequence < 1 || p.sequence >= 10 ** 15)
    throw new RangeError('sequence is 1 to 15 digits');
  const yy = String(p.year % 100).padStart(2, '0');
  return `${yy}${p.region}${p.channel}${String(p.sequence).padStart(15, '0')}`;
}

export function parseEinvoiceNumber(number: string): EinvoiceNumberParts & { yy: string } {
  if (!/^\d{20}$/.test(number)) throw new RangeError('a 数电票 number has 20 digits');
  return {
    yy: number.slice(0, 2),
    year: 2000 + Number(number.slice(0, 2)),
    region: number.slice(2, 4),
    channel: Number(number.slice(4, 5)),
    sequence: Number(number.slice(5)),
  };
}

/**
 * The province code of a seller from its 统一社会信用代码: characters 3–8 are the registering authority's
 * administrative division code, whose first two digits name the province. '00' when the id carries none.
 */
export function regionOfTaxId(taxId: string): string {
  const division = taxId.slice(2, 4);
  return /^\d{2}$/.test(division) ? division : '00';
}
