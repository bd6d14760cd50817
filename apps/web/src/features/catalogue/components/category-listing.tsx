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
  return <ScreeningView {...screeningResult(query)} {...screening} showCategories={showCategories} />;
}
