import { CompactList } from '@/features/catalogue/components/product-tile';
import { useBoughtTogether } from '@/features/product/api/get-bought-together';
import { substituteCopy } from '@/locales/zh-CN-substitute';

/** 经常一起购买 beside the product detail: asked for after the page is drawn, loaded with this code. */
export default function GoodsBoughtTogether({
  productId,
  areaCode,
}: {
  productId: number;
  areaCode: string;
}) {
  const { data } = useBoughtTogether(productId, areaCode);
  if (!data?.items.length) return null;
  return <CompactList products={data.items} title={substituteCopy.boughtTogether.title} />;
}
