import { BiddingRoute } from './bidding-route';
import { useLocation } from 'react-router';
import { biddingLineInput } from '@mall/shared';
import type { BiddingPublishState } from '@/config/paths';
import { getRegionChildren } from '@/features/address/api/address-api';
import { uploadImage } from '@/features/centre/api/centre-api';
import { PublishForm } from '@/features/bidding/components/publish-form';
import { useCategoryList } from '@/features/category/api/get-category-list';

/** /product-bidding/publish: publish a bidding request (login required). */
export default function BiddingPublishRoute() {
  // Lines handed over by another page (快速下单's unmatched lines), each checked as the server would.
  const state = (useLocation().state ?? {}) as BiddingPublishState;
  const lines = (state.lines ?? []).flatMap((l) => {
    const parsed = biddingLineInput.safeParse(l);
    return parsed.success ? [parsed.data] : [];
  });
  const categories = (useCategoryList().data ?? []).map((n) => ({ id: n.id, title: n.title }));
  return (
    <BiddingRoute>
      <PublishForm
        getRegionChildren={getRegionChildren}
        uploadImage={uploadImage}
        initialTitle={typeof state.title === 'string' ? state.title.slice(0, 50) : undefined}
        initialLines={lines.slice(0, 50)}
        categories={categories}
      />
    </BiddingRoute>
  );
}
