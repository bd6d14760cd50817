import { use } from 'react';
import { Link } from 'react-router';
import { formatPrice, matchedPartNumberText, type ProductCard, type TitlePart } from '@mall/shared';
import { PriceMark } from '@/components/price-mark';
import { paths } from '@/config/paths';
import { t } from '@/locales/zh-CN';
import '../catalogue.css';
import { SellerName } from '@/components/plain';
import { TileExtraContext, TileNoteContext } from './tile-extra';

/** A title with the keyword's pieces highlighted; rendered as text, never as HTML. */
function HighlightedTitle({ parts, title }: { parts: TitlePart[]; title: string }) {
  if (parts.length === 0) return <>{title}</>;
  return (
    <>
      {parts.map((part, index) =>
        part.hit ? (
          <em key={index} className="hit">
            {part.text}
          </em>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

/** Listing tile: image, price per unit, highlighted title, brand and model, sales, stock, seller. */
export function ProductTile({ product }: { product: ProductCard }) {
  const price = formatPrice(product.price);
  const note = use(TileNoteContext);
  // The seller links to its shop page; a link cannot sit inside the tile's link, so it follows it in the card.
  return (
    <div className="mall-tile-card">
      <Link
        to={paths.goods.getHref(product.skuId)}
        className="mall-tile"
        title={product.title}
        aria-label={product.title}
        data-product-id={product.productId}
      >
        <div className="mall-tile-img">
          {product.image ? <img src={product.image} alt="" loading="lazy" /> : null}
        </div>
        <div className="mall-tile-price">
          <span className="mall-price">
            <small>{t.common.yuan}</small>
            {price}
          </span>
          <span className="unit">{t.product.priceUnit(product.unit)}</span>
          <PriceMark listPrice={product.listPrice} priceTag={product.priceTag} />
        </div>
        <div className="mall-tile-title mall-ellipsis-2">
          <HighlightedTitle parts={product.titleParts} title={product.title} />
        </div>
        <div className="mall-tile-meta">
          <span className="mall-ellipsis">
            {product.brandName} · {product.modelNo}
          </span>
        </div>
        {product.matchedPartNumber && (
          <div className="mall-tile-matched mall-ellipsis" data-testid="tile-matched">
            {matchedPartNumberText(product.matchedPartNumber)}
          </div>
        )}
        {note?.(product)}
        <div className="mall-tile-foot">
          <span>{t.catalogue.sold(product.salesCount)}</span>
          <span className={product.inStock ? 'stock in' : 'stock out'}>
            {product.inStock ? t.catalogue.inStock : t.catalogue.outOfStock}
          </span>
        </div>
      </Link>
      <div className="mall-tile-seller mall-ellipsis" data-testid="tile-seller">
        <SellerName id={product.sellerId} name={product.sellerName} />
      </div>
    </div>
  );
}

/** A grid of tiles, five to a row, each with what the app adds to tiles (TileExtraContext). */
export function ProductGrid({ products, label }: { products: ProductCard[]; label?: string }) {
  const extra = use(TileExtraContext);
  return (
    <ul className="mall-tile-grid" aria-label={label ?? t.catalogue.listLabel}>
      {products.map((product) => (
        <li key={product.productId} className="mall-tile-cell">
          <ProductTile product={product} />
          {extra && <div className="mall-tile-extra">{extra(product)}</div>}
        </li>
      ))}
    </ul>
  );
}

/** A narrow column of small tiles (related products beside the product detail). */
export function CompactList({ products, title }: { products: ProductCard[]; title: string }) {
  return (
    <section className="mall-compact" aria-label={title}>
      <h2>{title}</h2>
      <ul>
        {products.map((product) => (
          <li key={product.productId}>
            <Link to={paths.goods.getHref(product.skuId)} title={product.title}>
              <span className="img">
                {product.image ? <img src={product.image} alt="" loading="lazy" /> : null}
              </span>
              <span className="name mall-ellipsis-2">{product.title}</span>
              <span className="mall-price">
                <small>{t.common.yuan}</small>
                {formatPrice(product.price)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
