import { useSearchParams } from 'react-router';
import { CentreLayout } from '@/features/centre/components/centre-layout';
import { AddressPicker } from '@/features/address/components/address-picker';
import { BiddingDetailView } from '@/features/bidding/components/bidding-detail';
import { BiddingTabs } from '@/features/bidding/components/bidding-tabs';
import '@/features/bidding/bidding.css';
import { RequireLogin } from './require-login';

/** /product-bidding/detail?id=: one request with its quotes side by side. */
export default function BiddingDetailRoute() {
  const [search] = useSearchParams();
  const id = Number(search.get('id') ?? 0);
  return (
    <RequireLogin>
      <CentreLayout active="bidding">
        <div className="mall-bidding-main">
          <BiddingTabs />
          <BiddingDetailView
            key={id}
            id={id}
            addressPicker={(value, onChange) => <AddressPicker value={value} onChange={onChange} />}
          />
        </div>
      </CentreLayout>
    </RequireLogin>
  );
}
