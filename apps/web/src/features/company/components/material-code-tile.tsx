import { materialCodesCopy as c } from '@/locales/zh-CN-material-codes';
import { useCodes } from '../api/use-product-codes';
import '../material-code.css';

/** A listing tile's line: 物料编码 WL-1001 (and how many more SKUs of the product have one). */
export default function MaterialCodeTileNote({ productId }: { productId: number }) {
  const { codes } = useCodes(productId);
  if (!codes?.length) return null;
  return (
    <div className="mall-tile-code mall-ellipsis" data-testid="tile-material-code">
      {c.tileNote(codes[0]!.code, codes.length)}
    </div>
  );
}
