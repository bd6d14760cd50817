import { CentreLayout } from '@/features/centre/components/centre-layout';
import { BiddingList } from '@/features/bidding/components/bidding-list';
import { BiddingTabs } from '@/features/bidding/components/bidding-tabs';
import '@/features/bidding/bidding.css';
import { RequireLogin } from './require-login';

/** /product-bidding/mine: the buyer's bidding requests by status. */
export default function BiddingMineRoute() {
  return (
    <RequireLogin>
      <CentreLayout active="bidding">
        <div className="mall-bidding-main">
          <BiddingTabs />
          <BiddingList />
        </div>
      </CentreLayout>
    </RequireLogin>
  );
}
