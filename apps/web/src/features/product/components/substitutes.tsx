import { Link } from 'react-router';
import type { SubstituteOffer } from '@mall/shared';
import { Price } from '@/components/price';
import { paths } from '@/config/paths';
import { substituteCopy } from '@/locales/zh-CN-substitute';
import { TableHead } from '@/components/table-head';
import { useSubstitutes } from '../api/get-substitutes';
import './substitutes.css';

const c = substituteCopy.substitute;

/** One substitute: its tile, and its key parameters beside the original's (each in the original's unit). */
function Offer({ offer }: { offer: SubstituteOffer }) {
  return (
    <li className="mall-substitute">
      <Link to={paths.goods.getHref(offer.skuId)} className="head" title={offer.title}>
        <img src={offer.image} alt="" width={56} height={56} loading="lazy" />
        <span>
          <span className={`tag ${offer.linked ? 'linked' : ''}`}>{offer.linked ? c.linked : c.ruled}</span>
          <span className="name mall-ellipsis-2">{offer.title}</span>
          {offer.spec && <span className="meta">{offer.spec}</span>}
          <span className="meta">
            <Price value={offer.price} /> {c.stock(offer.stock, offer.unit)}
          </span>
        </span>
      </Link>
      {offer.note && <p className="note">{offer.note}</p>}
      {offer.comparison.length > 0 && (
        <table aria-label={`${offer.title} ${c.param}`}>
          <TableHead titles={[c.param, c.original, c.title]} />
          <tbody>
            {offer.comparison.map((row) => (
              <tr key={row.name} className={row.same ? 'same' : 'differs'}>
                <th scope="row">{row.name}</th>
                <td>{row.original || c.none}</td>
                <td title={row.same ? c.same : c.differs}>{row.substitute || c.none}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </li>
  );
}

/**
 * 替代品 of the chosen SKU when it cannot be bought in the area (out of stock, off shelf, not sold there):
 * asked for only then, loaded with this component's code (not in the page's first download).
 */
export default function Substitutes({ skuId, areaCode }: { skuId: number; areaCode: string }) {
  const { data } = useSubstitutes(skuId, areaCode);
  if (!data?.reason || !data.items.length) return null;
  return (
    <section className="mall-substitutes" aria-label={c.title}>
      <h2>{c.title}</h2>
      <p className="intro">{c.intro(data.reason)}</p>
      <ul>
        {data.items.map((offer) => (
          <Offer key={offer.skuId} offer={offer} />
        ))}
      </ul>
    </section>
  );
}
