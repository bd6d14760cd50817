import { Select, Switch } from 'antd';
import { groupByPlace, type Address, type CheckoutLine } from '@mall/shared';
import { deliveryCopy } from '@/locales/zh-CN-delivery';

/** The address each line goes to (by SKU id), where the buyer picked another than the order's. */
export type LinePicks = Readonly<Record<number, number>>;

/**
 * 分地址配送 (company buyers): the lines that go elsewhere than the order's address `orderAddressId`, as the
 * submit's `lineAddresses` (undefined when none does).
 */
export function lineAddressesOf(
  picks: LinePicks,
  orderAddressId: number,
): { skuId: number; addressId: number }[] | undefined {
  const list = Object.entries(picks)
    .map(([skuId, addressId]) => ({ skuId: Number(skuId), addressId }))
    .filter((l) => l.addressId !== orderAddressId);
  return list.length ? list : undefined;
}

const place = (a: Address) => `${a.contactName} ${a.mobile} ${a.fullAddress}`;

/**
 * The 分地址配送 switch and, when on, an address choice per line from the buyer's address book (his own and
 * his company's shared ones) and the lines grouped by the address they go to.
 */
export function LineDelivery({
  lines,
  addresses,
  orderAddressId,
  on,
  onToggle,
  picks,
  onPick,
}: {
  lines: readonly CheckoutLine[];
  addresses: readonly Address[];
  orderAddressId: number;
  on: boolean;
  onToggle: (on: boolean) => void;
  picks: LinePicks;
  onPick: (skuId: number, addressId: number) => void;
}) {
  const byId = new Map(addresses.map((a) => [a.id, a]));
  const addressOf = (skuId: number) => byId.get(picks[skuId] ?? orderAddressId) ?? byId.get(orderAddressId);
  const groups = groupByPlace(
    lines.filter((l) => addressOf(l.skuId)),
    (l) => addressOf(l.skuId)!,
  );
  const options = addresses.map((a) => ({
    value: a.id,
    label: a.id === orderAddressId ? `${place(a)}${deliveryCopy.orderAddress}` : place(a),
  }));
  return (
    <div className="mall-line-delivery">
      <label className="toggle">
        <Switch checked={on} onChange={onToggle} aria-label={deliveryCopy.toggle} />
        <strong>{deliveryCopy.toggle}</strong>
        <span className="muted">{deliveryCopy.toggleHint}</span>
      </label>
      {on && (
        <>
          <ul className="picks">
            {lines.map((l) => (
              <li key={l.skuId}>
                <span className="title">{l.title}</span>
                <Select
                  aria-label={deliveryCopy.lineAddress(l.title)}
                  value={picks[l.skuId] ?? orderAddressId}
                  options={options}
                  onChange={(id: number) => onPick(l.skuId, id)}
                  popupMatchSelectWidth={false}
                />
              </li>
            ))}
          </ul>
          <div className="groups">
            <div className="muted">{deliveryCopy.groups(groups.length)}</div>
            {groups.map((g) => (
              <div
                key={g.key}
                role="group"
                aria-label={deliveryCopy.shipTo + place(g.address)}
                className="group"
              >
                <div>
                  {deliveryCopy.shipTo}
                  {place(g.address)}
                </div>
                <ul>
                  {g.items.map((l) => (
                    <li key={l.skuId}>{deliveryCopy.line(l.title, l.quantity, l.unit)}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
