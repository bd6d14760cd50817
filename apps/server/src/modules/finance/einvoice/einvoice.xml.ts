import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import { EINVOICE_TYPES, TAX_RATE_PERCENT, type TaxRate } from '@mall/shared';
import { fenText, textFen, workOut } from './einvoice.amounts';
import type { BlueRequest, EinvoiceParty } from './einvoice.provider';

/*
 * The 数电票 XML in the national structure (root EInvoice, tag SWEI3200): Header (EIid the 20-digit number,
 * InherentLabel with the invoice kind), EInvoiceData (SellerInformation, BuyerInformation, BasicInformation
 * with the totals and 价税合计 in words, one IssuItemInformation per line, AdditionalInformation), and
 * TaxSupervisionInfo (number, issue time, the tax authority).
 */

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  suppressEmptyNode: false,
  processEntities: true,
});
const parser = new XMLParser({
  parseTagValue: false,
  trimValues: true,
  htmlEntities: false,
  processEntities: true,
  isArray: (name) => name === 'IssuItemInformation',
});

const KIND_LABEL: Record<string, string> = {
  [EINVOICE_TYPES.special]: '增值税专用发票',
  [EINVOICE_TYPES.normal]: '普通发票',
};

/** The rate as the XML writes it: 0.13, 0.09, 0.06, 0 or 免税. */
function rateText(rate: TaxRate): string {
  if (rate === 'exempt') return '免税';
  const pct = TAX_RATE_PERCENT[rate];
  return pct === 0 ? '0' : `0.${String(pct).padStart(2, '0')}`;
}
function rateOf(text: string): TaxRate | null {
  if (text === '免税') return 'exempt';
  const found = (['13', '9', '6', '0'] as const).find((r) => rateText(r) === text);
  return found ?? null;
}

const seller = (p: EinvoiceParty) => ({
  SellerIdNum: p.taxId,
  SellerName: p.name,
  SellerAddr: p.address,
  SellerTelNum: p.phone,
  SellerBankName: p.bankName,
  SellerBankAccNum: p.bankAccount,
});
const buyer = (p: EinvoiceParty) => ({
  BuyerIdNum: p.taxId,
  BuyerName: p.name,
  BuyerAddr: p.address,
  BuyerTelNum: p.phone,
  BuyerBankName: p.bankName,
  BuyerBankAccNum: p.bankAccount,
});

/**
 * The XML of an issued invoice: `number` and `issuedAt` come from the provider. A red one (`red`) is marked 红字发票
 * and names the blue number and the 红字确认单 it reverses; its lines and totals are negative.
 */
export function einvoiceXml(
  request: BlueRequest,
  issued: { number: string; issuedAt: string; authority: string },
  red?: { blueNumber: string; formNumber: string },
): string {
  const { lines, totals } = workOut(request.lines);
  const doc = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    EInvoice: {
      Header: {
        EIid: issued.number,
        EInvoiceTag: 'SWEI3200',
        Version: '0.1',
        InherentLabel: {
          InIssuType: red
            ? { LabelCode: 'N', LabelName: '红字发票' }
            : { LabelCode: 'Y', LabelName: '蓝字发票' },
          EInvoiceType: { LabelCode: request.type, LabelName: '电子发票' },
          GeneralOrSpecialVAT: {
            LabelCode: request.type === EINVOICE_TYPES.special ? '01' : '02',
            LabelName: KIND_LABEL[request.type],
          },
        },
      },
      EInvoiceData: {
        SellerInformation: seller(request.seller),
        BuyerInformation: buyer(request.buyer),
        BasicInformation: {
          TotalAmWithoutTax: fenText(totals.amountFen),
          TotalTaxAm: fenText(totals.taxFen),
          'TotalTax-includedAmount': fenText(totals.totalFen),
          'TotalTax-includedAmountInChinese': totals.totalInWords,
          Drawer: request.drawer,
          RequestTime: issued.issuedAt,
        },
        IssuItemInformation: lines.map((l) => ({
          ItemName: l.name,
          SpecMod: l.spec,
          MeaUnits: l.unit,
          Quantity: String(l.quantity),
          UnPrice: l.unitPrice,
          Amount: fenText(l.amountFen),
          TaxRate: rateText(l.rate),
          ComTaxAm: fenText(l.taxFen),
          TotaltaxIncludedAmount: fenText(l.amountInclFen),
          TaxClassificationCode: l.taxCode,
        })),
        AdditionalInformation: {
          Remark: request.remark,
          ...(red ? { RedInvoiceNumber: red.blueNumber, RedConfirmationNumber: red.formNumber } : {}),
        },
      },
      TaxSupervisionInfo: {
        InvoiceNumber: issued.number,
        IssueTime: issued.issuedAt,
        TaxBureauCode: issued.authority,
        TaxBureauName: '国家税务总局',
      },
    },
  };
  return builder.build(doc) as string;
}

