import { toast } from '@/lib/toast';
import { CheckBox } from '@/components/plain';
import { t } from '@/locales/zh-CN';
import type { CompareEntry } from '../lib/compare-list';
import { compareStore, useCompareState } from '../lib/compare-store';
import '../compare.css';

/** Adds a SKU to the compare list; a fifth is refused with a message saying why. */
function addToCompare(entry: CompareEntry): void {
  if (compareStore.add(entry) === 'full') toast.warning(t.compare.full);
}

/**
 * The 对比 check box of a listing tile. A tile stands for its product: it is checked while any SKU of the
 * product is in the list, and unchecking takes the product out.
 */
export function CompareTileToggle({ entry }: { entry: CompareEntry }) {
  const { entries } = useCompareState();
  const checked = entries.some((e) => e.productId === entry.productId);
  return (
    <CheckBox
      className={`mall-compare-toggle${checked ? ' is-checked' : ''}`}
      checked={checked}
      aria-label={t.compare.toggleLabel(entry.title)}
      onChange={() => (checked ? compareStore.removeProduct(entry.productId) : addToCompare(entry))}
    >
      {t.compare.toggle}
    </CheckBox>
  );
}

/** 加入对比 on the product page: the SKU chosen there (another spec of the same product is another column). */
export function CompareSkuToggle({ entry }: { entry: CompareEntry | null }) {
  const { entries } = useCompareState();
  const checked = entry !== null && entries.some((e) => e.skuId === entry.skuId);
  return (
    <CheckBox
      className="mall-compare-sku"
      checked={checked}
      disabled={!entry}
      onChange={() => {
        if (!entry) return;
        if (checked) compareStore.remove(entry.skuId);
        else addToCompare(entry);
      }}
    >
      {t.compare.addFromDetail}
    </CheckBox>
  );
}
