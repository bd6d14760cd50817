import { CompactList } from '@/features/catalogue/components/product-tile';
import { useCartBoughtTogether } from '@/features/cart/api/get-cart-bought-together';
import { substituteCopy } from '@/locales/zh-CN-substitute';

/** 经常一起购买 under the cart: products bought with what it holds (the company's own history first). */
export default function CartBoughtTogether({ areaCode }: { areaCode: string }) {
  const { data } = useCartBoughtTogether(areaCode);
  if (!data?.items.length) return null;
  return (
    <div className="mall-container mall-cart-together">
      <CompactList products={data.items} title={substituteCopy.boughtTogether.cartTitle} />
    </div>
  );
}