/** What an issued XML says, read back (amounts in 分; NaN where a figure is not one). */
export type ParsedEinvoice = {
  number: string;
  type: string;
  /** The blue number a red invoice reverses ('' for a blue one). */
  redOf: string;
  sellerTaxId: string;
  sellerName: string;
  buyerTaxId: string;
  buyerName: string;
  amountFen: number;
  taxFen: number;
  totalFen: number;
  totalInWords: string;
  lines: {
    name: string;
    taxCode: string;
    quantity: number;
    amountFen: number;
    taxFen: number;
    inclFen: number;
    rate: TaxRate | null;
  }[];
};

type Node = Record<string, unknown>;
const text = (node: unknown, key: string): string => {
  const v = (node as Node | undefined)?.[key];
  return typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v);
};

/** Reads an issued 数电票 XML back (entities of the document are not expanded beyond XML's own five). */
export function parseEinvoiceXml(xml: string): ParsedEinvoice {
  const root = (parser.parse(xml) as Node).EInvoice as Node | undefined;
  if (!root) throw new Error('not a 数电票 XML');
  const header = root.Header as Node;
  const data = root.EInvoiceData as Node;
  const basic = data.BasicInformation as Node;
  const items = (data.IssuItemInformation as Node[] | undefined) ?? [];
  return {
    number: text(header, 'EIid'),
    type: text((header.InherentLabel as Node).EInvoiceType, 'LabelCode'),
    redOf: text(data.AdditionalInformation, 'RedInvoiceNumber'),
    sellerTaxId: text(data.SellerInformation, 'SellerIdNum'),
    sellerName: text(data.SellerInformation, 'SellerName'),
    buyerTaxId: text(data.BuyerInformation, 'BuyerIdNum'),
    buyerName: text(data.BuyerInformation, 'BuyerName'),
    amountFen: textFen(text(basic, 'TotalAmWithoutTax')),
    taxFen: textFen(text(basic, 'TotalTaxAm')),
    totalFen: textFen(text(basic, 'TotalTax-includedAmount')),
    totalInWords: text(basic, 'TotalTax-includedAmountInChinese'),
    lines: items.map((i) => ({
      name: text(i, 'ItemName'),
      taxCode: text(i, 'TaxClassificationCode'),
      quantity: Number(text(i, 'Quantity')),
      amountFen: textFen(text(i, 'Amount')),
      taxFen: textFen(text(i, 'ComTaxAm')),
      inclFen: textFen(text(i, 'TotaltaxIncludedAmount')),
      rate: rateOf(text(i, 'TaxRate')),
    })),
  };
}

/**
 * Whether an issued XML says what was asked: same seller, buyer, lines (name, code, quantity, amount, rate)
 * and totals that add up (to what was asked and to its own lines). Answers the differences in Chinese (empty when none).
 */
export function checkAgainstRequest(parsed: ParsedEinvoice, request: BlueRequest): string[] {
  const { lines, totals } = workOut(request.lines);
  const diffs: string[] = [];
  if (parsed.type !== request.type) diffs.push('发票种类不符');
  if (parsed.sellerTaxId !== request.seller.taxId) diffs.push('销售方纳税人识别号不符');
  if (parsed.buyerTaxId !== request.buyer.taxId) diffs.push('购买方纳税人识别号不符');
  if (parsed.buyerName !== request.buyer.name) diffs.push('购买方名称不符');
  if (parsed.lines.length !== lines.length) diffs.push('明细行数不符');
  lines.forEach((l, i) => {
    const p = parsed.lines[i];
    if (!p) return;
    if (p.name !== l.name || p.taxCode !== l.taxCode || p.quantity !== l.quantity || p.rate !== l.rate)
      diffs.push(`第${i + 1}行的名称、编码、数量或税率不符`);
    if (p.amountFen !== l.amountFen || p.taxFen !== l.taxFen || p.inclFen !== l.amountInclFen)
      diffs.push(`第${i + 1}行金额或税额不符`);
  });
  if (
    parsed.amountFen !== totals.amountFen ||
    parsed.taxFen !== totals.taxFen ||
    parsed.totalFen !== totals.totalFen
  )
    diffs.push('合计金额不符');
  const sum = (f: (l: ParsedEinvoice['lines'][number]) => number) =>
    parsed.lines.reduce((s, l) => s + f(l), 0);
  if (parsed.amountFen !== sum((l) => l.amountFen) || parsed.taxFen !== sum((l) => l.taxFen))
    diffs.push('合计与明细不符');
  if (parsed.totalInWords !== totals.totalInWords) diffs.push('价税合计大写不符');
  return diffs;
}
