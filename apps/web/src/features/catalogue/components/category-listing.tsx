import { useSearchProducts } from '../api/search-products';
import { toSearchBody } from '../lib/screening-state';
import { useScreening } from '../lib/use-screening';
import { ScreeningView } from './screening-view';
import { screeningResult } from '../lib/screening-result';

/** A category's products through the screening panel, in the chosen sales area. */
export function CategoryListing({
  categoryId,
  showCategories = false,
}: {
  categoryId: number;
  showCategories?: boolean;
}) {
  const screening = useScreening();
  const { state } = screening;
  const query = useSearchProducts(toSearchBody({ categoryId }, state));
  // The server's first view of a category page stays until the listing (or its error) is drawn
  // (lib/first-view.ts: data-page-drawn).
  const drawn = !!query.data || query.isError;
  return (
    <div data-page-drawn={drawn ? '' : undefined}>
      <ScreeningView {...screeningResult(query)} {...screening} showCategories={showCategories} />
    </div>
  );
}
