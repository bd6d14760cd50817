import { BiddingRoute } from './bidding-route';
import { BiddingList } from '@/features/bidding/components/bidding-list';

/** /product-bidding/mine: the buyer's bidding requests by status. */
export default function BiddingMineRoute() {
  return (
    <BiddingRoute>
      <BiddingList />
    </BiddingRoute>
  );
}
