import { useSearchProducts } from '../api/search-products';
import { toSearchBody } from '../lib/screening-state';
import { useScreening } from '../lib/use-screening';
import { ScreeningView } from './screening-view';

/** A category's products through the screening panel, in the chosen sales area. */
export function CategoryListing({
  categoryId,
  showCategories = false,
}: {
  categoryId: number;
  showCategories?: boolean;
}) {
  const { state, update, reset } = useScreening();
  const query = useSearchProducts(toSearchBody({ categoryId }, state));
  return (
    <ScreeningView
      result={query.data}
      loading={query.isFetching}
      error={query.isError}
      onRetry={() => void query.refetch()}
      state={state}
      update={update}
      reset={reset}
      showCategories={showCategories}
    />
  );
}
