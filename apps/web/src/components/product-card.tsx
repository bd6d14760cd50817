import { Link } from 'react-router';
import { Price } from './price';

type Props = { to: string; name: string; image?: string; price: string | number | null | undefined };

/** A product tile: image, two-line name, price. */
export function ProductCard({ to, name, image, price }: Props) {
  return (
    <Link to={to} className="mall-product-card" title={name}>
      <div className="img">{image ? <img src={image} alt={name} loading="lazy" /> : null}</div>
      <div className="name mall-ellipsis-2">{name}</div>
      <Price value={price} />
    </Link>
  );
}
