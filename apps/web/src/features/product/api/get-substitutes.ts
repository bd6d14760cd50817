import type { SubstituteAnswer } from '@mall/shared';
import { useAreaQuery } from '@/lib/area-query';

/** Substitutes of a SKU that cannot be bought in the area (替代品), with the parameter comparison. */
export const useSubstitutes = (skuId: number, areaCode: string) =>
  useAreaQuery<SubstituteAnswer>(
    ['product', 'substitutes', skuId],
    `/api/product/${skuId}/substitutes`,
    areaCode,
    {
      staleTime: 60_000,
    },
  );
