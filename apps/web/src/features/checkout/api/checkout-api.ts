import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutPreview, CheckoutPreviewBody, CheckoutSubmitBody, SubmitResult } from '@mall/shared';
import { http } from '@/lib/request';

/** What is bought: the cart's lines (去结算) or items (立即购买). */
export type CheckoutSource = { cartLineIds: number[] } | { items: { skuId: number; quantity: number }[] };

/** Re-priced lines, amounts and problems for the chosen address (POST /api/checkout/preview). */
const checkoutPreviewQueryOptions = (body: CheckoutPreviewBody) =>
  queryOptions({
    queryKey: ['checkout', 'preview', body],
    queryFn: () => http.post<CheckoutPreview>('/api/checkout/preview', body),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useCheckoutPreview = (body: CheckoutPreviewBody | null) =>
  useQuery({ ...checkoutPreviewQueryOptions(body ?? {}), enabled: body !== null });

/** Places one order; the same idempotencyKey answers the same order (repeated: true). */
export const submitOrder = (body: CheckoutSubmitBody) =>
  http.post<SubmitResult>('/api/checkout/submit', body);
