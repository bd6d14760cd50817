import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Price } from '@/components/price';
import { paths } from '@/config/paths';
import { tradeCopy } from '@/locales/zh-CN-trade';
import { LineImage } from './line-image';
import './line-table.css';

type ProductLine = {
  skuId: number;
  title: string;
  image: string | null;
  brandName: string;
  modelNo: string;
  specValues: string[];
  materialCode?: string;
};

/** The buyer's company's own code for the line's SKU, where it keeps one. */
export function LineMaterialCode({ code }: { code?: string }) {
  if (!code) return null;
  return (
    <div className="meta" data-testid="material-code">
      {tradeCopy.cart.materialCode(code)}
    </div>
  );
}

/** A line's specs (规格：…；…), nothing for a line without. */
export function LineSpecs({ values }: { values: string[] }) {
  if (values.length === 0) return null;
  return (
    <div className="meta">
      {tradeCopy.cart.specLabel}
      {values.join('；')}
    </div>
  );
}

/**
 * The product cell of a checkout or order line: its picture, its title linking to the goods page, brand and
 * model, specs, and `children` under them.
 */
function LineProduct({ line, children }: { line: ProductLine; children?: ReactNode }) {
  return (
    <div className="info">
      <LineImage line={line} />
      <div>
        <Link to={paths.goods.getHref(line.skuId)} className="name mall-ellipsis-2">
          {line.title}
        </Link>
        <div className="meta">{tradeCopy.cart.brandModel(line.brandName, line.modelNo)}</div>
        <LineMaterialCode code={line.materialCode} />
        <LineSpecs values={line.specValues} />
        {children}
      </div>
    </div>
  );
}

/**
 * The cells of a checkout or order line: its product (`children` under it), price (`mark` beside it), quantity
 * with its unit, and amount.
 */
export function LineCells({
  line,
  mark,
  children,
}: {
  line: ProductLine & { price: string; quantity: number; unit: string; amount: string };
  mark?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <>
      <td>
        <LineProduct line={line}>{children}</LineProduct>
      </td>
      <td>
        <Price value={line.price} />
        {mark}
      </td>
      <td>
        ×{line.quantity}
        {line.unit}
      </td>
      <td>
        <Price value={line.amount} />
      </td>
    </>
  );
}
