import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { PurchaseRequest, SubmitResult } from '@mall/shared';
import { useAddressList } from '@/features/address/api/address-api';
import { AddressPicker } from '@/features/address/components/address-picker';
import { currentAreaCode } from '@/features/catalogue/lib/screening-state';
import { SettlementPage } from '@/features/checkout/components/settlement-page';
import { sourceFromSearch } from '@/features/checkout/lib/idempotency-key';
import { getCartCount } from '@/features/user/api/get-counters';
import { paths } from '@/config/paths';
import { navigate } from '@/lib/navigation';
import { userStore } from '@/lib/user-store';
import { RequireLogin } from '../require-login';

function refreshCartCount(): void {
  getCartCount()
    .then((n) =>
      userStore.setCartNum(typeof n === 'number' ? n : ((n as { cartNum?: number })?.cartNum ?? 0)),
    )
    .catch(() => undefined);
}

/** /settlement?cartIds=… (去结算) or ?skuId=&quantity= (立即购买); login required. */
export default function SettlementRoute() {
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const source = sourceFromSearch(search);
  // The default address (listed first) applies from the start: 提交订单 never goes before it is known.
  const addresses = useAddressList();
  const defaultAddressId = addresses.isPending ? undefined : (addresses.data?.[0]?.id ?? null);

  const placed = useCallback(
    (result: SubmitResult) => {
      // The bought cart lines are gone: refresh the cart and the header badge.
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
      void queryClient.invalidateQueries({ queryKey: ['order'] });
      refreshCartCount();
      navigate(paths.payment.getHref(result.orderNo), { replace: true });
    },
    [queryClient],
  );

  const requested = useCallback(
    (request: PurchaseRequest) => {
      // The request lists changed; the server may have taken the lines out of the cart.
      void queryClient.invalidateQueries({ queryKey: ['company', 'requests'] });
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
      refreshCartCount();
      navigate(paths.companyRequestDetail.getHref(request.requestNo), { replace: true });
    },
    [queryClient],
  );

  return (
    <RequireLogin>
      <SettlementPage
        source={source}
        areaCode={currentAreaCode()}
        renderAddress={(value, onChange) => <AddressPicker value={value} onChange={onChange} />}
        defaultAddressId={defaultAddressId}
        addresses={addresses.data}
        onPlaced={placed}
        onRequested={requested}
      />
    </RequireLogin>
  );
}
