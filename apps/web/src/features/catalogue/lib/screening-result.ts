import type { ProductSearchResult } from '@mall/shared';

/** A product search query as the screening view shows it: its result, loading, failure and 重试. */
export const screeningResult = (query: {
  data: ProductSearchResult | undefined;
  isFetching: boolean;
  isError: boolean;
  refetch: () => Promise<unknown>;
}) => ({
  result: query.data,
  loading: query.isFetching,
  error: query.isError,
  onRetry: () => void query.refetch(),
});
