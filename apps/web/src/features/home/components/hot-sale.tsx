import { FireFilled } from '@ant-design/icons';
import { ProductCard } from '@/components/product-card';
import { paths } from '@/config/paths';
import { t } from '@/locales/zh-CN';
import { useHotSale } from '../api/get-hot-sale';

/** Hot-sale promotion block. */
export function HotSale({ areaCode }: { areaCode: string[] }) {
  const { data } = useHotSale(areaCode);
  const products = (data ?? []).slice(0, 6);
  return (
    <section className="mall-hot-sale" aria-label={t.home.hotSale}>
      <header>
        <div className="mall-hot-sale-head">
          <FireFilled />
          <h2>{t.home.hotSale}</h2>
          <span>{t.home.hotSaleSub}</span>
        </div>
      </header>
      <div className="mall-hot-sale-list">
        {products.map((p) => (
          <ProductCard
            key={p.id}
            to={paths.goods.getHref(p.id)}
            name={p.productName}
            image={p.coverImageFile[0]?.previewPath}
            price={p.minPrice}
          />
        ))}
      </div>
    </section>
  );
}
