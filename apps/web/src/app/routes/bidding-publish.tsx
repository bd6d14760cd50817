import { CentreLayout } from '@/features/centre/components/centre-layout';
import { BiddingTabs } from '@/features/bidding/components/bidding-tabs';
import { getRegionChildren } from '@/features/address/api/address-api';
import { uploadImage } from '@/features/centre/api/centre-api';
import { PublishForm } from '@/features/bidding/components/publish-form';
import '@/features/bidding/bidding.css';
import { RequireLogin } from './require-login';

/** /product-bidding/publish: publish a bidding request (login required). */
export default function BiddingPublishRoute() {
  return (
    <RequireLogin>
      <CentreLayout active="bidding">
        <div className="mall-bidding-main">
          <BiddingTabs />
          <PublishForm getRegionChildren={getRegionChildren} uploadImage={uploadImage} />
        </div>
      </CentreLayout>
    </RequireLogin>
  );
}
