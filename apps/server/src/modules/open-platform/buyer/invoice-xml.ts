import { XMLBuilder } from 'fast-xml-parser';
import type { InvoiceDetail } from '@mall/shared';
import { SELLER } from '../../finance/invoice';

const builder = new XMLBuilder({ format: true, suppressEmptyNode: false });

/**
 * An issued invoice as XML, named as the national e-invoice file names its parts (EInvoice: Header,
 * EInvoiceData with the seller, the buyer, the totals and one IssuItemInformation per line,
 * TaxSupervisionInfo), for the buyer's ERP to book it (入账). It renders what the invoice holds, with our
 * order and PO numbers under AdditionalInformation; once invoices are issued as 数电票 (issue 47) and the
 * tax bureau's own XML is kept, that file is the one to answer.
 */
export function invoiceXml(d: InvoiceDetail): string {
  // The platform's tax details are known; a shop's are not kept yet (its name only, as on the PDF).
  const ours = d.sellerId === 0;
  const t = d.title;
  const body = builder.build({
    EInvoice: {
      Header: {
        EIid: d.invoiceNo ?? '',
        Version: '1.0',
        InherentLabel: { EInvoiceType: { LabelCode: d.type, LabelName: d.typeLabel } },
      },
      EInvoiceData: {
        SellerInformation: {
          SellerIdNum: ours ? SELLER.taxNo : '',
          SellerName: ours ? SELLER.name : d.sellerName,
          SellerAddr: ours ? SELLER.addressPhone : '',
          SellerBankAccNum: ours ? SELLER.bankAccount : '',
        },
        BuyerInformation: {
          BuyerIdNum: t.taxNo,
          BuyerName: t.companyName,
          BuyerAddr: t.regAddress,
          BuyerTelNum: t.regPhone,
          BuyerBankName: t.bankName,
          BuyerBankAccNum: t.bankAccount,
        },
        BasicInformation: {
          TotalAmWithoutTax: d.amounts.amountExclTax,
          TotalTaxAm: d.amounts.taxAmount,
          'TotalTax-includedAmount': d.amounts.totalAmount,
          'TotalTax-includedAmountInChinese': d.amounts.totalAmountCapital,
          Drawer: ours ? SELLER.drawer : '',
        },
        IssuItemInformation: d.lines.map((l) => ({
          ItemName: l.name,
          SpecMod: l.spec,
          MeaUnits: l.unit,
          Quantity: l.quantity,
          UnPrice: l.unitPriceExclTax,
          Amount: l.amountExclTax,
          TaxRate: l.taxRate,
          ComTaxAm: l.taxAmount,
          TotaltaxIncludedAmount: l.amountInclTax,
        })),
        AdditionalInformation: {
          Remark: d.remark,
          ApplyNo: d.applyNo,
          OrderNo: d.orderNos,
          PONumber: d.poNumbers ?? [],
        },
      },
      TaxSupervisionInfo: { InvoiceNumber: d.invoiceNo ?? '', IssueTime: d.issueDate ?? '' },
    },
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
}
