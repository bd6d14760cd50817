import { CentreRoute } from './centre-route';
import type { ReactNode } from 'react';
import { BiddingTabs } from '@/features/bidding/components/bidding-tabs';
import '@/features/bidding/bidding.css';

/** A bidding page of the personal centre (login required): the bidding tabs over the page. */
export function BiddingRoute({ children }: { children: ReactNode }) {
  return (
    <CentreRoute active="bidding">
      <div className="mall-bidding-main">
        <BiddingTabs />
        {children}
      </div>
    </CentreRoute>
  );
}
