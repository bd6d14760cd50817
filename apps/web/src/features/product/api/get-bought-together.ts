import type { BoughtTogether } from '@mall/shared';
import { useAreaQuery } from '@/lib/area-query';

/** 经常一起购买 of a product (a signed-in member's company's own history first). */
export const useBoughtTogether = (id: number, areaCode: string) =>
  useAreaQuery<BoughtTogether>(
    ['product', 'bought-together', id],
    `/api/product/${id}/bought-together`,
    areaCode,
    {
      // Written nightly: an hour is fresh enough.
      staleTime: 3_600_000,
    },
  );
