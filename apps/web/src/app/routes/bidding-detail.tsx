import { BiddingRoute } from './bidding-route';
import { useSearchParams } from 'react-router';
import { AddressPicker } from '@/features/address/components/address-picker';
import { BiddingDetailView } from '@/features/bidding/components/bidding-detail';

/** /product-bidding/detail?id=: one request with its quotes side by side. */
export default function BiddingDetailRoute() {
  const [search] = useSearchParams();
  const id = Number(search.get('id') ?? 0);
  return (
    <BiddingRoute>
      <BiddingDetailView
        key={id}
        id={id}
        addressPicker={(value, onChange) => <AddressPicker value={value} onChange={onChange} />}
      />
    </BiddingRoute>
  );
}
