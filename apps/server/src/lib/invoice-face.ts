import type { A4Document } from './a4-document';

/*
 * The parts of a Chinese VAT invoice's face both our invoice PDFs draw (the paper-era 增值税电子专用发票 and the
 * 数电票), in the invoice's colour (brown; red for a red letter): a party box, and the totals with 价税合计
 * (大写 and 小写) and the 备注.
 */

/** A column of the totals row: where it starts and how wide it is, as shares of the drawing width. */
type TotalColumn = { at: number; share: number; text: string };

export function invoiceFace(a4: A4Document, color: string) {
  const { doc, left, width } = a4;
  return {
    /** A party box (购买方 / 销售方) at (x, y), `height` high: its label, then `rows` from `top`, `gap` apart. */
    party(
      box: { x: number; y: number; w: number; height: number; top: number; gap: number },
      label: string,
      rows: string[],
    ) {
      const { x, y, w } = box;
      doc.rect(x, y, w, box.height).strokeColor(color).stroke();
      doc
        .fillColor(color)
        .fontSize(10)
        .text(label, x + 6, y + 6);
      doc.fillColor('#000').fontSize(9);
      rows.forEach((row, i) => doc.text(row, x + 60, y + box.top + i * box.gap, { width: w - 66 }));
    },

    /**
     * From `y`: the 合计 row (amount and tax), the 价税合计 box (in words and in figures) and the 备注 with
     * `remark`; answers the 备注's y.
     */
    totals(
      y: number,
      t: { amount: TotalColumn; tax: TotalColumn; words: string; total: string; remark: string },
    ): number {
      doc.fillColor('#000').fontSize(9);
      doc.text('合计', left + 3, y);
      for (const c of [t.amount, t.tax])
        doc.text(c.text, left + width * c.at, y, { width: width * c.share - 6, align: 'right' });
      y += 20;
      doc
        .rect(left, y - 4, width, 22)
        .strokeColor(color)
        .stroke();
      doc.fillColor(color).text('价税合计（大写）', left + 6, y);
      doc
        .fillColor('#000')
        .fontSize(10)
        .text(t.words, left + 110, y - 1);
      doc
        .fillColor(color)
        .fontSize(9)
        .text('（小写）', left + width * 0.66, y);
      doc
        .fillColor('#000')
        .fontSize(10)
        .text(t.total, left + width * 0.66 + 50, y - 1);
      y += 30;
      doc
        .fillColor(color)
        .fontSize(9)
        .text('备注', left + 6, y);
      doc.fillColor('#000').text(t.remark, left + 50, y, { width: width - 56 });
      return y;
    },
  };
}
